// Object-level authorisation: every route that takes the id of
// something a member owns is tried by five people against member A's object. Only the
// cells the rules allow answer 2xx; the others answer 401 (signed out) or 404 (or the
// documented refusal), in the error shape, with none of A's data in the body.
//
// The table below classifies EVERY route of the real route table (collected with an
// onRoute hook): a new route fails this file until someone decides who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToDmy } from '@courtside/contracts';
import type { Db } from '../../src/plugins/prisma.js';
import type { TestContext } from '../helpers.js';
import { VISA, pinOf } from '../money-factories.js';
import { createOpenDivision, wizardEntry } from '../team-factories.js';
import { contextWithRoutes, expectErrorShape, takesId, type TableRoute } from './route-table.js';
import { createWorld, ROLES, type Role, type World } from './world.js';

type Kind =
  | 'team'
  | 'invoice'
  | 'order'
  | 'booking'
  | 'payment'
  | 'subscription'
  | 'enrolment'
  | 'class booking'
  | 'attendee'
  | 'voucher'
  | 'roster shift';

interface Owned {
  kind: Kind;
  /** The request, aimed at A's object. */
  call: (w: World, db: Db) => Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown };
  /** Expected status per role; unlisted: signed out 401, A 200, everyone else 404. */
  cells?: Partial<Record<Role, number>>;
  /** Checked after the refused calls (before A's own call): A's object is as it was. */
  intact?: (w: World, db: Db) => Promise<void>;
  why?: string;
}
type Entry = Owned | { catalogue: string } | { own: string };

const card = { cardData: VISA };

/** A's wizard entry copying the world's team into the division: only its manager or admin may. */
const copyEntry = (w: World, open: Awaited<ReturnType<typeof createOpenDivision>>) => ({
  ...wizardEntry(w.people.A, open, {
    teamname: `Copy ${Math.random()}`,
    tag: `Copy${w.tag}`,
    previous: w.team,
  }),
  ...card,
});
/** Team management: the coach holds a position in the team (so it is not hidden from them) but may not manage it: 403. */
const managerOnly: Partial<Record<Role, number>> = { coach: 403 };

