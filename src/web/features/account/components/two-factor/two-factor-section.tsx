// Settings → Security → Two-factor: set up an authenticator app (QR code and key, confirmed by a
// first code), see the recovery codes once, make new ones, move to a new app, or turn it off.
// Every change asks for the password (unless given in the last 10 minutes) and signs out the
// account's other sessions.
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
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

type Dialog = 'setup' | 'regenerate' | 'disable' | null;

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = (password: string) =>
    start.mutate(password, {
      onSuccess: (data) => {
        setEnrolment(data);
        setDialog(null);
        confirm.reset();
      },
      onError: (error) => notifyError(error, 'Could not start'),
    });
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
      <PasswordConfirmModal
        opened={dialog === 'setup'}
        title="Set up an authenticator app"
        message="Confirm it is you. Once the app is set up, your other sessions are signed out."
        confirmLabel="Continue"
        busy={start.isPending}
        onConfirm={begin}
        onClose={() => setDialog(null)}
      />
      <PasswordConfirmModal
        opened={dialog === 'regenerate'}
        title="Make new recovery codes"
        message="Your current recovery codes stop working, and your other sessions are signed out."
        confirmLabel="Make new codes"
        busy={regenerate.isPending}
        onConfirm={(password) =>
          regenerate.mutate(password, {
            onSuccess: (data) => {
              setDialog(null);
              setCodes(data.recovery_codes);
            },
            onError: (error) => notifyError(error, 'No new codes'),
          })
        }
        onClose={() => setDialog(null)}
      />
      <PasswordConfirmModal
        opened={dialog === 'disable'}
        title="Turn off two-factor"
        message="Signing in will ask for your password only. Your recovery codes stop working, and your other sessions are signed out."
        confirmLabel="Turn off"
        danger
        busy={disable.isPending}
        onConfirm={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              setDialog(null);
              notifySuccess('Two-factor is off.');
            },
            onError: (error) => notifyError(error, 'Two-factor is still on'),
          })
        }
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
