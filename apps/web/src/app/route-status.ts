// The HTTP status of a page address, for the server (entry-server.tsx): 404 where only a
// catch-all route answers (the public 'Whoops, 404', the member area's and the console's
// not-found screens), else 200.
//
// react-router's matchRoutes flattens and ranks the whole table it is given on every call:
// milliseconds for ours, console included, on every page request. A route can only answer an
// address that starts with its fixed words (the segments before its first parameter, splat or
// optional segment: `member/teams/team` for `member/teams/team/:team_id`). So the table is
// sorted out once, for each run of fixed words in it, into the routes whose fixed words lead
// there (with their ancestors, in their order); an address walks its own words as far as they
// go, and matchRoutes sees only those few routes: the same answer as over the whole table, at
// a cost that does not grow with the number of screens.
import { matchRoutes, type RouteObject } from 'react-router';

export type PageStatus = 200 | 404;

export function createStatusOf(routes: RouteObject[]): (pathname: string) => PageStatus {
  const keys = new Set<string>();
  const collect = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = joinPath(parent, route.path);
      const words = fixedWordsOf(path);
      for (let n = 0; n <= words.length; n++) keys.add(words.slice(0, n).join('/'));
      collect(route.children ?? [], path);
    }
  };
  collect(routes, '');
  const tables = new Map([...keys].map((key) => [key, routesLeadingTo(routes, '', key)]));

  return (pathname) => {
    let key = '';
    for (const word of wordsOf(pathname)) {
      const next = key === '' ? word : `${key}/${word}`;
      if (word === '' || !tables.has(next)) break;
      key = next;
    }
    const last = matchRoutes(tables.get(key) ?? [], pathname)?.at(-1);
    return !last || last.route.path === '*' ? 404 : 200;
  };
}

/**
 * The routes (with the ancestors they hang under, in their order) whose fixed words lead to
 * `key`: all those that can answer an address starting with `key`'s words and no more of the
 * table's. Only the shape is kept (paths, index, case): matching needs nothing else.
 */
function routesLeadingTo(routes: RouteObject[], parent: string, key: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const path = joinPath(parent, route.path);
    const children = routesLeadingTo(route.children ?? [], path, key);
    const own = fixedWordsOf(path).join('/');
    const leads = own === '' || own === key || key.startsWith(`${own}/`);
    if (!((route.path !== undefined || route.index) && leads) && children.length === 0) return [];
    const { caseSensitive } = route;
    if (route.index) return [{ index: true, path: route.path, caseSensitive }];
    return [{ path: route.path, caseSensitive, ...(children.length ? { children } : {}) }];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent || '/';
  return `${path.startsWith('/') ? '' : parent}/${path}`.replace(/\/\/+/g, '/');
}

/** A route's fixed words: its segments before the first parameter, splat or optional one, in lower case. */
function fixedWordsOf(path: string): string[] {
  const segments = path.split('/').filter((s) => s !== '');
  const end = segments.findIndex((s) => s.startsWith(':') || s.includes('*') || s.endsWith('?'));
  return segments.slice(0, end === -1 ? undefined : end).map((s) => s.toLowerCase());
}

/** An address's segments as react-router compares them: decoded as it decodes them, in any case. */
function wordsOf(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  try {
    return segments.map((s) => decodeURIComponent(s).replace(/\//g, '%2F').toLowerCase());
  } catch {
    return segments.map((s) => s.toLowerCase());
  }
}
