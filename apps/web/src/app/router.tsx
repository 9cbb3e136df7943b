// The route map. Every screen is a lazily loaded module under routes/,
// so the first page only downloads what it shows.
import type { TProfile } from '@courtside/contracts';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAccess, RequireCompleteProfile, RequireSignIn } from './guards';
import { Loading } from '../components/Loading';
import { hasTeam } from '../lib/access';
import { PublicLayout } from './public-layout';
import { Root, RootError } from './root';
import { Redirect } from '../components/Redirect';

const guarded = (allow: (p: TProfile) => boolean, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess allow={allow} />,
  children,
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootError />,
    // Shown while the first screen's module downloads.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { index: true, lazy: () => import('./routes/public/home') },
              { path: 'login/:xyz?/:zyx?', lazy: () => import('./routes/public/login') },
              { path: 'teamentry', lazy: () => import('./routes/public/team-entry') },
              {
                path: 'register',
                handle: { variant: 'member' },
                lazy: () => import('./routes/public/register'),
              },
              {
                path: 'registerteamentry',
                handle: { variant: 'manager' },
                lazy: () => import('./routes/public/register'),
              },
              {
                path: 'registernetball',
                handle: { variant: 'netball' },
                lazy: () => import('./routes/public/register'),
              },
            ],
          },
          // Draw and standings are open to everyone, signed in or not: members reach the draw from their Teams list, and a fixture
          // link shared in a team chat must open the same page for players and parents.
          { path: 'draw/:season_id?/:division_id?/:team_name?', lazy: () => import('./routes/public/draw') },
          // The ladder has twelve columns: it gets the wide frame so all of them show from 1280 px up.
          {
            path: 'result/:season_id?/:division_id?',
            handle: { wide: true },
            lazy: () => import('./routes/public/result'),
          },
          // The court calendar for visitors; a signed-in member is sent on to /member/booking with the same venue query.
          { path: 'bookingview', lazy: () => import('./routes/public/bookingview') },
          // Visitors browse the store; a signed-in member is sent on to /member/store with the same query.
          { path: 'storeview', lazy: () => import('./routes/public/storeview') },
          // The recovery screens sign a member out instead of redirecting.
          { path: 'username/email', lazy: () => import('./routes/public/forgot-username') },
          // A message to members' unsubscribe link: a button to press, signed in or not.
          { path: 'unsubscribe/:token', lazy: () => import('./routes/public/unsubscribe') },
          { path: 'password/email', lazy: () => import('./routes/public/forgot-password') },
          { path: 'password/reset/:token?', lazy: () => import('./routes/public/reset-password') },
          { path: '*', lazy: () => import('./routes/public/not-found') },
        ],
      },
      {
        path: 'member',
        element: <RequireSignIn />,
        children: [
          {
            lazy: () => import('./routes/member/shell'),
            children: [
              { index: true, element: <Redirect to="account" /> },
              { path: 'account', lazy: () => import('./routes/member/dashboard') },
              { path: 'profile', lazy: () => import('./routes/member/profile') },
              guarded((p) => p.is_eft, [{ path: 'eftaccount', lazy: () => import('./routes/member/eft') }]),
              guarded(
                (p) => p.is_man,
                [{ path: 'noticeboard', lazy: () => import('./routes/member/noticeboard') }],
              ),
              guarded(
                (p) => p.adult,
                [{ path: 'teamnomination', lazy: () => import('./routes/member/team-nomination') }],
              ),
              { path: 'teams', lazy: () => import('./routes/member/teams') },
              { path: 'teams/team/:team_id', lazy: () => import('./routes/member/team') },
              // Stats also needs the stats setting, checked by the route itself.
              guarded(hasTeam, [
                {
                  path: 'stats/:season_id?/:division_id?/:team_id?',
                  lazy: () => import('./routes/member/stats'),
                },
              ]),
              { path: 'invoices', lazy: () => import('./routes/member/invoices') },
              { path: 'invoices/invoice/:invoice_id', lazy: () => import('./routes/member/invoice') },
              {
                element: <RequireCompleteProfile />,
                children: [
                  {
                    path: 'invoices/invoice/:invoice_id/payment',
                    lazy: () => import('./routes/member/invoice-payment'),
                  },
                ],
              },
              guarded(
                (p) => !p.non_pl,
                [
                  {
                    element: <RequireCompleteProfile />,
                    children: [{ path: 'membership', lazy: () => import('./routes/member/membership') }],
                  },
                ],
              ),
              { path: 'orders', lazy: () => import('./routes/member/orders') },
              { path: 'orders/order/:order_id/:typeorig?', lazy: () => import('./routes/member/order') },
              guarded(
                (p) => p.is_ref,
                [
                  { path: 'referee', lazy: () => import('./routes/member/referee') },
                  { path: 'refereeavail', lazy: () => import('./routes/member/referee-avail') },
                ],
              ),
              guarded((p) => p.is_roster, [{ path: 'roster', lazy: () => import('./routes/member/roster') }]),
              // A member named scorer of a game enters its result there on game day (the API checks).
              { path: 'scorer/:game_id?', lazy: () => import('./routes/member/scorer') },
              { path: 'booking', lazy: () => import('./routes/member/booking') },
              { path: 'mybooking', lazy: () => import('./routes/member/mybooking') },
              { path: 'store/:typeorig?', lazy: () => import('./routes/member/store') },
              {
                element: <RequireCompleteProfile />,
                children: [{ path: 'checkout', lazy: () => import('./routes/member/checkout') }],
              },
              // High performance centre: every screen needs is_hpc; others go to the dashboard.
              guarded(
                (p) => p.is_hpc,
                [
                  { path: 'hpc', element: <Redirect to="home" /> },
                  { path: 'hpc/home', lazy: () => import('./routes/member/hpc/home') },
                  { path: 'hpc/plans', lazy: () => import('./routes/member/hpc/plans') },
                  {
                    element: <RequireCompleteProfile />,
                    children: [
                      {
                        path: 'hpc/plans/plan/:plan_id/payment',
                        lazy: () => import('./routes/member/hpc/plan-payment'),
                      },
                    ],
                  },
                  { path: 'hpc/classes', lazy: () => import('./routes/member/hpc/classes') },
                  { path: 'hpc/enrolled', lazy: () => import('./routes/member/hpc/enrolled') },
                  { path: 'hpc/subscription', lazy: () => import('./routes/member/hpc/subscription') },
                  // The shared Receipts list and product list, with origin hpc.
                  { path: 'hpc/orders', lazy: () => import('./routes/member/hpc/orders') },
                  { path: 'hpc/products', lazy: () => import('./routes/member/hpc/products') },
                ],
              ),
              { path: '*', lazy: () => import('./routes/member/not-found') },
            ],
          },
        ],
      },
      // The staff console: its own frame and navigation, in lazy chunks no public or member page loads
      // (scripts/route-size.mjs checks).
      {
        path: 'admin',
        element: <RequireSignIn />,
        children: [
          {
            lazy: () => import('./routes/admin/layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin/home') },
              { path: 'staff', lazy: () => import('./routes/admin/staff') },
              { path: 'audit', lazy: () => import('./routes/admin/audit') },
              { path: 'members', lazy: () => import('./routes/admin/members') },
              { path: 'members/:mid', lazy: () => import('./routes/admin/member') },
              { path: 'seasons', lazy: () => import('./routes/admin/seasons') },
              { path: 'seasons/:season_id', lazy: () => import('./routes/admin/season') },
              { path: 'seasons/:season_id/draw', lazy: () => import('./routes/admin/season-draw') },
              { path: 'draw', lazy: () => import('./routes/admin/draw') },
              { path: 'draw-drafts/:draft_id', lazy: () => import('./routes/admin/draw-draft') },
              { path: 'settings', lazy: () => import('./routes/admin/settings') },
              { path: 'nominations', lazy: () => import('./routes/admin/nominations') },
              { path: 'teams', lazy: () => import('./routes/admin/teams') },
              { path: 'teams/:team_id', lazy: () => import('./routes/admin/team') },
              { path: 'noticeboard', lazy: () => import('./routes/admin/noticeboard') },
              { path: 'events', lazy: () => import('./routes/admin/events') },
              { path: 'events/:event_id', lazy: () => import('./routes/admin/event') },
              { path: 'officials', lazy: () => import('./routes/admin/officials') },
              { path: 'messages', lazy: () => import('./routes/admin/messages') },
              { path: 'messages/new', lazy: () => import('./routes/admin/message-new') },
              { path: 'messages/:message_id', lazy: () => import('./routes/admin/message') },
              { path: 'reports', lazy: () => import('./routes/admin/reports') },
              { path: 'invoices', lazy: () => import('./routes/admin/invoices') },
              { path: 'invoices/:invoice_id', lazy: () => import('./routes/admin/invoice') },
              { path: 'vouchers', lazy: () => import('./routes/admin/vouchers') },
              { path: 'vouchers/:voucher_id', lazy: () => import('./routes/admin/voucher') },
              { path: 'orders', lazy: () => import('./routes/admin/orders') },
              { path: 'orders/:order_id', lazy: () => import('./routes/admin/order') },
              { path: 'reconciliation', lazy: () => import('./routes/admin/reconciliation') },
              { path: 'reconciliation/:payout_id', lazy: () => import('./routes/admin/payout') },
              { path: 'store', lazy: () => import('./routes/admin/store') },
              { path: 'store/products/:product_id', lazy: () => import('./routes/admin/store-product') },
              { path: 'court-hire', lazy: () => import('./routes/admin/court-hire') },
              { path: 'venues', lazy: () => import('./routes/admin/venues') },
              { path: 'venues/:venue_id', lazy: () => import('./routes/admin/venue') },
              { path: 'hpc', element: <Redirect to="classes" /> },
              { path: 'hpc/classes', lazy: () => import('./routes/admin/hpc-classes') },
              { path: 'hpc/classes/:class_id', lazy: () => import('./routes/admin/hpc-class') },
              { path: 'hpc/subscriptions', lazy: () => import('./routes/admin/hpc-subscriptions') },
              { path: 'hpc/plans', lazy: () => import('./routes/admin/hpc-plans') },
              { path: 'hpc/plans/:plan_id', lazy: () => import('./routes/admin/hpc-plan') },
              {
                path: 'divisions/:division_id/results',
                lazy: () => import('./routes/admin/division-results'),
              },
              // The same module as the division's results (see there).
              { path: 'games/:game_id/scoresheet', lazy: () => import('./routes/admin/division-results') },
              { path: '*', lazy: () => import('./routes/admin/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. When the server rendered the page, the screens it shows are loaded
 * before the router starts, so the first render is the server's HTML (hydration) rather
 * than a loading screen.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) await loadMatchedRoutes(window.location.pathname);
  return createBrowserRouter(routes);
}

/** Resolves, in place, the lazy modules of the routes matching `pathname` (react-router's way before hydrating). */
async function loadMatchedRoutes(pathname: string) {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
