// One court, one use: a published game holds its court (the trigger on Game writes its
// CourtOccupancy rows), so publishing a draft whose games land on a hired court, an HPC class or
// a court closed since the draft was made fails with SQLSTATE 23P01. The publish is then refused whole, naming each
// date and what its games clash with, so staff move the hire or class (or change the draw's
// inputs) first: a draw that quietly left games off, or double-booked a court, would not be
// the draw they approved.
import { isoToDmy } from '@courtside/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { gameCourtClashes, isExclusionViolation } from '../booking/index.js';

export const COURT_TAKEN =
  'Some games of this draft clash with a court hire, an HPC class or a closure on their court: nothing was published. Move those first, or change the draw inputs and make a new draft.';

/** Answers a publish that failed on the one-court rule as a 409 listing the clashes; rethrows anything else. */
export async function refuseCourtClash(deps: Deps, draftId: number, err: unknown): Promise<never> {
  if (!isExclusionViolation(err)) throw err;
  const placed = await deps.db.drawDraftGame.findMany({
    where: { draftId, action: { in: ['create', 'move'] }, courtId: { not: null }, startsAt: { not: null } },
    select: { courtId: true, startsAt: true, endsAt: true },
  });
  const clashes = await gameCourtClashes(
    deps.db,
    deps.settings.current().timeZone,
    placed.map((g) => ({ courtId: g.courtId!, startsAt: g.startsAt!, endsAt: g.endsAt ?? g.startsAt! })),
  );
  // Keyed by date, each line says its date too: a dialog shows the lines as they are.
  const listed = Object.fromEntries(
    Object.entries(clashes).map(([date, what]) => [
      date,
      [...new Set(what)].map((w) => `${isoToDmy(date)}: ${w}`),
    ]),
  );
  // The publish dialog shows the message: it names the clashes too (the first ten).
  const lines = Object.values(listed).flat();
  const named = lines.length > 10 ? [...lines.slice(0, 10), `and ${lines.length - 10} more`] : lines;
  throw new AppError(
    'conflict',
    named.length > 0 ? `${COURT_TAKEN} ${named.join('; ')}.` : COURT_TAKEN,
    listed,
  );
}
