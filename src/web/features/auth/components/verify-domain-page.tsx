// The link e-mailed to an address at a domain an organization wants for single sign-on. A button
// confirms, so a mail scanner that opens links confirms nothing.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { confirmDomain } from '../../../shared/api/sso.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { PublicCard } from '../../../shared/components/public-card.tsx';

export function VerifyDomainPage() {
  const { token = '' } = useParams();
  const confirm = useMutation({ mutationFn: confirmDomain });
  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          Confirm the domain for single sign-on
        </Title>
        {confirm.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {confirm.data.message}
          </Alert>
        ) : (
          <>
            <Text>
              An Admin asked Boardwise to let people of your domain sign in through your organization's
              identity provider. Confirm only if your organization wants this.
            </Text>
            <FailureAlert of={confirm} fallback="The domain could not be confirmed" />
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              Confirm the domain
            </Button>
          </>
        )}
      </Stack>
    </PublicCard>
  );
}
