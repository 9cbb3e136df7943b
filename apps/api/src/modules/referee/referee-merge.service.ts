// Merging two duplicate members, the referee part (people/merge.service.ts calls this inside its
// transaction, both members locked).
import type { Tx } from '../../db/tx.js';
import type { MergedRows } from '../people/index.js';

/**
 * Availability slots, unavailable dates and game assignments move. Where the kept member already
 * has the same row (the same slot of a season and venue, the same date, the same game and roster
 * type) the duplicate's says the same thing and is dropped. A slot with no venue counts as the
 * same slot when the other also has none (the unique index would let two through, as NULLs
 * differ; the availability save keeps one).
 */
export async function moveMemberRows(tx: Tx, fromId: number, intoId: number): Promise<MergedRows> {
  const slotsDropped = await tx.$executeRaw`
    DELETE FROM "RefereeAvailability" theirs USING "RefereeAvailability" ours
     WHERE theirs."memberId" = ${fromId} AND ours."memberId" = ${intoId}
       AND ours."seasonId" = theirs."seasonId" AND ours."venueId" IS NOT DISTINCT FROM theirs."venueId"
       AND ours.weekday = theirs.weekday AND ours."timeSlot" = theirs."timeSlot"`;
  const slots = await tx.refereeAvailability.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });

  const datesDropped = await tx.$executeRaw`
    DELETE FROM "RefereeUnavailableDate" theirs USING "RefereeUnavailableDate" ours
     WHERE theirs."memberId" = ${fromId} AND ours."memberId" = ${intoId}
       AND ours."seasonId" = theirs."seasonId" AND ours.date = theirs.date`;
  const dates = await tx.refereeUnavailableDate.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });

  const assignmentsDropped = await tx.$executeRaw`
    DELETE FROM "RefereeAssignment" theirs USING "RefereeAssignment" ours
     WHERE theirs."memberId" = ${fromId} AND ours."memberId" = ${intoId}
       AND ours."gameId" = theirs."gameId" AND ours."rosterType" = theirs."rosterType"`;
  const assignments = await tx.refereeAssignment.updateMany({
    where: { memberId: fromId },
    data: { memberId: intoId },
  });
  return {
    RefereeAvailability: { moved: slots.count, dropped: slotsDropped },
    RefereeUnavailableDate: { moved: dates.count, dropped: datesDropped },
    RefereeAssignment: { moved: assignments.count, dropped: assignmentsDropped },
  };
}
