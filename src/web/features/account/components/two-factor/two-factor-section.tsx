// Settings → Security → Two-factor: set up an authenticator app (QR code and key, confirmed by a
// first code), see the recovery codes once, make new ones, move to a new app, or turn it off.
// Every change asks for the password (unless given in the last 10 minutes) and signs out the
// account's other sessions.
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { TotpEnrolment } from '../../../../../contracts/two-factor.ts';
import { errorMessage } from '../../../../shared/api/api-client.ts';
import {
  useConfirmTotp,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTotp,
  useTwoFactorStatus,
} from '../../../../shared/api/two-factor.ts';
import { FailureAlert } from '../../../../shared/components/failure-alert.tsx';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify.ts';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpSetup } from './totp-setup.tsx';

/** What each password confirmation asks; every change signs out the other sessions. */
const DIALOGS = {
  setup: {
    title: 'Set up an authenticator app',
    message: 'Confirm it is you. Once the app is set up, your other sessions are signed out.',
    confirmLabel: 'Continue',
  },
  regenerate: {
    title: 'Make new recovery codes',
    message: 'Your current recovery codes stop working, and your other sessions are signed out.',
    confirmLabel: 'Make new codes',
  },
  disable: {
    title: 'Turn off two-factor',
    message:
      'Signing in will ask for your password only. Your recovery codes stop working, and your other sessions are signed out.',
    confirmLabel: 'Turn off',
    danger: true,
  },
};
type DialogKind = keyof typeof DIALOGS;
const DIALOG_KINDS = Object.keys(DIALOGS) as DialogKind[];

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  // A confirmed change closes its dialog when done and says why when it fails.
  const confirmed = <T,>(
    mutation: UseMutationResult<T, Error, string>,
    failed: string,
    done: (data: T) => void,
  ) => ({
    busy: mutation.isPending,
    onConfirm: (password: string) =>
      mutation.mutate(password, {
        onSuccess: (data) => {
          setDialog(null);
          done(data);
        },
        onError: (error) => notifyError(error, failed),
      }),
  });
  const actions: Record<DialogKind, { busy: boolean; onConfirm: (password: string) => void }> = {
    setup: confirmed(start, 'Could not start', (data) => {
      setEnrolment(data);
      confirm.reset();
    }),
    regenerate: confirmed(regenerate, 'No new codes', (data) => setCodes(data.recovery_codes)),
    disable: confirmed(disable, 'Two-factor is still on', () => notifySuccess('Two-factor is off.')),
  };
  const finish = (code: string) =>
    confirm.mutate(
      { code, password: '' },
      {
        onSuccess: (data) => {
          setEnrolment(null);
          setCodes(data.recovery_codes);
          notifySuccess('Two-factor is on. Your other sessions were signed out.');
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title id="two-factor-title" order={2} size="h4">
            Two-factor authentication
          </Title>
          {status.data && (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          After your password, signing in asks for a code from an app on your phone, so a stolen password
          alone opens nothing.
        </Text>
        {status.isPending && <Loader size="sm" aria-label="Loading two-factor" />}
        <FailureAlert of={status} fallback="Could not load two-factor" />
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : enrolment ? (
          <>
            <TotpSetup
              enrolment={enrolment}
              busy={confirm.isPending}
              error={confirm.isError ? errorMessage(confirm.error, 'That code did not work') : null}
              onSubmit={finish}
            />
            <Group>
              <Button variant="subtle" onClick={() => setEnrolment(null)}>
                Cancel
              </Button>
            </Group>
          </>
        ) : (
          status.data && (
            <>
              {status.data.required_by.length > 0 && (
                <Alert color="blue" variant="light">
                  Required by {status.data.required_by.join(', ')}
                  {status.data.enabled ? ': it stays on.' : '.'}
                </Alert>
              )}
              {status.data.enabled ? (
                <>
                  <Text size="sm">
                    On since {new Date(status.data.enabled_at ?? Date.now()).toLocaleDateString()}.{' '}
                    {status.data.recovery_codes_left} of 10 recovery codes left.
                  </Text>
                  {status.data.recovery_codes_left <= 2 && (
                    <Alert color="yellow" variant="light">
                      Few recovery codes left: make new ones.
                    </Alert>
                  )}
                  <Group>
                    <Button variant="default" onClick={() => setDialog('regenerate')}>
                      New recovery codes
                    </Button>
                    <Button variant="default" onClick={() => setDialog('setup')}>
                      Move to a new app
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setDialog('disable')}
                      disabled={status.data.required_by.length > 0}
                    >
                      Turn off
                    </Button>
                  </Group>
                </>
              ) : (
                <Group>
                  <Button onClick={() => setDialog('setup')}>Set up an authenticator app</Button>
                </Group>
              )}
            </>
          )
        )}
      </Stack>
      {DIALOG_KINDS.map((kind) => (
        <PasswordConfirmModal
          key={kind}
          opened={dialog === kind}
          {...DIALOGS[kind]}
          {...actions[kind]}
          onClose={() => setDialog(null)}
        />
      ))}
    </Paper>
  );
}
