// A page's top: the way back, its title with a line under it, and its actions on the right.
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';

export function PageHeader({
  back,
  title,
  subtitle,
  actions,
}: {
  back: { to: string; label: string };
  title: string;
  subtitle: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div>
      <BackLink to={back.to}>{back.label}</BackLink>
      <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" mt={2}>
            {subtitle}
          </Text>
        </div>
        {actions}
      </Group>
    </div>
  );
}
