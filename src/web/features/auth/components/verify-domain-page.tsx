// The link e-mailed to an address at a domain an organization wants for single sign-on. A button
// confirms, so a mail scanner that opens links confirms nothing.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { confirmDomain } from '../../../shared/api/sso.ts';
import { PublicCard } from '../../account/components/public-card.tsx';

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
            {confirm.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(confirm.error, 'The domain could not be confirmed')}
              </Alert>
            )}
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              Confirm the domain
            </Button>
          </>
        )}
      </Stack>
    </PublicCard>
  );
}
