// One titled list of the Board Member Portal (pending decisions, written resolutions, past
// contributions): its heading, then its query's loading, failure or data.
import { Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../shared/components/query-view.tsx';

interface PortalSectionProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  /** What is loading, e.g. 'pending decisions': the loading and failure lines say it. */
  what: string;
  children: (data: T) => ReactNode;
}

export function PortalSection<T>({ id, title, query, what, children }: PortalSectionProps<T>) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      <QueryView query={query} loading={`Loading ${what}...`} failedMessage={`Failed to load ${what}`}>
        {children}
      </QueryView>
    </section>
  );
}
