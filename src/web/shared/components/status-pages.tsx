import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  return (
    <StatusPage title="Page not found" message="The page you are looking for does not exist or has moved.">
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </StatusPage>
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage title="Access denied" message="You do not have access to this page">
      <Button component={Link} to="/dashboard">
        Back to your boards
      </Button>
    </StatusPage>
  );
}

/** A session that does not exist or is not the caller's, with the way back (`to`, named `back`). */
export function SessionNotFoundPage({ to, back }: { to: string; back: string }) {
  return (
    <StatusPage
      title="Session not found"
      message="This session does not exist or you do not have access to it."
    >
      <Button component={Link} to={to}>
        {back}
      </Button>
    </StatusPage>
  );
}
