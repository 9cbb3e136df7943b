// The Game table holds only published games, so the public draw, the standings, the teams' and
// the officials' pages never show a draft. Publishing applies the draft's rows in one
// transaction, under the season's lock, and refuses a draft the published draw has moved away
// from since (another draft published, a result entered): the rows it would keep, move or remove
// must still be where the draft found them. Games kept or moved keep their id, so their scorers;
// kept games keep their officials, and moved ones keep them only when staff moved them by hand
// (movesKeepOfficials). The managers of teams whose games changed are emailed after the commit.
import type { TDraftAction, TDrawPublished } from '@courtside/contracts/admin';
import type { DrawDraftStatus } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { gameOfficials } from './game-officials.js';
import { releaseGames } from '../teams/index.js';
import { lockSeason } from './season-setup.service.js';
import { refuseCourtClash } from './court-clashes.js';
import { emailManagers, emailMovedOfficials, emailOfficials } from './draft-emails.js';
import { conflict, gameColumns, isVisible, movesKeepOfficials } from './draft-rows.js';

// ---- Publish and discard -------------------------------------------------------------------

/** Why a draft in this status cannot be published or discarded. */
const DECIDED: Record<Exclude<DrawDraftStatus, 'draft'>, string> = {
  generating: 'This draft is still being generated: wait for its games.',
  published: 'This draft was already published.',
  discarded: 'This draft was already discarded.',
  failed: 'This draft could not be generated: make a new one.',
};

/** The draft, locked, when its status is one of `open` (a draft ready to publish by default). */
async function lockDraft(tx: Tx, draftId: number, open: readonly DrawDraftStatus[] = ['draft']) {
  const [row] = await tx.$queryRaw<Array<{ id: number; seasonId: number }>>`
    SELECT id, "seasonId" FROM "DrawDraft" WHERE id = ${draftId}`;
  if (!row) throw notFound('Draft');
  // The season first (every publish of the season queues there), then the draft itself.
  await lockSeason(tx, row.seasonId);
  await tx.$queryRaw`SELECT id FROM "DrawDraft" WHERE id = ${draftId} FOR UPDATE`;
  const draft = await tx.drawDraft.findUniqueOrThrow({ where: { id: draftId }, include: { games: true } });
  if (!open.includes(draft.status)) throw conflict(DECIDED[draft.status as keyof typeof DECIDED]);
  return draft;
}

export const STALE = 'The published draw has changed since this draft was made: make a new one.';

/** How many drafts of these divisions have been published: a draft made from the draw seen at one count is stale at another. */
export const publishedDrafts = (db: Tx | Deps['db'], seasonId: number, divisionIds: number[]) =>
  db.drawDraft.count({ where: { seasonId, status: 'published', divisionIds: { hasSome: divisionIds } } });

