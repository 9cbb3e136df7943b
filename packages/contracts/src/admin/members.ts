// The console's Members area (API /api/admin/members): search, a member's page, edits staff
// alone may make (names, birthday, gender, access flags), reset links, deactivation and merging.
import { z } from 'zod/mini';
import { GENDERS } from '../common/person-fields.js';
import { ZProfile } from '../profile/profile.js';
import { ZTeamListItem } from '../teams/teams.js';
import { ZInvoice } from '../invoices/invoices.js';
import { ZOrderSummary } from '../orders/orders.js';
import { ZMyBooking } from '../booking/booking.js';
import { ZSubscription } from '../hpc/hpc.js';
import { ZAuditEntry } from './audit.js';

const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)));

export const MEMBER_SORTS = ['name', '-name', 'mid', '-mid', 'created', '-created'] as const;
export const MEMBER_STATUSES = ['active', 'deactivated', 'all'] as const;

/** Search by name, username, email, mobile or member id; a query of several words matches each. */
export const ZMemberSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(MEMBER_STATUSES)),
  sort: z.optional(z.enum(MEMBER_SORTS)),
  page: pageNumber,
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TMemberSearchQuery = z.infer<typeof ZMemberSearchQuery>;

export const ZMemberRow = z.object({
  mid: z.number(),
  username: z.nullable(z.string()),
  firstname: z.string(),
  lastname: z.string(),
  prefname: z.nullable(z.string()),
  dob: z.string().check(z.describe('YYYY-MM-DD')),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  deactivated: z.boolean(),
  merged_into: z.nullable(z.number()),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberSearchPage = z.object({
  data: z.object({
    members: z.array(ZMemberRow),
    total: z.number().check(z.describe('members found, counted up to 1,000')),
    total_capped: z.boolean().check(z.describe('more members match than total: add words to narrow it')),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TMemberSearchPage = z.infer<typeof ZMemberSearchPage>['data'];

/**
 * GET /api/admin/member-lookup?q=: picking a member for a hire, a position, a scorer or a roster
 * type, for any staff role. Names and member id only: no contact details, and the words are
 * matched against names (or the whole query against the member id), never email or mobile.
 */
export const ZMemberLookupQuery = z.object({ q: z.string().check(z.minLength(1), z.maxLength(100)) });
export const ZMemberLookupRow = z.object({
  mid: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  prefname: z.nullable(z.string()),
  dob: z.string().check(z.describe('YYYY-MM-DD: tells apart members of one name')),
});
export type TMemberLookupRow = z.infer<typeof ZMemberLookupRow>;
export const ZMemberLookup = z.object({
  data: z.object({ members: z.array(ZMemberLookupRow).check(z.describe('at most 10, by name')) }),
});

/** Everything the console shows on a member's page. */
export const ZMemberDetail = z.object({
  profile: ZProfile,
  deactivated_at: z.nullable(z.string()),
  merged_into: z.nullable(z.number()),
  merged_from: z.array(z.number()),
  staff_roles: z.array(z.string()),
  teams: z.array(ZTeamListItem),
  invoices: z.array(ZInvoice),
  orders: z.array(ZOrderSummary),
  bookings: z.array(ZMyBooking),
  subscriptions: z.array(ZSubscription),
  audit: z.array(ZAuditEntry),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;
export const ZMemberDetailResponse = z.object({ data: ZMemberDetail });

const text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
const requiredText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/**
 * A staff edit: any field may be given; null clears an optional one. Names, birthday, gender and
 * the access flags are fields members cannot change: changing any of them needs a reason.
 */
export const ZMemberEdit = z.object({
  firstname: requiredText(60),
  lastname: requiredText(60),
  middlename: text(60),
  prefname: text(60),
  dob: z.optional(z.iso.date()),
  gender: z.optional(z.enum(GENDERS)),
  email: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
  mobile: text(30),
  phone: text(30),
  address: text(200),
  suburb: text(80),
  postcode: text(10),
  state: text(10),
  ec_fullname: text(120),
  ec_mobile: text(30),
  ec_medical: text(2000),
  is_eft: z.optional(z.boolean()),
  is_ref: z.optional(z.boolean()),
  is_roster: z.optional(z.boolean()),
  is_man: z.optional(z.boolean()),
  is_hpc: z.optional(z.boolean()),
  non_pl: z.optional(z.boolean()),
  sk_tm: z.optional(z.boolean()),
  sk_tm_val: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000_000)))),
  access_ref: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20)),
  ),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type TMemberEdit = z.infer<typeof ZMemberEdit>;

/** Fields only staff change; an edit touching any of them must say why. */
export const LOCKED_MEMBER_FIELDS = [
  'firstname',
  'lastname',
  'dob',
  'gender',
  'is_eft',
  'is_ref',
  'is_roster',
  'is_man',
  'is_hpc',
  'non_pl',
  'sk_tm',
  'sk_tm_val',
  'access_ref',
] as const;

export const ZMemberReason = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type TMemberReason = z.infer<typeof ZMemberReason>;

/** Merge the duplicate `from_mid` into the member of the path, keeping the history of both. */
export const ZMemberMerge = z.object({
  from_mid: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type TMemberMerge = z.infer<typeof ZMemberMerge>;

export const ZMemberMergeResponse = z.object({
  data: z.object({
    mid: z.number(),
    from_mid: z.number(),
    /** Per table: the duplicate's rows now the kept member's. */
    moved: z.record(z.string(), z.number()),
    /** Per table: the duplicate's rows dropped because the kept member had the same. */
    dropped: z.record(z.string(), z.number()),
    /** The kept member's fields filled or widened from the duplicate. */
    changed: z.array(z.string()),
  }),
});

/** Where the reset link went. */
export const ZMemberResetLinkResponse = z.object({ data: z.object({ sent_to: z.string() }) });
