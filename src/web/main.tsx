import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { meQueryOptions } from './shared/api/auth.ts';
import { queryClient } from './shared/api/query-client.ts';
import { getAccessToken } from './shared/api/token-store.ts';

// Start-up: with a stored token, fetch the current user right away.
if (getAccessToken()) void queryClient.prefetchQuery(meQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
