// How long overlays and redirects wait, in milliseconds.
export const DELAY = {
  afterRegistration: 500,
  conflictOverlay: 500,
  afterRecoveryEmail: 3000,
  afterPasswordReset: 2000,
  resetErrorAlert: 2000,
} as const;

// Money screens.
export const PAYMENT_DELAY = {
  /** The card form is cleared this long after a failed payment. */
  clearCardAfterFailure: 500,
  /** 'Payment was successful.' stays this long... */
  successOverlay: 500,
  /** ...then the screen moves on after this much more. */
  navigateAfterOverlay: 125,
  /** Re-send Receipt and order detail messages. */
  receiptOverlay: 3500,
} as const;
