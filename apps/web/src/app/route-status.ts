// The HTTP status of a page address, for the server (entry-server.tsx): 404 where only a
// catch-all route answers (the public 'Whoops, 404', the member area's and the console's
// not-found screens), else 200.
//
// react-router's matchRoutes flattens and ranks the whole table it is given on every call:
// milliseconds for ours, console included, on every page request. An address can only be
// answered by routes whose first segment is that address's first segment, or is not a fixed
// word (a parameter, a splat, an optional segment). So the table is split once by first
// segment, keeping each route's ancestors and order, and matchRoutes sees only the few routes
// that could answer: the same answer as over the whole table, at a cost that does not grow
// with the number of screens.
import { matchRoutes, type RouteObject } from 'react-router';

export type PageStatus = 200 | 404;

export function createStatusOf(routes: RouteObject[]): (pathname: string) => PageStatus {
  const heads = new Set<string>();
  const collect = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = joinPath(parent, route.path);
      const head = fixedHeadOf(path);
      if (head !== null) heads.add(head);
      collect(route.children ?? [], path);
    }
  };
  collect(routes, '');
  const byHead = new Map([...heads].map((head) => [head, routesFor(routes, '', head)]));
  const anyHead = routesFor(routes, '', null);

  return (pathname) => {
    const matches = matchRoutes(byHead.get(headOf(pathname)) ?? anyHead, pathname);
    const last = matches?.at(-1);
    return !last || last.route.path === '*' ? 404 : 200;
  };
}

/**
 * The routes (with the ancestors they hang under, in their order) that may answer an address
 * whose first segment is `head`: those whose first segment is `head` or not fixed. Only the
 * shape is kept (paths, index, case): matching needs nothing else.
 */
function routesFor(routes: RouteObject[], parent: string, head: string | null): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const path = joinPath(parent, route.path);
    const children = routesFor(route.children ?? [], path, head);
    const ownHead = fixedHeadOf(path);
    const answers = (route.path !== undefined || route.index) && (ownHead === null || ownHead === head);
    if (!answers && children.length === 0) return [];
    const { caseSensitive } = route;
    if (route.index) return [{ index: true, path: route.path, caseSensitive }];
    return [{ path: route.path, caseSensitive, ...(children.length ? { children } : {}) }];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent || '/';
  return `${path.startsWith('/') ? '' : parent}/${path}`.replace(/\/\/+/g, '/');
}

/** A route's first segment when it is a fixed word (lower case), else null. */
function fixedHeadOf(path: string): string | null {
  const head = path.split('/')[1] ?? '';
  return head.startsWith(':') || head.includes('*') || head.endsWith('?') ? null : head.toLowerCase();
}

/** An address's first segment as react-router compares it: decoded, in any case. */
function headOf(pathname: string): string {
  const raw = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