/** Every route of the API. Owned: the matrix runs. catalogue: ids of shared or public records. own: no id, the caller's own data. */
const TABLE: Record<string, Entry> = {
  // --- Owned objects ---------------------------------------------------------
  'GET /api/member/teams/:teamId': {
    kind: 'team',
    call: (w) => ({ url: `/api/member/teams/${w.team.id}` }),
    cells: { coach: 200 },
    why: 'manager, admin and coach see the team with contacts; others do not see it',
  },
  'POST /api/member/teams/games': {
    kind: 'team',
    call: (w) => ({ url: '/api/member/teams/games', body: { teamTid: w.team.id } }),
    cells: managerOnly,
  },
  'POST /api/member/teams/save': {
    kind: 'team',
    call: (w) => ({
      url: '/api/member/teams/save',
      body: {
        teamTid: w.team.id,
        singletColour: 'Red',
        numberColour: 'Black',
        playersNumber: JSON.stringify([{ mid: w.players[0]!.id, number: 7 }]),
      },
    }),
    cells: managerOnly,
    intact: async (w, db) =>
      expect((await db.team.findUniqueOrThrow({ where: { id: w.team.id } })).singletColour).toBe('Navy'),
  },
  'POST /api/member/teams/removeteamplayer': {
    kind: 'team',
    call: (w) => ({
      url: '/api/member/teams/removeteamplayer',
      body: { teamTid: w.team.id, playerMid: w.players[5]!.id },
    }),
    cells: managerOnly,
    intact: async (w, db) =>
      expect(await db.teamPosition.count({ where: { teamId: w.team.id, role: 'player' } })).toBe(6),
  },
  'POST /api/member/teams/removeteamposition': {
    kind: 'team',
    call: (w) => ({
      url: '/api/member/teams/removeteamposition',
      body: { teamTid: w.team.id, position: 'assistant' },
    }),
    cells: managerOnly,
    intact: async (w, db) =>
      expect(await db.teamPosition.count({ where: { teamId: w.team.id, role: 'assistant' } })).toBe(1),
  },
  'POST /api/member/teams/addteamplayers': {
    kind: 'team',
    call: (w) => ({
      url: '/api/member/teams/addteamplayers',
      body: {
        teamTid: w.team.id,
        players: [
          {
            firstname: 'Nadia',
            lastname: `New${w.tag}`,
            gender: 'female',
            dob: '04/07/1998',
            email: 'nadia@example.com',
            role: 'player',
          },
        ],
      },
    }),
    cells: managerOnly,
    intact: async (w, db) =>
      expect(await db.teamMemberRequest.count({ where: { teamId: w.team.id } })).toBe(0),
  },
  'POST /api/member/teams/addteamtempplayers': {
    kind: 'team',
    call: (w) => ({
      url: '/api/member/teams/addteamtempplayers',
      body: {
        teamTid: w.team.id,
        tempplayers: [
          {
            firstname: w.substitute.firstname,
            lastname: w.substitute.lastname,
            gender: 'female',
            dob: isoToDmy(w.substitute.dob.toISOString()),
            role: 'player',
            game: w.game.id,
            replacing: w.players[1]!.id,
          },
        ],
      },
    }),
    cells: managerOnly,
    intact: async (w, db) =>
      expect(await db.teamMemberRequest.count({ where: { teamId: w.team.id } })).toBe(0),
  },
  'POST /api/member/teams/gameforfeit': {
    kind: 'team',
    call: (w) => ({ url: '/api/member/teams/gameforfeit', body: { teamTid: w.team.id, game: w.game.id } }),
    cells: managerOnly,
    intact: async (w, db) => expect(await db.gameForfeit.count({ where: { gameId: w.game.id } })).toBe(0),
  },
  'POST /api/member/teams/withdrawnomination': {
    kind: 'team',
    call: async (w, db) => {
      await db.team.update({ where: { id: w.team.id }, data: { nominationStatus: 'pending' } });
      return { url: '/api/member/teams/withdrawnomination', body: { teamTid: w.team.id } };
    },
    cells: { coach: 403 },
    why: 'the nominator or a manager of the team; the coach sees the team but may not withdraw it',
    intact: async (w, db) =>
      expect((await db.team.findUniqueOrThrow({ where: { id: w.team.id } })).nominationStatus).toBe(
        'pending',
      ),
  },
  'POST /api/member/teams/withdrawrequest': {
    kind: 'team',
    call: async (w, db) => {
      const made =
        (await db.teamMemberRequest.findFirst({ where: { teamId: w.team.id }, select: { id: true } })) ??
        (await db.teamMemberRequest.create({
          data: {
            teamId: w.team.id,
            kind: 'new',
            firstname: 'Asked',
            lastname: 'For',
            dob: new Date('2000-01-01T00:00:00Z'),
            gender: 'female',
            role: 'player',
            requestedById: w.people.A.id,
          },
          select: { id: true },
        }));
      return { url: '/api/member/teams/withdrawrequest', body: { teamTid: w.team.id, requestId: made.id } };
    },
    cells: { coach: 403 },
    why: 'only the member who made the request; the coach sees the team but not as its requester',
    intact: async (w, db) =>
      expect(await db.teamMemberRequest.count({ where: { teamId: w.team.id } })).toBe(1),
  },
  'POST /api/ecommerce/teamnomination/checkplayer': {
    kind: 'team',
    call: (w) => ({
      url: '/api/ecommerce/teamnomination/checkplayer',
      body: {
        player: {
          firstname: w.players[0]!.firstname,
          lastname: w.players[0]!.lastname,
          gender: 'female',
          dob: isoToDmy(w.players[0]!.dob.toISOString()),
        },
        fromteamentry: false,
        teamTid: w.team.id,
      },
    }),
    // teamTid only tells members of that team that the person is already in it; anyone else gets the
    // answer they get without teamTid (checked below), so the id reveals nothing about the team.
    cells: { A: 422, coach: 422, B: 200, otherManager: 200 },
  },
  'POST /api/ecommerce/teamnomination/playerwarnings': {
    kind: 'team',
    call: async (w, db) => {
      // A division no player of A's team fits, so A is told about every one of them.
      const open = await createOpenDivision(db, { division: { minAge: 99 } });
      return {
        url: '/api/ecommerce/teamnomination/playerwarnings',
        body: { division: open.division.id, mids: w.players.map((p) => p.id) },
      };
    },
    // Only the players of a team the caller manages are told about: anyone else, the coach
    // included, gets an empty list (the same answer every time), so the ids reveal nothing.
    cells: { B: 200, otherManager: 200, coach: 200 },
  },
  'POST /api/ecommerce/teamnomination/payteamnom': {
    kind: 'team',
    call: async (w, db) => ({
      url: '/api/ecommerce/teamnomination/payteamnom',
      body: copyEntry(w, await createOpenDivision(db)),
    }),
    // Copying a team is for its manager or admin (previous teams are the ones the member manages); the
    // refusal is the wizard's own field error (error_validation, errors.teamprevious), not a 404.
    cells: { B: 422, otherManager: 422, coach: 422 },
    intact: async (w, db) => expect(await db.team.count({ where: { previousTeamId: w.team.id } })).toBe(0),
  },
  'POST /api/ecommerce/teamnomination/joinwaitlist': {
    kind: 'team',
    call: async (w, db) => ({
      url: '/api/ecommerce/teamnomination/joinwaitlist',
      // Full: only a full division's waitlist is joined.
      body: copyEntry(w, await createOpenDivision(db, { division: { capacity: 0 } })),
    }),
    // Joining a waitlist takes the wizard's entry: copying a team is for its manager or admin, and
    // the refusal is the wizard's own field error (error_validation, errors.teamprevious).
    cells: { B: 422, otherManager: 422, coach: 422 },
    intact: async (w, db) => expect(await db.team.count({ where: { previousTeamId: w.team.id } })).toBe(0),
  },
  'GET /api/ecommerce/invoice/:invoice': {
    kind: 'invoice',
    call: (w) => ({ url: `/api/ecommerce/invoice/${w.invoice.id}` }),
  },
  'POST /api/ecommerce/invoice/:invoice/payment': {
    kind: 'invoice',
    call: (w) => ({
      url: `/api/ecommerce/invoice/${w.invoice.id}/payment`,
      body: {
        ...card,
        couponCart: [],
        donationCart: [],
        team: null,
        invoice: w.invoice.id,
        invoiceCart: [{ p_name: 'x', p_price: 10 }],
      },
    }),
    intact: async (w, db) => expect(await db.payment.count({ where: { invoiceId: w.invoice.id } })).toBe(0),
  },
  'GET /api/ecommerce/order/:id': {
    kind: 'order',
    call: (w) => ({ url: `/api/ecommerce/order/${w.order.id}` }),
    why: 'the order detail also carries its attendees (checked: their names never leak)',
  },
  'GET /api/ecommerce/order/:id/sendreceipt': {
    kind: 'order',
    call: (w) => ({ url: `/api/ecommerce/order/${w.bookingOrder.id}/sendreceipt` }),
    why: "a court booking's order",
  },
  'GET /api/ecommerce/payment/:id': {
    kind: 'payment',
    call: (w) => ({ url: `/api/ecommerce/payment/${w.payment.id}` }),
  },
  'GET /api/booking/mybookings/:id/cancellation': {
    kind: 'booking',
    call: (w) => ({ url: `/api/booking/mybookings/${w.booking.id}/cancellation` }),
    why: "the refund cancelling one's own hire gives",
  },
  'POST /api/booking/mybookings/:id/cancel': {
    kind: 'booking',
    call: (w) => ({ url: `/api/booking/mybookings/${w.booking.id}/cancel`, body: { refund_cents: -1 } }),
    cells: { A: 422 },
    why: "whose hire it is is decided before the body is read: only A learns the body's fault",
    intact: async (w, db) =>
      expect((await db.booking.findUniqueOrThrow({ where: { id: w.booking.id } })).status).toBe('booked'),
  },
  'POST /api/booking/mybookings/:id/move': {
    kind: 'booking',
    call: (w) => ({
      url: `/api/booking/mybookings/${w.booking.id}/move`,
      body: { day: 'someday', start: '10:00' },
    }),
    cells: { A: 422 },
    why: "whose hire it is is decided before the body is read: only A learns the body's fault",
    intact: async (w, db) =>
      expect((await db.booking.findUniqueOrThrow({ where: { id: w.booking.id } })).startsAt).toEqual(
        w.booking.startsAt,
      ),
  },
  'POST /api/payments/confirm': {
    kind: 'order',
    call: (w) => ({ url: '/api/payments/confirm', body: { o_id: w.bookingOrder.id } }),
  },
  'POST /api/hpc/enrollments/:id/cancel': {
    kind: 'enrolment',
    call: (w) => ({ url: `/api/hpc/enrollments/${w.enrollment.id}/cancel` }),
    intact: async (w, db) =>
      expect((await db.classEnrollment.findUniqueOrThrow({ where: { id: w.enrollment.id } })).status).toBe(
        'booked',
      ),
  },
  'POST /api/hpc/classes/book': {
    kind: 'class booking',
    call: (w) => ({
      url: '/api/hpc/classes/book',
      body: { classData: w.hpcClass.id, classAction: 'remove', classWeek: 0 },
    }),
    why: "the class is shared; 'remove' only ever frees the caller's own place",
    intact: async (w, db) =>
      expect((await db.classEnrollment.findUniqueOrThrow({ where: { id: w.enrollment.id } })).status).toBe(
        'booked',
      ),
  },
  'POST /api/hpc/subscriptions/sendaction': {
    kind: 'subscription',
    call: (w) => ({
      url: '/api/hpc/subscriptions/sendaction',
      body: { id: w.subscription.id, action: 'pause' },
    }),
    intact: async (w, db) =>
      expect(await db.subscription.findUniqueOrThrow({ where: { id: w.subscription.id } })).toMatchObject({
        status: 'active',
        pauseRequestedAt: null,
        cancelRequestedAt: null,
      }),
  },
  'POST /api/hpc/subscriptions/:sub_id/updatecard': {
    kind: 'subscription',
    call: (w) => ({
      url: `/api/hpc/subscriptions/${w.subscription.id}/updatecard`,
      body: { ...card, action: 'updatecard', sub_id: w.subscription.id },
    }),
    intact: async (w, db) =>
      expect(
        (await db.subscription.findUniqueOrThrow({ where: { id: w.subscription.id } })).paymentMethodRef,
      ).toBe('sandbox:4242:succeeded'),
  },
  'GET /api/roster/entry/:id/ics': {
    kind: 'roster shift',
    call: (w) => ({ url: `/api/roster/entry/${w.rosterEntry.id}/ics` }),
  },
  'POST /api/ecommerce/voucher/validate': {
    kind: 'voucher',
    call: (w) => ({
      url: '/api/ecommerce/voucher/validate',
      body: { voucher_number: w.voucher.number, voucher_pin: pinOf(w.people.A), akv: true },
    }),
    // The voucher forms answer their own texts ('The voucher must be used from the dashboard of the recipient').
    cells: { B: 422, otherManager: 422, coach: 422 },
  },
  'POST /api/ecommerce/membership/voucher/validate': {
    kind: 'voucher',
    call: (w) => ({
      url: '/api/ecommerce/membership/voucher/validate',
      body: { voucherNumber: w.voucher.number, voucherPin: pinOf(w.people.A), akv: true },
    }),
    cells: { B: 422, otherManager: 422, coach: 422 },
  },
  'POST /api/ecommerce/membership/coupon/validate': {
    kind: 'voucher',
    call: (w) => ({
      url: '/api/ecommerce/membership/coupon/validate',
      body: { voucherNumber: w.coupon.number, voucherPin: pinOf(w.people.A) },
    }),
    cells: { B: 422, otherManager: 422, coach: 422 },
  },

  // --- Ids of shared or public records -----------------------------------------
  'GET /api/draw/seasons/:id/divisions': { catalogue: 'public draw' },
  'GET /api/draw/seasons/divisions/:id/teams': { catalogue: 'public draw' },
  'GET /api/draw/game/:id/ics': { catalogue: 'public draw' },
  'GET /api/calendar/teams/:id': { catalogue: 'public draw (a team’s games as a feed)' },
  'GET /api/calendar/members/:file': {
    catalogue:
      'no sign-in: the address is its member’s secret token, not an id (calendar.int.test.ts: renewed, unknown, deactivated)',
  },
  'POST /api/unsubscribe/:token': {
    catalogue:
      'no sign-in: the token is signed by the app and names its member (messages-admin.int.test.ts: forged, unknown)',
  },
  'GET /api/draw/stats/season/:id/divisions': { catalogue: 'stats are open to every member' },
  'GET /api/draw/stats/division/:id/teams': { catalogue: 'stats are open to every member' },
  'GET /api/draw/stats/division/:id/totals': { catalogue: 'stats are open to every member' },
  'GET /api/draw/stats/division/:id/team/:teamId/games': { catalogue: 'stats are open to every member' },
  'GET /api/draw/stats/division/:id/team/:teamId/game/:gameId/stats': {
    catalogue: 'stats are open to every member',
  },
  'GET /api/ecommerce/membership/:sport': { catalogue: 'a sport name; answers the caller’s own profile' },
  'POST /api/ecommerce/membership/:sport': {
    catalogue:
      'a sport name; pays the caller’s own membership (voucher of another member: voucher rows above)',
  },
  'GET /api/ecommerce/divisiongroups/:type': { catalogue: 'nomination lists' },
  'GET /api/ecommerce/divisions/:group': { catalogue: 'nomination lists' },
  'GET /api/ecommerce/preferreddivisions/:x': { catalogue: 'nomination lists' },
  'GET /api/ecommerce/teamnomination/:division': {
    catalogue: 'capacity of a division; the cart is the caller’s',
  },
  'GET /api/booking/courts/venue/:venueId': { catalogue: 'public booking catalogue' },
  'GET /api/booking/sports/venue/:venueId': { catalogue: 'public booking catalogue' },
  'GET /api/booking/types/venue/:venueId': { catalogue: 'public booking catalogue' },
  'GET /api/booking/options/venue/:venueId': { catalogue: 'public booking catalogue' },
  'GET /api/booking/events/venue/:venueId/:viewType/:date': {
    catalogue: 'public calendar: taken slots, never who (booking.int.test.ts)',
  },
  'POST /api/booking/events/checkavail': { catalogue: 'court ids of the catalogue' },
  'POST /api/booking/events/checkrules': { catalogue: 'court, sport, type and option ids of the catalogue' },
  'POST /api/booking/paybooking': { catalogue: 'court ids of the catalogue; books for the caller' },
  'GET /api/referee/game/:id/ics': { catalogue: 'a game of the FULL ROSTER, which every referee sees' },
  'GET /api/referee/availability/:season': { catalogue: 'a season; answers the caller’s own availability' },
  'GET /api/referee/availability/:season/:venue': {
    catalogue: 'a season and venue; answers the caller’s own availability',
  },
  'POST /api/referee/availability': { catalogue: 'a season and venue; saves the caller’s own availability' },
  'POST /api/referee/roster': { catalogue: 'a season; MY or FULL roster (types limited by access_ref)' },
  'POST /api/roster/eventroster': { catalogue: 'an event; MY or FULL roster' },
  'GET /api/hpc/plans/:plan': { catalogue: 'plans on offer' },
  'POST /api/hpc/plans/:plan/payment': { catalogue: 'a plan on offer; subscribes the caller' },
  'GET /api/hpc/classes/:week': { catalogue: 'a week number' },
  'GET /api/hpc/covers/:name': { catalogue: "a plan's cover image (plans on offer)" },
  'GET /api/ecommerce/store/products': { catalogue: 'public product list (category and venue filters)' },
  'GET /api/ecommerce/store/covers/:name': { catalogue: 'public: the current cover image of a product' },

  // --- No id: public, or the caller's own data ----------------------------------
  'GET /healthz': { own: 'public' },
  'GET /readyz': { own: 'public' },
  'GET /readyz/storage': { own: 'public' },
  'GET /metrics': { own: 'operators: METRICS_TOKEN (off in production without one)' },
  'GET /api/settings': { own: 'public' },
  'POST /api/reference/getData': { own: 'public reference lists' },
  'GET /api/draw/seasons': { own: 'public' },
  'GET /api/draw/draw': { own: 'public (season and division in the query)' },
  'GET /api/draw/result': { own: 'public (season and division in the query)' },
  'GET /api/draw/stats/seasons': { own: 'every member' },
  'GET /api/scorer/games': { own: 'the games the caller is scorer of today' },
  'POST /api/member/login': { own: 'sign-in' },
  'POST /api/member/register': { own: 'sign-up' },
  'POST /api/member/password/email': { own: 'recovery' },
  'POST /api/member/username/email': { own: 'recovery' },
  'POST /api/member/password/reset': { own: 'recovery (token)' },
  'POST /api/member/logout': { own: 'the caller’s session' },
  'POST /api/member/logout/everywhere': { own: 'the caller’s sessions' },
  'GET /api/member/user': { own: 'the caller' },
  'POST /api/member/user': { own: 'the caller' },
  'GET /api/member/user/photo': { own: 'the caller' },
  'POST /api/member/eft': { own: 'the caller' },
  'POST /api/member/getData': { own: 'reference lists' },
  'GET /api/member/teams': { own: 'the caller’s teams' },
  'POST /api/payments/stripe/webhook': { own: 'signed by Stripe' },
  'GET /api/ecommerce/store/categories': { own: 'public' },
  'GET /api/ecommerce/store/venues': { own: 'public' },
  'GET /api/ecommerce/store/productvenues': { own: 'public' },
  'GET /api/ecommerce/store/productDonation': { own: 'the donation product' },
  'GET /api/ecommerce/invoices': { own: 'the caller’s invoices and those of teams they manage' },
  'GET /api/ecommerce/orders': { own: 'the caller’s orders' },
  'GET /api/ecommerce/store/attendees': { own: 'the people the caller bought places for' },
  'GET /api/ecommerce/payments': { own: 'the caller’s payments' },
  'POST /api/ecommerce/store/checkattendee': { own: 'an identity check by name and birthday' },
  'POST /api/ecommerce/store/payshoppingcart': { own: 'product ids of the public list; pays for the caller' },
  'GET /api/ecommerce/teamnomination': { own: 'the wizard start' },
  'GET /api/ecommerce/teamnomination/previousteams': { own: 'the caller’s previous teams' },
  'GET /api/ecommerce/seasons': { own: 'nomination lists' },
  'GET /api/ecommerce/grades': { own: 'nomination lists' },
  'GET /api/booking/venues': { own: 'public' },
  'POST /api/booking/events/checkavailday': {
    catalogue: 'a day and a venue of the catalogue: hours and taken slots, never who',
  },
  'GET /api/booking/mybookings': { own: 'the caller’s bookings' },
  'GET /api/referee/seasons': { own: 'referee lists' },
  'GET /api/referee/venues': { own: 'referee lists' },
  'GET /api/roster/events': { own: 'roster lists' },
  'GET /api/hpc/plans': { own: 'plans on offer' },
  'GET /api/hpc/enrollments': { own: 'the caller’s enrolments' },
  'GET /api/hpc/subscriptions': { own: 'the caller’s subscriptions' },
  'GET /member/noticeboard': { own: 'noticeboard rows for is_man members' },
  'GET /api/member/second-factor': { own: 'the caller’s second factor' },
  'GET /api/member/calendar-feed': { own: 'the caller’s calendar address' },
  'POST /api/member/calendar-feed/renew': { own: 'the caller’s calendar address' },
  'POST /api/member/second-factor/setup': { own: 'the caller’s second factor' },
  'POST /api/member/second-factor/enable': { own: 'the caller’s second factor' },
  'POST /api/member/second-factor/verify': { own: 'the caller’s session' },
  'POST /api/member/second-factor/recovery-codes': { own: 'the caller’s second factor' },
  'POST /api/member/second-factor/disable': { own: 'the caller’s second factor' },
  'GET /api/member/console': { own: 'the caller’s staff roles' },
  // The console: staff of a route's roles reach every member's records; who may is the role
  // matrix's to check (console-roles.int.test.ts), not an owner rule.
  'GET /api/admin/me': { own: 'the caller’s staff roles' },
  'GET /api/admin/staff': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'PUT /api/admin/staff/:mid': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'POST /api/admin/staff/:mid/second-factor/reset': {
    catalogue: 'console, admins (console-roles.int.test.ts)',
  },
  'POST /api/admin/sign-in-locks/clear': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'GET /api/admin/audit': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'GET /api/admin/member-lookup': {
    catalogue: 'console, every staff role: names and birthdays only (members-admin.int.test.ts)',
  },
  'GET /api/admin/members': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'GET /api/admin/members/:mid': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'PATCH /api/admin/members/:mid': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'POST /api/admin/members/:mid/reset-link': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'POST /api/admin/members/:mid/deactivate': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'POST /api/admin/members/:mid/reactivate': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'POST /api/admin/members/:mid/merge': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  // Seasons, grades, division groups and divisions are the association's, not a member's.
  'GET /api/admin/seasons': { catalogue: 'console, competition and finance (console-roles.int.test.ts)' },
  'POST /api/admin/seasons': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/seasons/:id': { catalogue: 'console, competition and finance (console-roles.int.test.ts)' },
  'PATCH /api/admin/seasons/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/copy': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/seasons/:id/nominations': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/seasons/:id/status': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/seasons/:id/archived': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/grades': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/grades': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PATCH /api/admin/grades/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/division-groups': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PATCH /api/admin/division-groups/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/divisions': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PATCH /api/admin/divisions/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/divisions/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/audit.csv': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  // Nominations: staff decide on any team's nomination; who may is the role matrix's to check.
  'GET /api/admin/nominations': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/nominations/entries': {
    catalogue: 'console, competition (console-roles.int.test.ts); the manager is any member staff pick',
  },
  'POST /api/admin/nominations/bulk': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/nominations/:team_id/accept': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/nominations/:team_id/decline': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/nominations/:team_id/waitlist': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/nominations/:team_id/regrade': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  // Teams: staff manage any team's positions, requests and forfeits.
  'GET /api/admin/teams': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/teams/:team_id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/teams/:team_id/positions': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'PATCH /api/admin/teams/:team_id/positions/:position_id': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/teams/:team_id/positions/:position_id': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/team-requests/:id/approve': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/team-requests/:id/decline': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/forfeits/:id/confirm': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  // The association's settings: one row, no member's.
  'GET /api/admin/settings': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/settings': { catalogue: 'console, admins (console-roles.int.test.ts)' },
  'PUT /api/admin/settings/competition': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/settings/tax': { catalogue: 'console, admins (settings.int.test.ts)' },
  'PUT /api/admin/settings/documents': { catalogue: 'console, admins (settings.int.test.ts)' },
  'PUT /api/admin/settings/hire': { catalogue: 'console, admins (booking/hire-changes.int.test.ts)' },
  // The draw's inputs and drafts: the association's competition, no member's.
  'GET /api/admin/seasons/:id/draw': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/draw/slots': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/draw/slots/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/draw/slots/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/draw/blackouts': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/draw/blackouts/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/teams/:id/draw-limits': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/teams/:id/draw-limits': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/draw/generate': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/seasons/:id/draw/repair': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'GET /api/admin/draw-drafts/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/draw-drafts/:id/catch-up': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/draw-drafts/:id/publish': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/draw-drafts/:id/discard': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'GET /api/admin/games/:id/scoresheet': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/games/:id/scoresheet': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/games/:id/scorers': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/games/:id/scorers': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/games/:id/move/check': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/games/:id/move': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/games/:id/swap/check': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/games/:id/swap': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/divisions/:id/ladder': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/divisions/:id/adjustments': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/divisions/:id/adjustments': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/adjustments/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/seasons/:id/draw.csv': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/draw/import': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/divisions/:id/finals': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  // A game's scorer: only a member staff named for the game, on its day (results.int.test.ts).
  'GET /api/scorer/games/:id': {
    catalogue: 'a game; its named scorers only, on game day (results.int.test.ts)',
  },
  'PUT /api/scorer/games/:id': {
    catalogue: 'a game; its named scorers only, on game day (results.int.test.ts)',
  },
  // Court closures: the association's courts, no member's.
  'GET /api/admin/court-closures': {
    catalogue: 'console, facilities and competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/court-closures': {
    catalogue: 'console, facilities and competition (console-roles.int.test.ts)',
  },
  'GET /api/admin/court-closures/hits': {
    catalogue: 'console, facilities and competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/court-closures/venue': {
    catalogue: 'console, facilities and competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/court-closures/:id': {
    catalogue: 'console, facilities and competition (console-roles.int.test.ts)',
  },
  // Venues and court hire: the association's venues and courts, and hires staff book, move and
  // cancel for any member at the desk (venues-admin.int.test.ts, hire-admin.int.test.ts).
  'GET /api/admin/venues': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/venues': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/venues/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/venues/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/venues/:id/calendar': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/venues/:id/courts': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/courts/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/courts/:id/hours': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/venues/:id/sports': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/booking-sports/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/booking-sports/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/booking-types': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/booking-types/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/booking-types/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/booking-options': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/booking-options/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/booking-options/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/venues/:id/rate-rules': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/rate-rules/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/rate-rules/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/hire-bookings/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hire-bookings': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hire-bookings/block': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hire-bookings/:id/move': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hire-bookings/:id/cancel': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  // Roster dates: a season's, no member's own.
  'GET /api/admin/seasons/:id/roster-dates': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/seasons/:id/roster-dates': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/seasons/:id/roster-dates/:date': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  // The officials' setup, grants, allocation and payments: the association's, no member's own
  // (officials-admin.int.test.ts).
  'GET /api/admin/officials/setup': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/roster-types': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PATCH /api/admin/roster-types/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/roster-types/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/seasons/:id/referees-open': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'GET /api/admin/seasons/:id/officials-times': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'PUT /api/admin/seasons/:id/officials-times/:venue': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'GET /api/admin/officials': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/officials/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/seasons/:id/allocation': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/seasons/:id/allocation/suggest': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'PUT /api/admin/games/:id/officials': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/officials/payments': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/officials/payments.csv': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  // The treasurer's reports: the association's money, no member's own (reports-admin.int.test.ts).
  'GET /api/admin/reports/takings': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/takings.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/gst': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/gst.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/owing': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/owing.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/activity': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/reports/activity.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  // The noticeboard: the association's notices and lists, no member's own.
  'GET /api/admin/noticeboard': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/notices': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/notices/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/notices/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/noticeboard-rows': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/noticeboard-rows/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/noticeboard-rows/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  // Messages to members: the association's messages, no member's own (messages-admin.int.test.ts).
  'GET /api/admin/messages': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/messages/audiences': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/messages/members': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/messages/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/messages/preview': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/messages/test': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/messages': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  // Event rosters: the association's events and shifts, no member's own (roster-admin.int.test.ts).
  'GET /api/admin/events': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/events': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'GET /api/admin/events/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/events/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/events/:id/published': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'DELETE /api/admin/events/:id': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'POST /api/admin/events/:id/shifts': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  'PUT /api/admin/events/:id/shifts/:shift_id': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'DELETE /api/admin/events/:id/shifts/:shift_id': {
    catalogue: 'console, competition (console-roles.int.test.ts)',
  },
  'POST /api/admin/events/:id/copy-day': { catalogue: 'console, competition (console-roles.int.test.ts)' },
  // Orders and payments: finance staff see every member's orders; no member reaches these routes
  // (orders-admin.int.test.ts: a plain member and competition staff get 403).
  'GET /api/admin/orders': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/orders/:id': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/orders/:id/receipt': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/orders/:id/refunds': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  // Invoices: finance staff bill any member or team (invoices-admin.int.test.ts: roles).
  'GET /api/admin/invoices': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/invoices/billable': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/invoices/:id': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/invoices': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/invoices/game-fees': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/invoices/:id/payments': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/invoices/:id/void': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  // Vouchers: finance staff see every voucher and who redeemed it (vouchers-admin.int.test.ts).
  'GET /api/admin/vouchers': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/vouchers/akv-claims': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/vouchers/akv-claims.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/vouchers/:id': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/vouchers': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/vouchers/:id': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'POST /api/admin/members/:mid/voucher-lock/clear': {
    catalogue: 'console, finance (console-roles.int.test.ts)',
  },
  // Reconciliation: finance staff see every payout and the payments it carried (sandbox-payouts.int.test.ts).
  'GET /api/admin/payouts': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/payouts/:id': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  'GET /api/admin/payouts/:id/items.csv': { catalogue: 'console, finance (console-roles.int.test.ts)' },
  // HPC: facilities staff run the centre's plans, classes, rolls and waitlists (hpc-admin.int.test.ts).
  'GET /api/admin/hpc/covers/:name': {
    catalogue: 'console, facilities: a plan cover, the one a member sees (plans-admin.int.test.ts)',
  },
  'GET /api/admin/hpc/plans': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/hpc/plans/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/plans': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/hpc/plans/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/hpc/plans/:id/active': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/hpc/plans/:id/cover': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/hpc/plans/:id/cover': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/hpc/classes': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/series': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PATCH /api/admin/hpc/series/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/series/:id/cancel': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/hpc/classes/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PATCH /api/admin/hpc/classes/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/classes/:id/cancel': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/hpc/classes/:id/attendance': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'POST /api/admin/hpc/classes/:id/promote': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/classes/:id/add': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/classes/:id/remove': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  // HPC subscriptions: facilities staff act on any member's subscription (subscriptions-admin.int.test.ts).
  'GET /api/admin/hpc/subscriptions': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/hpc/subscriptions/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/subscriptions/:id/actions': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'GET /api/admin/hpc/closures': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/hpc/closures': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  // Store: facilities staff run every product, its sales and who attends (store-admin.int.test.ts: roles).
  'GET /api/admin/store/categories': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/store/categories': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PATCH /api/admin/store/categories/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/store/categories/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/store/products': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/store/products/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/store/products': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'PUT /api/admin/store/products/:id': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'POST /api/admin/store/products/:id/status': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'POST /api/admin/store/products/:id/stock': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'PUT /api/admin/store/products/:id/cover': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'DELETE /api/admin/store/products/:id/cover': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'GET /api/admin/store/products/:id/sales': { catalogue: 'console, facilities (console-roles.int.test.ts)' },
  'GET /api/admin/store/products/:id/sales.csv': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'GET /api/admin/store/products/:id/attendees': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
  'GET /api/admin/store/products/:id/attendees.csv': {
    catalogue: 'console, facilities (console-roles.int.test.ts)',
  },
};

const isOwned = (e: Entry): e is Owned => 'kind' in e;

let ctx: TestContext;
let routes: TableRoute[];
beforeAll(async () => {
  ({ ctx, routes } = await contextWithRoutes({ DONATIONS_ENABLED: 'true' }));
});
afterAll(() => ctx?.close());

const bearer = (id: number) => `Bearer ${ctx.app.jwt.sign({ sub: String(id), tv: 0 })}`;

function memberOf(w: World, role: Role): number | null {
  return role === 'signedOut' ? null : w.people[role].id;
}

async function call(e: Owned, w: World, role: Role) {
  const { url, body } = await e.call(w, ctx.db);
  const [method] = TABLE_KEY_OF.get(e)!.split(' ');
  const id = memberOf(w, role);
  return ctx.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { ...(id ? { authorization: bearer(id) } : {}), accept: 'application/json' },
    ...(method === 'GET' ? {} : { payload: body ?? {} }),
  });
}
const TABLE_KEY_OF = new Map<Entry, string>(Object.entries(TABLE).map(([k, v]) => [v, k]));

