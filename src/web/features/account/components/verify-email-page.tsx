// The e-mailed link that proves an address (a new account's, or the one it changes to). A button
// confirms, so a mail scanner that opens links confirms nothing.
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useConfirmEmail } from '../../../shared/api/account.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { PublicCard } from '../../../shared/components/public-card.tsx';

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();

  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          Confirm your e-mail address
        </Title>
        {confirm.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              {confirm.data.message}
            </Alert>
            <Anchor component={Link} to="/dashboard">
              Go to your boards
            </Anchor>
          </>
        ) : (
          <>
            <Text>Confirming proves this address is yours: you can then be given a seat on a board.</Text>
            <FailureAlert of={confirm} fallback="The address could not be confirmed" />
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              Confirm my address
            </Button>
          </>
        )}
      </Stack>
    </PublicCard>
  );
}
