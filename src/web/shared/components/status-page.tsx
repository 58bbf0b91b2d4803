import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  title: string;
  message: ReactNode;
  /** Buttons or links shown under the message. */
  children?: ReactNode;
}

/** A page that is all message: not found, forbidden, not available yet, errors. */
export function StatusPage({ title, message, children }: StatusPageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
