// One decision on many nominations: the teams staff picked in the console's grid are accepted,
// declined or waitlisted with one reason. Each team goes through the single decision
// (nominations-admin.service.ts) on its own, one after the other: its own transaction and
// locks, its refund, its audit entry and its manager's email, so a team refused (a full
// division, a status the decision cannot start from) leaves the teams before and after it
// decided. The answer says, team by team, what was decided and why a refusal happened.
import {
  type TNominationBulk,
  type TNominationBulkOutcome,
  type TNominationBulkResult,
  type TNominationOutcome,
} from '@courtside/contracts/admin';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { nothingToAudit } from '../audit/index.js';
import { acceptNomination, declineNomination, waitlistNomination } from './nominations-admin.service.js';

const DECIDE: Record<
  TNominationBulk['action'],
  (
    deps: Deps,
    actorId: number,
    teamId: number,
    reason: string | undefined,
    batch: number[],
  ) => Promise<TNominationOutcome>
> = {
  accept: (deps, actorId, teamId, reason) => acceptNomination(deps, actorId, teamId, { reason }),
  decline: (deps, actorId, teamId, reason) =>
    declineNomination(deps, actorId, teamId, { reason: reason ?? '' }),
  // A place one waitlisting frees is never offered back to a team the same batch waitlisted.
  waitlist: (deps, actorId, teamId, reason, batch) =>
    waitlistNomination(deps, actorId, teamId, { reason }, batch),
};

/** Not a refusal of the rules (the gateway or the database failed): the team is left as it was. */
const UNDECIDED = 'Could not be decided just now: nothing changed for this team. Try it again.';

/** POST /api/admin/nominations/bulk */
export async function decideNominations(
  deps: Deps,
  actorId: number,
  body: TNominationBulk,
): Promise<TNominationBulkOutcome> {
  const teamIds = [...new Set(body.team_ids)];
  const reason = body.reason?.trim() || undefined;
  const results: TNominationBulkResult[] = [];
  for (const teamId of teamIds) {
    try {
      const outcome = await DECIDE[body.action](deps, actorId, teamId, reason, teamIds);
      results.push({
        team_id: teamId,
        team: outcome.nomination.team,
        decided: true,
        status: outcome.nomination.status,
        message: null,
        refunded_cents: outcome.refunded_cents,
        offered_team_id: outcome.offered_team_id,
        // Accepting players outside the division's range is allowed; staff are told whom they let in.
        warnings: body.action === 'accept' ? outcome.nomination.warnings : [],
      });
    } catch (err) {
      // The teams already decided stay decided: a failure is this team's answer, not the batch's.
      // An AppError's message is written for staff (a refusal, or the gateway not answering).
      if (!(err instanceof AppError) || err.statusCode >= 500)
        deps.log.warn({ err, teamId }, 'a nomination of a bulk decision could not be decided');
      results.push({
        team_id: teamId,
        team: null,
        decided: false,
        status: null,
        message: err instanceof AppError ? err.message : UNDECIDED,
        refunded_cents: 0,
        offered_team_id: null,
        warnings: [],
      });
    }
  }
  const refusedIds = results.filter((r) => !r.decided).map((r) => r.team_id);
  if (refusedIds.length > 0) {
    const names = new Map(
      (
        await deps.db.team.findMany({ where: { id: { in: refusedIds } }, select: { id: true, name: true } })
      ).map((t) => [t.id, t.name]),
    );
    for (const r of results) if (!r.decided) r.team = names.get(r.team_id) ?? null;
  }
  const decided = results.filter((r) => r.decided).length;
  // Each decision made is in the log; a batch of refusals changed nothing and owes no entry.
  if (decided === 0) nothingToAudit();
  return { action: body.action, results, decided, refused: results.length - decided };
}
