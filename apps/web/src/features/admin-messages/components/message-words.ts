import type { TMessageKind } from '@courtside/contracts/admin';

export const KIND_LABELS: Record<TMessageKind, string> = {
  newsletter: 'Association news',
  competition: 'Competition',
};

/** When a message was sent, in the association's time zone (the browser's until the settings load). */
export const sentAtText = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone });
