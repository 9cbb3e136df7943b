// A data grid whose rows the server sorts: the grid's sort model maps onto the API's sort keys,
// each naming a column's order or, with '-', its reverse (the contracts' *_SORTS lists).

export interface GridSort {
  field: string;
  sort: 'asc' | 'desc' | null | undefined;
}

/**
 * `columns`: each grid column the server can sort on, and the API's key for it. `fallback`: the
 * server's order when the grid asks for none (or for a column the server cannot sort on).
 */
export function serverSort<S extends string>(columns: Readonly<Record<string, S>>, fallback: S) {
  return {
    /** The API's sort key for the grid's sort model. */
    sortOf: (model: readonly GridSort[]): S => {
      const first = model[0];
      const key = first?.sort ? columns[first.field] : undefined;
      if (!first || key === undefined) return fallback;
      return (first.sort === 'desc' ? `-${key}` : key) as S;
    },
    /** The grid's sort model for an API sort key (an order no column shows is no column sorted). */
    sortModelOf: (sort: S): GridSort[] => {
      const desc = sort.startsWith('-');
      const key = desc ? sort.slice(1) : sort;
      const field = Object.keys(columns).find((column) => columns[column] === key);
      return field ? [{ field, sort: desc ? 'desc' : 'asc' }] : [];
    },
  };
}
