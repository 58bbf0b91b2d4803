// "Forgot password?": asks for a link by e-mail. The answer is the same whether or not the
// address has an account, so the page says what the server says.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { passwordResetRequestSchema } from '../../../../contracts/account.ts';
import { useRequestPasswordReset } from '../../../shared/api/account.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { PublicCard } from '../../../shared/components/public-card.tsx';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: params.get('email') ?? '' },
    validate: schemaResolver(passwordResetRequestSchema, { sync: true }),
  });
  const onSubmit = form.onSubmit(({ email }) =>
    request.mutate(email.trim(), { onSuccess: (answer) => setSent(answer.message) }),
  );

  return (
    <PublicCard>
      <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
        <Stack gap="md">
          <div>
            <Title id="forgot-title" order={1} size="h2">
              Reset your password
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Enter the address you sign in with: we will e-mail you a link to choose a new password.
            </Text>
          </div>
          {sent ? (
            <Alert color="green" variant="light" role="status">
              {sent}
            </Alert>
          ) : (
            <>
              <FailureAlert of={request} fallback="The link could not be requested" />
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={request.isPending} fullWidth>
                Send the link
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicCard>
  );
}
