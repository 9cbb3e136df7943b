// people: the member record (the Member table) and what other areas ask of it. It sits low
// (above audit and settings, below auth, staff and everything that sells or plays): member
// lookups, names and contacts, row locks, accounts for sign-in, the member search, the changes
// staff make to a record, and merging two duplicate members, where each area registers how its
// own rows move (onMemberMerge) so people imports none of them. The member's own page and the
// console's member pages are profile's, at the top.
export {
  calendarToken,
  createMemberRecord,
  findMemberIdByPerson,
  holdersByRosterType,
  holdersOfRosterType,
  lockMember,
  lockMembers,
  memberAccess,
  memberBirthdays,
  memberContact,
  memberContacts,
  memberFacts,
  memberIdentity,
  memberNames,
  memberOfCalendarToken,
  memberPlayerFacts,
  memberSummaries,
  messageContacts,
  officialIds,
  officialMembers,
  officialRosterTypes,
  rememberStripeCustomer,
  rosterMemberForShare,
  setOfficialAccess,
  unsubscribeMember,
} from './members.service.js';
export {
  accountByUsername,
  accountsWithEmail,
  activeTokenVersion,
  createAccount,
  credentialsOf,
  endAllSessions,
  endSessions,
  giveUsername,
  hasSignIn,
  setPassword,
  usernameOf,
  usernameTaken,
  usernamesStartingWith,
} from './accounts.service.js';
export {
  lookupMembers,
  memberIdsMatching,
  memberSearchStatements,
  searchMembers,
} from './member-search.service.js';
export {
  adultToday,
  eftEnabled,
  memberStanding,
  memberStatus,
  missingProfileFields,
  ownProfileState,
  photoPathOf,
  profileRow,
  saveBankAccount,
  saveOwnProfile,
} from './member-records.service.js';
export { editMember, setActive } from './member-edits.service.js';
export { mergeMembers } from './merge.service.js';
export { onMemberMerge } from './member-merge.js';
export type { MergedRows } from './member-merge.js';
