// Delays of spec section 9, in milliseconds.
export const DELAY = {
  afterRegistration: 500,
  conflictOverlay: 500,
  afterRecoveryEmail: 3000,
  afterPasswordReset: 2000,
  resetErrorAlert: 2000,
} as const;
