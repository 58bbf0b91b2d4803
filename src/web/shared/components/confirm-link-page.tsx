// The page an e-mailed confirmation link opens (an address, a domain): what confirming does, and a
// button that confirms, so a mail scanner that opens links confirms nothing.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FailureAlert } from './failure-alert.tsx';
import { PublicCard } from './public-card.tsx';

interface ConfirmLinkPageProps {
  title: string;
  explanation: ReactNode;
  confirmLabel: string;
  failure: string;
  /** Confirms the link's token; the server's answer says what happened. */
  confirm: UseMutationResult<{ message: string }, Error, string>;
  /** Where to go once confirmed. */
  next?: ReactNode;
}

export function ConfirmLinkPage({
  title,
  explanation,
  confirmLabel,
  failure,
  confirm,
  next,
}: ConfirmLinkPageProps) {
  const { token = '' } = useParams();
  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {confirm.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              {confirm.data.message}
            </Alert>
            {next}
          </>
        ) : (
          <>
            <Text>{explanation}</Text>
            <FailureAlert of={confirm} fallback={failure} />
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {confirmLabel}
            </Button>
          </>
        )}
      </Stack>
    </PublicCard>
  );
}
