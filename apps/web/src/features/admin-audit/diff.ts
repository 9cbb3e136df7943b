// What an audit entry changed: the fields of the record before and after, side by side.
export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * One row per field of either side (objects), in the order the fields first appear; anything
 * else (a list, a value, nothing) is one row named "value". Unchanged fields are kept, marked.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const objects = (isRecord(before) || before == null) && (isRecord(after) || after == null);
  if (!objects || (before == null && after == null)) {
    const b = shown(before ?? undefined);
    const a = shown(after ?? undefined);
    return b === '' && a === '' ? [] : [{ field: 'value', before: b, after: a, changed: b !== a }];
  }
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const was = shown(b[field]);
    const now = shown(a[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}
