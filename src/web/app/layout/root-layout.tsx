import { Center, Loader, Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteTitle } from '../route-handle.ts';

/** Wraps every page: document title, scroll restoration and a thin bar while a page loads. */
export function RootLayout() {
  const title = useRouteTitle();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = title ? `${title} · Boardwise` : 'Boardwise';
  }, [title]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading page"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown on the very first load while the first page's code and guard run. */
export function AppLoading() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
