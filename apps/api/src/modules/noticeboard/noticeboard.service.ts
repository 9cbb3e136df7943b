// Noticeboard for is_man members: member rows grouped by section name, and HTML notices.
import type { TNoticeboardResponse, TNoticeboardRow } from '@courtside/contracts';
import { requireAccess } from '../../lib/access.js';
import type { Deps } from '../../lib/deps.js';
import { sanitizeNoticeHtml } from '../../lib/safe-html.js';

export async function readNoticeboard(deps: Deps, memberId: number): Promise<TNoticeboardResponse> {
  const { db } = deps;
  await requireAccess(db, memberId, 'isMan');
  const [rows, notices] = await Promise.all([
    db.noticeboardRow.findMany({
      select: {
        sectionName: true,
        firstname: true,
        surname: true,
        gender: true,
        email: true,
        competition: true,
        comment: true,
      },
      orderBy: [{ sectionName: 'asc' }, { surname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
    }),
    db.notice.findMany({
      select: { id: true, tab: true, sectionName: true, html: true },
      orderBy: [{ tab: 'asc' }, { sectionName: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const noticeboard: Record<string, TNoticeboardRow[]> = {};
  for (const { sectionName, ...row } of rows) (noticeboard[sectionName] ??= []).push(row);
  return {
    noticeboard,
    // Sanitised on read as well as on write: rows written by other tools (or before a
    // sanitiser fix) must not be able to run script in a reader's browser either.
    notices: notices.map((n) => ({
      notice_id: n.id,
      tab: n.tab,
      section_name: n.sectionName,
      html: sanitizeNoticeHtml(n.html),
    })),
  };
}
