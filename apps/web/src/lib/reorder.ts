// Orderable lists (a ladder's tie-break order): moving one entry up or down, as the
// move buttons of OrderedChoicesField do.

/** The list with the entry at `index` moved `by` places (negative: up); past either end it stays. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || by === 0) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** The choices not yet in the list, in the order they are offered. */
export const notChosen = <T>(choices: readonly T[], chosen: readonly T[]): T[] =>
  choices.filter((c) => !chosen.includes(c));
