import type { TMessageKind } from '@courtside/contracts/admin';

export const KIND_LABELS: Record<TMessageKind, string> = {
  newsletter: 'Association news',
  competition: 'Competition',
};

/** When a message was sent, in the browser's own words and zone. */
export const sentAtText = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
