// Start-up wiring between modules, in every process that loads it (the app, and the commands
// that use modules without building the app): the member record's owner (people) answers the
// access guards of lib/access.ts and names the audit log's actors; modules side by side or below
// reach one another through what is registered here; each area registers how its rows move when
// two duplicate members are merged (they run in this order).
import { useAccessReader } from './lib/access.js';
import { useMemberNames } from './modules/audit/index.js';
import { moveMemberRows as moveAuthRows, onAccountCreated } from './modules/auth/index.js';
import { moveMemberRows as moveBookingRows } from './modules/booking/index.js';
import { invoiceTeamsOfDraw, moveMemberRows as moveDrawRows } from './modules/draw/index.js';
import { moveMemberRows as moveHpcRows } from './modules/hpc/index.js';
import { moveMemberRows as moveInvoiceRows, onInvoiceTeams } from './modules/invoices/index.js';
import {
  moveMemberRows as moveMembershipRows,
  startSportProfile,
  useMembershipProducts,
} from './modules/membership/index.js';
import { moveMemberRows as movePaymentRows } from './modules/payments/index.js';
import { memberAccess, memberNames, onMemberMerge } from './modules/people/index.js';
import { moveMemberRows as moveRefereeRows } from './modules/referee/index.js';
import { moveMemberRows as moveRosterRows } from './modules/roster/index.js';
import {
  enabledAmong,
  moveMemberRows as moveSecondFactorRows,
  removeFactor,
} from './modules/second-factor/index.js';
import { moveMemberRows as moveStaffRows, useSecondFactors } from './modules/staff/index.js';
import {
  membershipProduct,
  membershipProductIds,
  membershipTerms,
  moveMemberRows as moveStoreRows,
} from './modules/store/index.js';
import { moveMemberRows as moveTeamRows } from './modules/teams/index.js';

useAccessReader(memberAccess);
useMemberNames(memberNames);
// A new account starts with the sport profile of the sport chosen at registration.
onAccountCreated(startSportProfile);
// The staff pages show and remove two-factor sign-in through second-factor, beside them.
useSecondFactors({ enabledAmong, removeFactor });
onMemberMerge('membership', moveMembershipRows);
onMemberMerge('teams', moveTeamRows);
onMemberMerge('draw', moveDrawRows);
onMemberMerge('invoices', moveInvoiceRows);
onMemberMerge('payments', movePaymentRows);
onMemberMerge('store', moveStoreRows);
onMemberMerge('booking', moveBookingRows);
onMemberMerge('referee', moveRefereeRows);
onMemberMerge('roster', moveRosterRows);
onMemberMerge('hpc', moveHpcRows);
onMemberMerge('staff', moveStaffRows);
onMemberMerge('second-factor', moveSecondFactorRows);
onMemberMerge('auth', moveAuthRows);
// Invoices bills teams without importing them: draw answers for the teams and their games.
onInvoiceTeams(invoiceTeamsOfDraw);
// Membership sells store products; store reads them (the two stand side by side).
useMembershipProducts({ membershipProduct, membershipProductIds, membershipTerms });
