// A new password, with the current one again; every other session ends with the change.
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordSchema } from '../../../../contracts/auth.ts';
import { useChangePassword } from '../../../shared/api/account.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { password: '', newPassword: '', repeat: '' },
    validate: {
      newPassword: (value) => passwordSchema.safeParse(value).error?.issues[0]?.message ?? null,
      repeat: (value, values) => (value === values.newPassword ? null : 'The passwords do not match'),
    },
  });
  const onSubmit = form.onSubmit(({ password, newPassword }) =>
    change.mutate(
      { password, newPassword },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess('Password changed. Your other sessions were signed out.');
        },
        onError: (error) => notifyError(error, 'Password not changed'),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title id="password-title" order={2} size="h4">
            Password
          </Title>
          <Text size="sm" c="dimmed">
            Changing it signs you out everywhere else.
          </Text>
          <CurrentPasswordField {...form.getInputProps('password')} />
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('repeat')}
          />
          <Group>
            <Button type="submit" variant="default" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
