import { ApiError } from '../api/api-client.ts';
import { StatusPage } from './status-page.tsx';

/** A board the server will not show this person (none, another organization's, a malformed id). */
export const isBoardNotFound = (error: unknown) =>
  error instanceof ApiError && [404, 422].includes(error.status);

const BACK_TO_BOARDS = { to: '/dashboard', label: 'Back to your boards' };

/**
 * Every page of a board says the same when there is no such board for this person, and shows
 * nothing else: whether it exists elsewhere is not for them to learn.
 */
export function BoardNotFoundPage() {
  return (
    <StatusPage
      title="Board not found"
      message="This board does not exist or you do not have access to it."
      link={BACK_TO_BOARDS}
    />
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      link={{ to: '/', label: 'Go to the home page' }}
    />
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage title="Access denied" message="You do not have access to this page" link={BACK_TO_BOARDS} />
  );
}

/** A session that does not exist or is not the caller's, with the way back (`to`, named `back`). */
export function SessionNotFoundPage({ to, back }: { to: string; back: string }) {
  return (
    <StatusPage
      title="Session not found"
      message="This session does not exist or you do not have access to it."
      link={{ to, label: back }}
    />
  );
}

/** A portal session (the decision a member gives a perspective on, its live room) that is not theirs. */
export function PortalSessionNotFoundPage() {
  return <SessionNotFoundPage to="/board/human" back="Back to the portal" />;
}
