import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicCard } from '../../../shared/components/public-card.tsx';
import { safeNextPath } from '../../../shared/lib/next-path.ts';
import { takeSignedOutReason } from '../../../shared/lib/signed-out-reason.ts';
import { AuthForm } from './auth-form.tsx';
import type { AuthMode } from './auth-schemas.ts';

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Why the last tab was signed out, when the server said so; shown once.
  const [signedOutReason] = useState(takeSignedOutReason);
  const mode: AuthMode = params.get('mode') === 'register' ? 'register' : 'login';

  const onModeChange = (next: AuthMode) => {
    const updated = new URLSearchParams(params);
    if (next === 'register') updated.set('mode', 'register');
    else updated.delete('mode');
    setParams(updated, { replace: true });
  };

  const onSignedIn = () => {
    void navigate(safeNextPath(params.get('next')) ?? '/dashboard', { replace: true });
  };

  return (
    <PublicCard width={420}>
      {signedOutReason && (
        <Alert color="yellow" title="You were signed out" mb="md" role="alert">
          {signedOutReason}
        </Alert>
      )}
      <AuthForm
        mode={mode}
        onModeChange={onModeChange}
        onSignedIn={onSignedIn}
        initialEmail={params.get('email') ?? ''}
      />
    </PublicCard>
  );
}
