// An audit entry of the member's trail in one line per field: "lastname: Smyth → Smith".
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? '(empty)'
    : typeof value === 'string'
      ? value || '(empty)'
      : Array.isArray(value)
        ? value.map(shown).join(', ') || '(none)'
        : JSON.stringify(value);

/** The fields an entry touched, before and after; fields that kept their value are left out. */
export function auditChanges(before: unknown, after: unknown): string[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((f) => JSON.stringify(was[f]) !== JSON.stringify(now[f]))
    .map((f) => (f in was ? `${f}: ${shown(was[f])} → ${shown(now[f])}` : `${f}: ${shown(now[f])}`));
}
