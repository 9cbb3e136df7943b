// Every email the API sends, one React Email template each with its subject and plain-text part
// beside it (render.ts says how they are made; frame.tsx is the association's look around them).
export { defineEmail, renderEmail, toHtml, type EmailTemplate, type RenderedEmail } from './render.js';
export { BrandFrame, framedHtml, type MailBrand } from './frame.js';
export {
  passwordReset,
  secondFactorCode,
  secondFactorReset,
  usernameCreated,
  usernameReminder,
} from './account.js';
export { nominationOutcome, nominationReceived, welcome } from './teams.js';
export { drawChanged, officialsGameMoved, officialsTakenOff, rosterOfDay } from './games.js';
export {
  classCancelled,
  classPlace,
  classPlaceByStaff,
  subscriptionPaymentFailed,
  type ClassPlaceByStaffProps,
  subscriptionRequestDeclined,
} from './classes.js';
export { receipt, refund } from './orders.js';
export { hireCancelled, hireMoved } from './hire.js';
export { memberMessage } from './member-message.js';
