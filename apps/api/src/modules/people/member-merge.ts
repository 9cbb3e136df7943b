// How each area's rows move when a duplicate member is merged into the kept one. Only the owner
// of a table writes it, so every module whose tables point at Member registers its part here at
// start-up (app.ts, in every process that serves the console); merge.service.ts runs the parts
// in the order they were registered, inside its one transaction, both members locked.
import type { Tx } from '../../db/tx.js';

/**
 * Per table (`Table.column` where a table points at members in more than one column): how many
 * of the duplicate's rows now belong to the kept member, and how many were dropped because the
 * kept member already had the same row, or deleted (sign-in secrets of the duplicate).
 */
export type MergedRows = Record<string, { moved: number; dropped: number }>;

/** One area's part: moves the duplicate's (`fromId`) rows of its tables to the kept member (`intoId`). */
export type MoveMemberRows = (tx: Tx, fromId: number, intoId: number) => Promise<MergedRows>;

const parts = new Map<string, MoveMemberRows>();

/** Registers the area's part of a merge (one per area; registering again replaces it in place). */
export function onMemberMerge(area: string, move: MoveMemberRows): void {
  parts.set(area, move);
}

/** The registered parts, in the order they run. */
export function memberMergeParts(): MoveMemberRows[] {
  return [...parts.values()];
}
