// Messages people see on the forms, exact: the tests compare them word for word.
export const MSG = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  date: 'This field must be a valid date',
  numeric: 'This field is number only',
  minLength: (n: number) => `This field must be at least ${n} characters`,
  confirmed: (other: string) => `This field confirmation does not match ${other}`,
  passwordPattern:
    'This field must contain at least 1 uppercase letter, 1 lowercase letter and 1 numeric character',
  dobBeforeToday: "Date must be before today's date",
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  digits: (n: number) => `This field must be ${n} digits`,
  maxLength: (n: number) => `This field must be at most ${n} characters`,
  profileEmail: 'Please enter a valid email',
  photoSize: 'Profile picture size should be less than 500 KB!',
  photoType: 'Profile picture must be a .jpg, .jpeg or .png image',
  bsb: 'Please enter a valid BSB',
  account: 'Please enter a valid account',
  mustAgree: 'This field is required',
  invalidCredentials:
    'Please note usernames & passwords are case sensitive. As a first measure, please utilise the Forgot Username and Reset Password links below to recover your account details.',
  invalidUsername:
    'We could not find that username, or the reset link is invalid or has expired. Please request a new reset link.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a while and try again.',
  registrationConflict: 'An account already exists for this person. Please sign in or recover your username.',
  formErrors: 'Error! Please check the form above for errors',
  stepErrors: 'Please check the form above for errors.',
  allStepsErrors: 'Error! Please check all steps above for errors',
  emailSent: 'Email Sent Successfully',
  passwordReset: 'Password Reset Successfully',
  profileIncomplete:
    'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
} as const;
