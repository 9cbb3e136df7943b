import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStatusOf } from './route-status';
import { routes } from './router';

/** What react-router answers over the whole table: the reference. */
function statusOverWholeTable(pathname: string) {
  const last = matchRoutes(routes, pathname)?.at(-1);
  return !last || last.route.path === '*' ? 404 : 200;
}

/** An address for every route of the table, with its parameters filled in, and a few more besides. */
function addressesOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/\/+/g, '/');
    const filled = path
      .split('/')
      .map((s) => (s === '*' ? 'no/such/page' : s.startsWith(':') ? '7' : s.replace(/\?$/, '')))
      .join('/');
    return [filled || '/', `${filled}/extra`, ...addressesOf(route.children ?? [], path)];
  });
}

describe('the status of a page address', () => {
  const statusOf = createStatusOf(routes);

  it('is what react-router answers over the whole route table, for every route and then some', () => {
    const addresses = [
      ...addressesOf(routes),
      '/',
      '/DRAW/1/2',
      '/%64raw/1/2',
      '/draw/1/2/Team%20A/more',
      '/member/',
      '/member/account/',
      '/member//account',
      '/MEMBER/Teams/team/4',
      '/member/teams/team/4/more',
      '/member/hpc/plans/plan/3/payment',
      '/admin/NOPE',
      '/no-such-page',
      '/%E0%A4%A',
      '//draw',
    ];
    const differ = addresses.filter((a) => statusOf(a) !== statusOverWholeTable(a));
    expect(differ).toEqual([]);
    expect(addresses.length).toBeGreaterThan(150);
  });

  it('is 200 for a screen and 404 where only a not-found screen answers', () => {
    expect(statusOf('/draw/3/12')).toBe(200);
    expect(statusOf('/member/account')).toBe(200);
    expect(statusOf('/admin/members/4')).toBe(200);
    expect(statusOf('/no-such-page')).toBe(404);
    expect(statusOf('/member/no-such-page')).toBe(404);
    expect(statusOf('/admin/no-such-page')).toBe(404);
  });
});
