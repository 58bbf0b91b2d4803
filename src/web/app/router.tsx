// The route table. Every page is code-split with `lazy`; guards are loaders.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SESSION_ENDED, setUnauthorizedHandler } from '../shared/api/api-client.ts';
import { endSession } from '../shared/api/auth.ts';
import { NotFoundPage } from '../shared/components/status-pages.tsx';
import { loginPath } from '../shared/lib/next-path.ts';
import { rememberSignedOutReason } from '../shared/lib/signed-out-reason.ts';
import { redirectSignedIn, requireSuperadmin, requireUser } from './guards.ts';
import { AppLoading, RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';

const PUBLIC_PATHS = new Set(['/', '/login']);

const authRoutes: RouteObject[] = [
  { path: 'dashboard', handle: { title: 'Your Boards' }, lazy: () => import('./routes/dashboard.tsx') },
  { path: 'board/new', handle: { title: 'Create Your Board' }, lazy: () => import('./routes/board-new.tsx') },
  { path: 'board/:id', handle: { title: 'Ask Your Board' }, lazy: () => import('./routes/board.tsx') },
  {
    path: 'session/:id',
    handle: { title: 'Board Session Analysis' },
    lazy: () => import('./routes/session.tsx'),
  },
  {
    path: 'board/:boardId/meetings',
    handle: { title: 'Board Meetings' },
    lazy: () => import('./routes/meetings.tsx'),
  },
  {
    path: 'board/:boardId/meetings/:meetingId/run',
    handle: { title: 'Run Meeting' },
    lazy: () => import('./routes/meeting-run.tsx'),
  },
  {
    path: 'board/:boardId/meeting/:meetingId/agenda',
    handle: { title: 'Meeting Agenda' },
    lazy: () => import('./routes/agenda.tsx'),
  },
  {
    path: 'board/:boardId/meeting/:meetingId/live',
    handle: { title: 'Live Meeting' },
    lazy: () => import('./routes/meeting-run-redirect.tsx'),
  },
  {
    path: 'board/:boardId/meeting/:meetingId/minutes',
    handle: { title: 'Meeting Minutes' },
    lazy: () => import('./routes/minutes.tsx'),
  },
  {
    path: 'board/:boardId/resolutions',
    handle: { title: 'Written Resolutions' },
    lazy: () => import('./routes/resolutions.tsx'),
  },
  {
    path: 'resolutions/:id',
    handle: { title: 'Written Resolution' },
    lazy: () => import('./routes/resolution.tsx'),
  },
  {
    path: 'board/:boardId/members',
    handle: { title: 'Manage Members' },
    lazy: () => import('./routes/board-members.tsx'),
  },
  {
    path: 'board/human',
    handle: { title: 'Board Member Portal' },
    lazy: () => import('./routes/portal.tsx'),
  },
  {
    path: 'board/human/session/:sessionId',
    handle: { title: 'Board Member Portal' },
    lazy: () => import('./routes/portal.tsx'),
  },
  {
    path: 'board/deliberation/:sessionId',
    handle: { title: 'Live Board Deliberation' },
    lazy: () => import('./routes/live-room.tsx'),
  },
  {
    path: 'organization/:orgId?',
    handle: { title: 'Organization Dashboard' },
    lazy: () => import('./routes/organization.tsx'),
  },
  {
    path: 'notifications',
    handle: { title: 'Notifications' },
    lazy: () => import('./routes/notifications.tsx'),
  },
  {
    path: 'templates/new',
    handle: { title: 'Custom Template' },
    lazy: () => import('./routes/template-editor.tsx'),
  },
  {
    path: 'settings/notifications',
    handle: { title: 'Notification Settings' },
    lazy: () => import('./routes/notification-settings.tsx'),
  },
  {
    path: 'settings/security',
    handle: { title: 'Security' },
    lazy: () => import('./routes/security.tsx'),
  },
  {
    path: 'superadmin',
    handle: { title: 'Super Admin Dashboard' },
    loader: requireSuperadmin,
    lazy: () => import('./routes/superadmin.tsx'),
  },
];

const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        handle: { title: 'Your Virtual Board of Directors' },
        lazy: () => import('./routes/landing.tsx'),
      },
      {
        path: 'login',
        handle: { title: 'Sign In' },
        loader: redirectSignedIn,
        lazy: () => import('./routes/login.tsx'),
      },
      {
        path: 'forgot-password',
        handle: { title: 'Reset Your Password' },
        lazy: () => import('./routes/forgot-password.tsx'),
      },
      {
        // Public, like the invitation below: the token in the e-mailed link is the secret.
        path: 'reset-password/:token',
        handle: { title: 'Choose a New Password' },
        lazy: () => import('./routes/reset-password.tsx'),
      },
      {
        path: 'verify-email/:token',
        handle: { title: 'Confirm Your E-mail Address' },
        lazy: () => import('./routes/verify-email.tsx'),
      },
      {
        // Public: the identity provider sends the browser back here; the server checks the answer.
        path: 'sso/callback',
        handle: { title: 'Signing In with SSO' },
        lazy: () => import('./routes/sso-callback.tsx'),
      },
      {
        path: 'sso/verify-domain/:token',
        handle: { title: 'Confirm the Domain' },
        lazy: () => import('./routes/verify-domain.tsx'),
      },
      {
        // Public: the token is the secret; the page itself asks the visitor to sign in.
        path: 'invite/:token',
        handle: { title: 'Invitation' },
        lazy: () => import('./routes/accept-invite.tsx'),
      },
      {
        loader: requireUser,
        lazy: () => import('./layout/auth-layout.tsx'),
        // The pathless child keeps the navigation on screen when a page fails (403, 404, errors).
        children: [{ ErrorBoundary: RouteErrorPage, children: authRoutes }],
      },
      { path: '*', handle: { title: 'Page Not Found' }, Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** The site gate's answer to an API call once the browser's access grant has expired. */
const SITE_ACCESS_REQUIRED = 'Site access required';

// An expired or revoked session: drop the token; on a protected page, go and sign in again.
setUnauthorizedHandler((error) => {
  // Not a session problem: the server shows the access gate instead of any page, so a reload
  // brings it up; the Vite dev server does not, so there the gate is opened by its own URL.
  if (error.message === SITE_ACCESS_REQUIRED) {
    if (import.meta.env.DEV) window.location.assign('/gate.html');
    else window.location.reload();
    return;
  }
  if (error.detail === SESSION_ENDED) rememberSignedOutReason(error.message);
  endSession();
  // A guard loader is running: it redirects to /login itself, with the right `next`.
  if (router.state.navigation.state !== 'idle') return;
  const { pathname, search } = router.state.location;
  if (PUBLIC_PATHS.has(pathname)) return;
  void router.navigate(loginPath(pathname + search), { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
