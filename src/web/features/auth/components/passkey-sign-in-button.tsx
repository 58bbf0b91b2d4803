// "Continue with a passkey": signing in with no address or password typed; the browser offers the passkeys it holds
// for this site, and the one chosen names the account.
import { Button } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { startSession } from '../../../shared/api/auth.ts';
import { passkeyFailure, signInWithPasskey } from '../../../shared/api/passkeys.ts';

export function PasskeySignInButton({
  onSignedIn,
  onError,
}: {
  onSignedIn: () => void;
  onError: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const token = await signInWithPasskey();
      startSession(token.access_token);
      onSignedIn();
    } catch (failure) {
      onError(passkeyFailure(failure, 'The passkey did not sign you in'));
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      fullWidth
      loading={busy}
      leftSection={<IconFingerprint size={18} aria-hidden />}
      onClick={() => void signIn()}
    >
      Continue with a passkey
    </Button>
  );
}
