// The address: whether it is confirmed (a new link on request), and changing it — confirmed from
// the new address, with the password again; the old address is told.
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { User } from '../../../../contracts/auth.ts';
import { emailSchema } from '../../../../contracts/email.ts';
import { useChangeEmail, useResendVerification } from '../../../shared/api/account.ts';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { BouncedEmailNotice } from './bounced-email-notice.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';

export function EmailSection({ user }: { user: User }) {
  const resend = useResendVerification();
  const change = useChangeEmail();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: (value) => emailSchema.safeParse(value).error?.issues[0]?.message ?? null },
  });
  const onSubmit = form.onSubmit(({ email, password }) =>
    change.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          setPending(answer.message);
          form.reset();
        },
        onError: (error) => notifyError(error, 'Address not changed'),
      },
    ),
  );

  return (
    <SectionPanel titleId="email-title" title="E-mail address" gap="md">
      <Group gap="sm">
        <Text fw={500}>{user.email}</Text>
        {user.email_bounce ? (
          <Badge color="red" variant="light">
            Bounced
          </Badge>
        ) : user.email_verified ? (
          <Badge color="green" variant="light">
            Confirmed
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            Not confirmed
          </Badge>
        )}
      </Group>
      <BouncedEmailNotice user={user} />
      {!user.email_verified && !user.email_bounce && user.email_enabled && (
        <Alert color="orange" variant="light" role="note">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Until you follow the link we e-mailed you, you can use Boardwise but cannot be given a seat on a
              board.
            </Text>
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: (answer) => notifySuccess(answer.message),
                  onError: (error) => notifyError(error, 'No link sent'),
                })
              }
            >
              Send a new link
            </Button>
          </Stack>
        </Alert>
      )}
      {pending && (
        <Alert color="blue" variant="light" role="status">
          {pending}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Change e-mail address">
        <Stack gap="sm">
          <TextInput
            label="New e-mail address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <CurrentPasswordField {...form.getInputProps('password')} />
          <Group>
            <Button type="submit" variant="default" loading={change.isPending}>
              Change address
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
}
