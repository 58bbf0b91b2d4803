// The second step of signing in: a code from the authenticator app, or a recovery code. When an
// organization requires two-factor of an account without it, the account enrols here first (QR
// code, first code, recovery codes) and only then is signed in.
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { SecondStep, TotpEnrolment } from '../../../../contracts/two-factor.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { startSession } from '../../../shared/api/auth.ts';
import { passkeyFailure, secondStepWithPasskey } from '../../../shared/api/passkeys.ts';
import {
  finishEnrolmentAtSignIn,
  startEnrolmentAtSignIn,
  verifySecondStep,
} from '../../../shared/api/two-factor.ts';
import { CodeField } from '../../account/components/two-factor/code-field.tsx';
import { RecoveryCodesPanel } from '../../account/components/two-factor/recovery-codes-panel.tsx';
import { TotpSetup } from '../../account/components/two-factor/totp-setup.tsx';

interface StepProps {
  step: SecondStep;
  onSignedIn: () => void;
  onCancel: () => void;
}

export function SecondFactorStep(props: StepProps) {
  return props.step.two_factor === 'enrol' ? <EnrolAtSignIn {...props} /> : <VerifyCode {...props} />;
}

function ErrorAlert({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  ) : null;
}

function VerifyCode({ step, onSignedIn, onCancel }: StepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the code');
    setBusy(true);
    setError(null);
    try {
      const token = await verifySecondStep(step.challenge, code.trim());
      startSession(token.access_token);
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure, 'That code did not work'));
      setBusy(false);
    }
  };
  const answerWithPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await secondStepWithPasskey(step.challenge);
      startSession(token.access_token);
      onSignedIn();
    } catch (failure) {
      setError(passkeyFailure(failure, 'The passkey did not work'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <div>
          <Title id="second-step-title" order={1} size="h2">
            Two-factor authentication
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {!step.app
              ? `${step.required_by.join(', ')} require${step.required_by.length === 1 ? 's' : ''} a second factor: confirm with your passkey.`
              : recovery
                ? 'Enter one of your recovery codes.'
                : 'Enter the code from your authenticator app.'}
          </Text>
        </div>
        <ErrorAlert message={error} />
        {step.app && (
          <>
            <CodeField
              recovery={recovery}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoFocus
            />
            <Button type="submit" loading={busy} fullWidth>
              Verify
            </Button>
          </>
        )}
        {step.passkey && (
          <Button
            variant={step.app ? 'default' : 'filled'}
            fullWidth
            loading={!step.app && busy}
            disabled={step.app && busy}
            onClick={() => void answerWithPasskey()}
          >
            {step.app ? 'Use a passkey instead' : 'Use your passkey'}
          </Button>
        )}
        {step.app && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery((value) => !value);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}

function EnrolAtSignIn({ step, onSignedIn, onCancel }: StepProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolmentAtSignIn(step.challenge)
      .then((data) => live && setEnrolment(data))
      .catch((failure: unknown) => live && setLoadError(errorMessage(failure, 'Could not start the set-up')));
    return () => {
      live = false;
    };
  }, [step.challenge]);

  const finish = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      const result = await finishEnrolmentAtSignIn(step.challenge, code);
      setDone({ token: result.access_token, codes: result.recovery_codes });
    } catch (failure) {
      setError(errorMessage(failure, 'That code did not work'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" aria-labelledby="enrol-title" component="section">
      <div>
        <Title id="enrol-title" order={1} size="h2">
          Set up two-factor
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {step.required_by.join(', ')} require{step.required_by.length === 1 ? 's' : ''} two-factor
          authentication. Set it up to continue.
        </Text>
      </div>
      <ErrorAlert message={loadError} />
      {done ? (
        <RecoveryCodesPanel
          codes={done.codes}
          doneLabel="Continue"
          onDone={() => {
            // The session starts only now, so leaving this page cannot skip the codes.
            startSession(done.token);
            onSignedIn();
          }}
        />
      ) : enrolment ? (
        <TotpSetup enrolment={enrolment} busy={busy} error={error} onSubmit={(code) => void finish(code)} />
      ) : (
        !loadError && <Text size="sm">Preparing your QR code…</Text>
      )}
      {!done && (
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          Back to sign-in
        </Anchor>
      )}
    </Stack>
  );
}
