// The console's noticeboard (API /api/admin/noticeboard, /notices, /noticeboard-rows): what team
// managers read on their Noticeboard page. Notices are written in a rich text editor and kept as
// HTML the server sanitises (an allow-list: formatting, lists, tables, links, images); rows are
// people listed per section (firstname, surname, gender, email, competition, comment).
import { z } from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.js';

export const NOTICE_HTML_MAX = 100_000;

/** POST /api/admin/notices and PUT /api/admin/notices/:id. */
export const ZNoticeWrite = z.object({
  /** The notice tab members see it under, e.g. 'HPC'. */
  tab: requiredText(60),
  section_name: requiredText(120),
  /** The editor's HTML; whatever the allow-list does not keep is dropped. */
  html: requiredText(NOTICE_HTML_MAX),
});
export type TNoticeWrite = z.infer<typeof ZNoticeWrite>;

/** POST /api/admin/noticeboard-rows and PUT /api/admin/noticeboard-rows/:id. */
export const ZNoticeboardRowWrite = z.object({
  section_name: requiredText(120),
  firstname: requiredText(80),
  surname: requiredText(80),
  gender: z.optional(optionalText(30)),
  email: z.optional(optionalText(255)),
  competition: z.optional(optionalText(120)),
  comment: z.optional(optionalText(500)),
});
export type TNoticeboardRowWrite = z.infer<typeof ZNoticeboardRowWrite>;

export const ZAdminNotice = z.object({
  id: z.number(),
  tab: z.string(),
  section_name: z.string(),
  /** Sanitised, as members get it. */
  html: z.string(),
  updated_at: z.string(),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;

export const ZAdminNoticeboardRow = z.object({
  id: z.number(),
  section_name: z.string(),
  firstname: z.string(),
  surname: z.string(),
  gender: z.nullable(z.string()),
  email: z.nullable(z.string()),
  competition: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type TAdminNoticeboardRow = z.infer<typeof ZAdminNoticeboardRow>;

/** GET /api/admin/noticeboard: every notice and row, as the member page groups them. */
export const ZAdminNoticeboard = z.object({
  data: z.object({ notices: z.array(ZAdminNotice), rows: z.array(ZAdminNoticeboardRow) }),
});
export type TAdminNoticeboard = z.infer<typeof ZAdminNoticeboard>['data'];
export const ZAdminNoticeResponse = z.object({ data: ZAdminNotice });
export const ZAdminNoticeboardRowResponse = z.object({ data: ZAdminNoticeboardRow });
export const ZNoticeboardDeleted = z.object({ data: z.object({ id: z.number() }) });
