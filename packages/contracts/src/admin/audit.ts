// The audit log of console writes (API /api/admin/audit): searched and paged by the server.
import { z } from 'zod/mini';

export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  reason: z.nullable(z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)));

/** Filters: by who, what was done, which record, and a word in the reason; newest first unless `order=asc`. */
export const ZAuditFilters = z.object({
  actor_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  action: z.optional(z.string().check(z.maxLength(80))),
  entity: z.optional(z.string().check(z.maxLength(80))),
  entity_id: z.optional(z.string().check(z.maxLength(80))),
  q: z.optional(z.string().check(z.maxLength(200))),
  /** By time: `desc` (newest first, the default) or `asc`. */
  order: z.optional(z.enum(['asc', 'desc'])),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

/** GET /api/admin/audit: a page of the filtered entries. */
export const ZAuditQuery = z.extend(ZAuditFilters, {
  page: pageNumber,
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  data: z.object({
    entries: z.array(ZAuditEntry),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
});
export type TAuditPage = z.infer<typeof ZAuditPage>['data'];
