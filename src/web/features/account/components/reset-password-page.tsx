// The e-mailed reset link's page: a new password, typed twice. It never signs in: the new
// password is used on the sign-in page, where a second factor will be asked once accounts have one.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { passwordSchema } from '../../../../contracts/auth.ts';
import { useConfirmPasswordReset } from '../../../shared/api/account.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { PublicCard } from '../../../shared/components/public-card.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) => passwordSchema.safeParse(value).error?.issues[0]?.message ?? null,
      repeat: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });
  const onSubmit = form.onSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <PublicCard>
      {reset.isSuccess ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            Password changed
          </Title>
          <Text>You were signed out everywhere. Sign in with your new password.</Text>
          <Button component={Link} to="/login">
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
          <Stack gap="md">
            <Title id="reset-title" order={1} size="h2">
              Choose a new password
            </Title>
            {reset.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(reset.error, 'The password could not be changed')}{' '}
                <Anchor component={Link} to="/forgot-password">
                  Ask for a new link
                </Anchor>
              </Alert>
            )}
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('repeat')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  );
}