/** Publishes a draft: its games become the draw everyone sees, in one transaction. */
export async function publishDraft(
  deps: Deps,
  actorId: number,
  draftId: number,
  options: { leave_unplaced?: boolean },
): Promise<TDrawPublished> {
  const publishing = deps.db.$transaction(
    async (tx) => {
      const draft = await lockDraft(tx, draftId);
      const unplaced = draft.games.filter((g) => g.action === 'unplaced').length;
      if (unplaced > 0 && !options.leave_unplaced)
        throw new AppError(
          'validation_failed',
          `${unplaced} ${unplaced === 1 ? 'game has' : 'games have'} no slot: publish without ${unplaced === 1 ? 'it' : 'them'}, or change the inputs and make a new draft.`,
        );
      // Stale check: no other draft of these divisions was published since this one was made (its
      // games may now sit on the slots this one fills); every published game the draft keeps,
      // moves or removes is where it was and unplayed where it changes; a new draw replaces
      // exactly the games it found.
      const newer = await tx.drawDraft.count({
        where: {
          seasonId: draft.seasonId,
          status: 'published',
          decidedAt: { gt: draft.createdAt },
          divisionIds: { hasSome: draft.divisionIds },
        },
      });
      if (newer > 0) throw conflict(STALE);
      // A draft made from a draw read before it was saved (a game moved by hand) names the count of
      // drafts published when it was read: one published since, even before it was saved, makes it stale.
      const seen = (draft.request as { published_seen?: number } | null)?.published_seen;
      if (seen !== undefined && (await publishedDrafts(tx, draft.seasonId, draft.divisionIds)) !== seen)
        throw conflict(STALE);
      const referenced = draft.games.filter((g) => g.gameId !== null);
      const now = await tx.game.findMany({
        where: { id: { in: referenced.map((g) => g.gameId!) } },
        select: {
          id: true,
          startsAt: true,
          courtId: true,
          dutyTeamId: true,
          result: { select: { id: true } },
        },
      });
      const nowById = new Map(now.map((g) => [g.id, g]));
      for (const g of referenced) {
        const found = nowById.get(g.gameId!);
        const wasAt = g.action === 'move' ? g.fromStartsAt : g.startsAt;
        const wasCourt = g.action === 'move' ? g.fromCourtId : g.courtId;
        if (
          !found ||
          (g.action !== 'unplaced' &&
            (found.startsAt.getTime() !== wasAt?.getTime() || found.courtId !== wasCourt)) ||
          (g.action !== 'keep' && found.result)
        )
          throw conflict(STALE);
      }
      if (draft.kind === 'generate') {
        const count = await tx.game.count({
          where: { divisionId: { in: draft.divisionIds }, finalStage: 'none' },
        });
        // An imported file may also move finals, which a new draw neither replaces nor counts.
        if (count !== referenced.filter((g) => g.finalStage === 'none').length) throw conflict(STALE);
      }

      const byAction = (a: TDraftAction) => draft.games.filter((g) => g.action === a);
      const removed = byAction('remove').map((g) => g.gameId!);
      // Games moved by hand keep their officials.
      const keepOfficials = movesKeepOfficials(draft);
      const unstaffed = keepOfficials ? [] : byAction('move').map((g) => g.gameId!);
      // The officials of moved and removed games lose them (removing a game removes its allocations).
      const officials = await gameOfficials().ofGames(tx, [...unstaffed, ...removed]);
      // Those staying on games moved by hand are told the new times.
      const staying = keepOfficials
        ? await gameOfficials().ofGames(
            tx,
            byAction('move').map((g) => g.gameId!),
          )
        : [];
      const season = await tx.season.findUniqueOrThrow({
        where: { id: draft.seasonId },
        select: { status: true, archived: true },
      });
      await releaseGames(tx, removed);
      await tx.game.deleteMany({ where: { id: { in: removed } } });
      const moves = byAction('move');
      // Moved games let go of their courts first, so one moving onto a slot another leaves never
      // meets it there (the trigger on Game holds each court again as the game is placed).
      await tx.game.updateMany({
        where: { id: { in: moves.map((m) => m.gameId!) } },
        data: { courtId: null },
      });
      for (const m of moves)
        await tx.game.update({
          where: { id: m.gameId! },
          data: { startsAt: m.startsAt!, endsAt: m.endsAt!, courtId: m.courtId, dutyTeamId: m.dutyTeamId },
        });
      const unassigned = await gameOfficials().unassign(tx, unstaffed);
      // A kept game is written only when its duty team changes (a new draw keeps most games as they are).
      for (const k of byAction('keep'))
        if (nowById.get(k.gameId!)?.dutyTeamId !== k.dutyTeamId)
          await tx.game.update({ where: { id: k.gameId! }, data: { dutyTeamId: k.dutyTeamId } });
      const created = byAction('create');
      await tx.game.createMany({
        data: created.map((g) => gameColumns({ ...g, startsAt: g.startsAt!, endsAt: g.endsAt! })),
      });
      await tx.drawDraft.update({
        where: { id: draftId },
        data: { status: 'published', decidedById: actorId, decidedAt: new Date() },
      });
      const counts = { created: created.length, moved: moves.length, removed: removed.length };
      await recordAudit(tx, {
        actorId,
        action: 'draw.publish',
        entity: 'DrawDraft',
        entityId: draftId,
        after: {
          ...counts,
          unplacedLeftOut: unplaced,
          officialsTakenOff: unassigned + officials.filter((o) => removed.includes(o.gameId)).length,
          seasonActive: isVisible(season),
        },
        reason: draft.kind === 'repair' ? ((draft.request as { reason?: string }).reason ?? null) : null,
      });
      // Teams whose games changed: every team of a new draw, the moved and removed games' teams of a repair.
      const changed = draft.games.filter(
        (g) => g.action === 'create' || g.action === 'move' || g.action === 'remove',
      );
      // A file read back over a published draw changes it (its managers read what moved); a
      // file drawing divisions anew publishes their draw.
      const mailKind =
        keepOfficials && draft.games.some((g) => g.gameId !== null) ? ('repair' as const) : draft.kind;
      return { draft, mailKind, counts, changed, officials, staying, visible: isVisible(season) };
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  // A game landing on a hire or class fails on the exclusion constraint: refused with the clashes.
  const outcome = await publishing.catch((err: unknown) => refuseCourtClash(deps, draftId, err));
  // Managers hear of games they can see: an inactive season's draw is not public, so its
  // managers are emailed when the draw is published after the season is activated.
  // The draw is published whatever becomes of its emails: a failure is logged, never answered.
  const mailed = (sending: Promise<number>) =>
    sending.catch((err: unknown) => {
      deps.log.warn({ err, draftId }, 'could not send the published draft emails');
      return 0;
    });
  const emailed = outcome.visible
    ? await mailed(emailManagers(deps, { ...outcome.draft, kind: outcome.mailKind }, outcome.changed))
    : 0;
  const officialsEmailed =
    (await mailed(emailOfficials(deps, outcome.draft, outcome.officials))) +
    (await mailed(emailMovedOfficials(deps, outcome.draft, outcome.staying)));
  return {
    id: draftId,
    status: 'published',
    ...outcome.counts,
    emailed,
    season_active: outcome.visible,
    officials_emailed: officialsEmailed,
  };
}

export async function discardDraft(deps: Deps, actorId: number, draftId: number) {
  await deps.db.$transaction(async (tx) => {
    // A draft still generating can be discarded: the job then leaves it as it is.
    await lockDraft(tx, draftId, ['draft', 'generating']);
    await tx.drawDraft.update({
      where: { id: draftId },
      data: { status: 'discarded', decidedById: actorId, decidedAt: new Date() },
    });
    await recordAudit(tx, { actorId, action: 'draw.discard', entity: 'DrawDraft', entityId: draftId });
  });
  return {
    id: draftId,
    status: 'discarded' as const,
    created: 0,
    moved: 0,
    removed: 0,
    emailed: 0,
    season_active: true,
    officials_emailed: 0,
  };
}
