// "Continue with a passkey": signing in with no address or password typed; the browser offers the passkeys it holds
// for this site, and the one chosen names the account.
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { startSession } from '../../../shared/api/auth.ts';
import { passkeyFailure, signInWithPasskey } from '../../../shared/api/passkeys.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';

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
    <IconAction
      icon={IconFingerprint}
      variant="default"
      fullWidth
      loading={busy}
      onClick={() => void signIn()}
    >
      Continue with a passkey
    </IconAction>
  );
}
