import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { StatusPage } from '../../shared/components/status-page.tsx';
import { useRouteTitle } from '../route-handle.ts';

/** Stands in for a screen that a later release builds; the route and its guard are already real. */
export function Component() {
  const title = useRouteTitle() ?? 'Boardwise';
  return (
    <StatusPage title={title} message="This part of Boardwise is not available yet.">
      <Button component={Link} to="/dashboard" variant="light">
        Back to your boards
      </Button>
    </StatusPage>
  );
}