const expected = (e: Owned, role: Role) =>
  e.cells?.[role] ?? (role === 'signedOut' ? 401 : role === 'A' ? 200 : 404);

describe('the authorisation table', () => {
  it('classifies every route of the route table, and only routes that exist', () => {
    const keys = routes.map((r) => r.key).sort();
    expect(keys.length).toBeGreaterThan(90);
    expect(
      keys.filter((k) => !(k in TABLE)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((k) => !keys.includes(k)),
      'table rows without a route',
    ).toEqual([]);
  });

  it('gives every route that takes an id (path or body) an owner rule or a catalogue reason', () => {
    const unclassified = routes
      .filter((r) => takesId(r) && 'own' in TABLE[r.key]!)
      .map((r) => `${r.key} (${[...r.params, ...r.bodyKeys].join(', ')})`);
    expect(unclassified).toEqual([]);
  });
});

describe.each(Object.entries(TABLE).filter(([, e]) => isOwned(e)) as Array<[string, Owned]>)(
  '%s',
  (key, entry) => {
    it(`answers ${ROLES.map((r) => `${r} ${expected(entry, r)}`).join(', ')} for A's ${entry.kind}`, async () => {
      const w = await createWorld(ctx.db);
      // Refused roles first (A's object must survive them), the owner and the coach last.
      const refused = ROLES.filter((r) => r !== 'A' && expected(entry, r) >= 400);
      const order: Role[] = [...refused, ...ROLES.filter((r) => r !== 'A' && !refused.includes(r)), 'A'];
      for (const role of order) {
        if (role === 'A' && entry.intact) await entry.intact(w, ctx.db);
        const res = await call(entry, w, role);
        const where = `${key} as ${role}`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(expected(entry, role));
        if (res.statusCode >= 400) {
          expectErrorShape(res.statusCode, res.body, where);
          for (const secret of w.secrets) expect(res.body, `${where} leaks A's data`).not.toContain(secret);
        } else if (role !== 'A' && role !== 'coach') {
          // A 2xx for someone else is only allowed where the id changes nothing: same answer without it.
          const { url, body } = await entry.call(w, ctx.db);
          const without = await ctx.app.inject({
            method: 'POST',
            url,
            headers: { authorization: bearer(memberOf(w, role)!) },
            payload: { ...(body as object), teamTid: undefined },
          });
          expect(res.body, `${where}: the id must change nothing`).toBe(without.body);
        }
      }
    });
  },
);
