// The password a sensitive change asks again. Within 10 minutes of giving it (signing in or
// confirming) the server does not need it, and the field says so.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { REAUTH_WINDOW_MINUTES } from '../../../../contracts/account.ts';
import { useReauthStatus } from '../../../shared/api/account.ts';

export function CurrentPasswordField(props: PasswordInputProps) {
  const status = useReauthStatus();
  const recent = !!status.data?.recent_until;
  return (
    <PasswordInput
      label="Current password"
      autoComplete="current-password"
      withAsterisk={!recent}
      description={
        recent
          ? `You gave your password in the last ${REAUTH_WINDOW_MINUTES} minutes: you may leave this empty.`
          : 'Asked again before a change to your account.'
      }
      {...props}
    />
  );
}
