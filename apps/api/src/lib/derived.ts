/**
 * A value built from a source's current snapshot (the association's settings), built again
 * only when the snapshot changes: for things too costly to build on every request (validation
 * schemas, the page template).
 */
export function derived<S, T>(source: { current(): S }, build: (snapshot: S) => T): () => T {
  let from: S | null = null;
  let value: T;
  return () => {
    const now = source.current();
    if (now !== from) {
      value = build(now);
      from = now;
    }
    return value;
  };
}
