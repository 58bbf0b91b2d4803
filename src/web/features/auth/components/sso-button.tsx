// "Sign in with SSO": the organization is found by the domain of the address typed above, and the
// browser goes to its identity provider (which sends it back to /sso/callback).
import { Button } from '@mantine/core';
import { useState } from 'react';
import { emailSchema } from '../../../../contracts/email.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { startSso } from '../../../shared/api/sso.ts';

export function SsoButton({ email, onError }: { email: string; onError: (message: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      onError('Type your work e-mail above, then choose "Sign in with SSO".');
      return;
    }
    onError(null);
    setBusy(true);
    try {
      const { authorization_url } = await startSso(parsed.data);
      window.location.assign(authorization_url);
    } catch (error) {
      setBusy(false);
      onError(errorMessage(error, 'Single sign-on could not start'));
    }
  };
  return (
    <Button variant="default" fullWidth loading={busy} onClick={() => void go()}>
      Sign in with SSO
    </Button>
  );
}
