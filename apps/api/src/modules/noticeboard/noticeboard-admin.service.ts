// The console's noticeboard: notices (sanitised HTML from the rich text editor, kept per tab and
// section) and member rows per section, as team managers read them on their Noticeboard page.
// Every write is audited with what it changed.
import type {
  TAdminNotice,
  TAdminNoticeboard,
  TAdminNoticeboardRow,
  TNoticeboardRowWrite,
  TNoticeWrite,
} from '@courtside/contracts/admin';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { sanitizeNoticeHtml } from '../../lib/safe-html.js';
import { recordAudit } from '../audit/index.js';

const noticeSelect = { id: true, tab: true, sectionName: true, html: true, updatedAt: true } as const;
const rowSelect = {
  id: true,
  sectionName: true,
  firstname: true,
  surname: true,
  gender: true,
  email: true,
  competition: true,
  comment: true,
} as const;

type NoticeRow = { id: number; tab: string; sectionName: string; html: string; updatedAt: Date };
type PersonRow = {
  id: number;
  sectionName: string;
  firstname: string;
  surname: string;
  gender: string | null;
  email: string | null;
  competition: string | null;
  comment: string | null;
};

const toNotice = (n: NoticeRow): TAdminNotice => ({
  id: n.id,
  tab: n.tab,
  section_name: n.sectionName,
  html: sanitizeNoticeHtml(n.html),
  updated_at: n.updatedAt.toISOString(),
});
const toRow = ({ sectionName, ...r }: PersonRow): TAdminNoticeboardRow => ({
  ...r,
  section_name: sectionName,
});

/**
 * The notice, locked for this transaction, or a 404: a change racing a delete waits for it and
 * then finds nothing, rather than failing.
 */
async function lockNotice(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "Notice" WHERE id = ${id} FOR UPDATE`;
  const notice = await tx.notice.findUnique({ where: { id }, select: noticeSelect });
  if (!notice) throw notFound('Notice');
  return notice;
}

/** The listed person, locked for this transaction, or a 404. */
async function lockRow(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "NoticeboardRow" WHERE id = ${id} FOR UPDATE`;
  const row = await tx.noticeboardRow.findUnique({ where: { id }, select: rowSelect });
  if (!row) throw notFound('Row');
  return row;
}

export async function listNoticeboard(deps: Deps): Promise<TAdminNoticeboard> {
  const [notices, rows] = await Promise.all([
    deps.db.notice.findMany({
      select: noticeSelect,
      orderBy: [{ tab: 'asc' }, { sectionName: 'asc' }, { id: 'asc' }],
    }),
    deps.db.noticeboardRow.findMany({
      select: rowSelect,
      orderBy: [{ sectionName: 'asc' }, { surname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return { notices: notices.map(toNotice), rows: rows.map(toRow) };
}

/** The notice's columns: its HTML sanitised on the way in (and again on every read). */
function noticeData(body: TNoticeWrite) {
  const html = sanitizeNoticeHtml(body.html).trim();
  if (html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html))
    throw fieldError('html', 'Write the notice: nothing is left once unsafe parts are taken out.');
  return { tab: body.tab, sectionName: body.section_name, html };
}

const rowData = (body: TNoticeboardRowWrite) => ({
  sectionName: body.section_name,
  firstname: body.firstname,
  surname: body.surname,
  gender: body.gender || null,
  email: body.email || null,
  competition: body.competition || null,
  comment: body.comment || null,
});

export async function createNotice(deps: Deps, actorId: number, body: TNoticeWrite): Promise<TAdminNotice> {
  const data = noticeData(body);
  return deps.db.$transaction(async (tx) => {
    const notice = await tx.notice.create({ data, select: noticeSelect });
    await recordAudit(tx, {
      actorId,
      action: 'notice.create',
      entity: 'Notice',
      entityId: notice.id,
      after: data,
    });
    return toNotice(notice);
  });
}

export async function updateNotice(
  deps: Deps,
  actorId: number,
  id: number,
  body: TNoticeWrite,
): Promise<TAdminNotice> {
  const data = noticeData(body);
  return deps.db.$transaction(async (tx) => {
    const before = await lockNotice(tx, id);
    const notice = await tx.notice.update({ where: { id }, data, select: noticeSelect });
    await recordAudit(tx, {
      actorId,
      action: 'notice.update',
      entity: 'Notice',
      entityId: id,
      before: { tab: before.tab, sectionName: before.sectionName, html: before.html },
      after: data,
    });
    return toNotice(notice);
  });
}

export async function deleteNotice(deps: Deps, actorId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await lockNotice(tx, id);
    await tx.notice.delete({ where: { id } });
    await recordAudit(tx, {
      actorId,
      action: 'notice.delete',
      entity: 'Notice',
      entityId: id,
      before: { tab: before.tab, sectionName: before.sectionName, html: before.html },
    });
  });
}

export async function createRow(
  deps: Deps,
  actorId: number,
  body: TNoticeboardRowWrite,
): Promise<TAdminNoticeboardRow> {
  const data = rowData(body);
  return deps.db.$transaction(async (tx) => {
    const row = await tx.noticeboardRow.create({ data, select: rowSelect });
    await recordAudit(tx, {
      actorId,
      action: 'noticeboard_row.create',
      entity: 'NoticeboardRow',
      entityId: row.id,
      after: data,
    });
    return toRow(row);
  });
}

export async function updateRow(
  deps: Deps,
  actorId: number,
  id: number,
  body: TNoticeboardRowWrite,
): Promise<TAdminNoticeboardRow> {
  const data = rowData(body);
  return deps.db.$transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const row = await tx.noticeboardRow.update({ where: { id }, data, select: rowSelect });
    await recordAudit(tx, {
      actorId,
      action: 'noticeboard_row.update',
      entity: 'NoticeboardRow',
      entityId: id,
      before,
      after: data,
    });
    return toRow(row);
  });
}

export async function deleteRow(deps: Deps, actorId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const before = await lockRow(tx, id);
    await tx.noticeboardRow.delete({ where: { id } });
    await recordAudit(tx, {
      actorId,
      action: 'noticeboard_row.delete',
      entity: 'NoticeboardRow',
      entityId: id,
      before,
    });
  });
}
