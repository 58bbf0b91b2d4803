import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import type { AuthMode } from './auth-schemas.ts';

/** A guest converting to a full account keeps the boards created while trying Boardwise. */
export function GuestNote({ mode }: { mode: AuthMode }) {
  const { user } = useCurrentUser();
  if (!user?.is_guest) return null;
  return (
    <Alert color="indigo" variant="light" icon={<IconInfoCircle aria-hidden />}>
      {mode === 'register'
        ? 'You are trying Boardwise as a guest. Create an account and your boards will be kept.'
        : 'You are trying Boardwise as a guest. To keep your boards, create an account instead of signing in.'}
    </Alert>
  );
}
