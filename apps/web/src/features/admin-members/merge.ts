// What a merge did, in lines people read: the rows that moved to the kept member, those dropped
// because the kept member already had the same, and the fields filled from the duplicate.
import type { z } from 'zod/mini';
import type { ZMemberMergeResponse } from '@courtside/contracts/admin';

type MergeResult = z.infer<typeof ZMemberMergeResponse>['data'];

const counts = (perTable: Record<string, number>) =>
  Object.entries(perTable)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

export function mergeSummary(result: MergeResult): string[] {
  const moved = counts(result.moved);
  const dropped = counts(result.dropped);
  return [
    moved ? `Moved to this member: ${moved}.` : 'Nothing needed moving.',
    ...(dropped ? [`Dropped as already held: ${dropped}.`] : []),
    result.changed.length
      ? `Filled in from the duplicate: ${result.changed.join(', ')}.`
      : 'No field of this member changed.',
  ];
}
