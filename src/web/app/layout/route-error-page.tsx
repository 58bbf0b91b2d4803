import { Button, Group } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { StatusPage } from '../../shared/components/status-page.tsx';
import { ForbiddenPage, NotFoundPage } from '../../shared/components/status-pages.tsx';

/** What a route shows when its guard refuses or its loader / code fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 0;
  if (status === 403) return <ForbiddenPage />;
  if (status === 404) return <NotFoundPage />;
  return (
    <StatusPage
      title="Something went wrong"
      message={error instanceof ApiError ? error.message : 'An unexpected error occurred'}
    >
      <Group>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button component={Link} to="/" variant="default">
          Go to the home page
        </Button>
      </Group>
    </StatusPage>
  );
}
