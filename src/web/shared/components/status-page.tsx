import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusPageProps {
  title: string;
  message: ReactNode;
  /** The one way on, as a button (back to the boards, to the home page). */
  link?: { to: string; label: string };
  /** Buttons or links shown under the message, where one link is not enough. */
  children?: ReactNode;
}

/** A page that is all message: not found, forbidden, not available yet, errors. */
export function StatusPage({ title, message, link, children }: StatusPageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        {link && (
          <Button component={Link} to={link.to}>
            {link.label}
          </Button>
        )}
        {children}
      </Stack>
    </Container>
  );
}
