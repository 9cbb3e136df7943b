// Noticeboard: member rows grouped by section name, and HTML notices.
import { z } from 'zod/mini';

export const ZNoticeboardRow = z.object({
  firstname: z.string(),
  surname: z.string(),
  gender: z.nullable(z.string()),
  email: z.nullable(z.string()),
  competition: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type TNoticeboardRow = z.infer<typeof ZNoticeboardRow>;

/** A notice for a notice tab. `html` has been sanitised by the server: it is safe to render as HTML. */
export const ZNotice = z.object({
  notice_id: z.int(),
  tab: z.string(),
  section_name: z.string(),
  html: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticeboardResponse = z.object({
  /** Rows keyed by section name, sections in alphabetical order. */
  noticeboard: z.record(z.string(), z.array(ZNoticeboardRow)),
  notices: z.array(ZNotice),
});
export type TNoticeboardResponse = z.infer<typeof ZNoticeboardResponse>;
