// Where the identity provider sends the browser back: the answer goes to the server, which checks
// it against the sign-in this browser started. Signed in, or — for an existing account not yet
// linked — the account's own password (and code) before the identity is linked to it.
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SsoLinkStep } from '../../../../contracts/sso.ts';
import type { SecondStep } from '../../../../contracts/two-factor.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { needsSecondStep, startSession } from '../../../shared/api/auth.ts';
import {
  completeSso,
  isReauthenticated,
  linkSso,
  needsLink,
  reauthReturnPath,
} from '../../../shared/api/sso.ts';
import { PublicCard } from '../../../shared/components/public-card.tsx';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

export function SsoCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<SsoLinkStep | null>(null);
  const [step, setStep] = useState<SecondStep | null>(null);
  // The answer can be used once: a second run of the effect (development's strict mode) must not send it.
  const sent = useRef(false);

  const signedIn = (token: string) => {
    startSession(token);
    void navigate('/dashboard', { replace: true });
  };

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    completeSso(window.location.search.slice(1))
      .then((result) => {
        if (isReauthenticated(result)) {
          notifySuccess('Confirmed: you can make the change now.');
          void navigate(reauthReturnPath(), { replace: true });
        } else if (needsLink(result)) setLink(result);
        else if (needsSecondStep(result)) setStep(result);
        else signedIn(result.access_token);
      })
      .catch((failure: unknown) => setError(errorMessage(failure, 'Single sign-on did not complete')));
  });

  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          Signing in with SSO
        </Title>
        {error ? (
          <>
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
            <Anchor component={Link} to="/login">
              Back to sign-in
            </Anchor>
          </>
        ) : step ? (
          <SecondFactorStep
            step={step}
            onSignedIn={() => void navigate('/dashboard', { replace: true })}
            onCancel={() => void navigate('/login', { replace: true })}
          />
        ) : link ? (
          <LinkForm step={link} onSignedIn={signedIn} />
        ) : (
          <Loader aria-label="Checking the answer of your identity provider" />
        )}
      </Stack>
    </PublicCard>
  );
}

function LinkForm({ step, onSignedIn }: { step: SsoLinkStep; onSignedIn: (token: string) => void }) {
  const form = useForm({ initialValues: { password: '', code: '' } });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Link your account"
      onSubmit={form.onSubmit(({ password, code }) => {
        setBusy(true);
        linkSso({ challenge: step.challenge, password, ...(step.two_factor ? { code } : {}) })
          .then((result) => onSignedIn(result.access_token))
          .catch((failure: unknown) => {
            setBusy(false);
            setError(errorMessage(failure, 'The account was not linked'));
          });
      })}
    >
      <Stack gap="sm">
        <Text>
          An account with {step.email} already exists. Confirm it is yours with its password: it is then
          linked to your identity provider, and you sign in with SSO from now on.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}{' '}
            <Anchor component={Link} to="/login">
              Start again
            </Anchor>
          </Alert>
        )}
        <input type="hidden" name="username" autoComplete="username" value={step.email} />
        <PasswordInput
          label="Password of your Boardwise account"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {step.two_factor && (
          <TextInput
            label="Code from your authenticator app (or a recovery code)"
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" loading={busy}>
          Link and sign in
        </Button>
      </Stack>
    </form>
  );
}
