// The sport profile chosen on the dashboard; the side drawer's Registration entry
// carries it as a query. Kept for the browser tab (sessionStorage).
import { useSyncExternalStore } from 'react';

const KEY = 'selected_sport';
const listeners = new Set<() => void>();

const read = (): string | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);

export function setSelectedSport(sport: string) {
  sessionStorage.setItem(KEY, sport);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The chosen sport, or the fallback (the member's main sport) when none was chosen. */
export function useSelectedSport(fallback: string, available: readonly string[]): string {
  const chosen = useSyncExternalStore(subscribe, read, () => null);
  return chosen && available.includes(chosen) ? chosen : fallback;
}
