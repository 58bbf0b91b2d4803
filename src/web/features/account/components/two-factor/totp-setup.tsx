// Scanning an authenticator app: the QR code (drawn by the server, no outside service), the key
// to type instead, and the first code that proves the app works. Used in Settings and at sign-in.
import { Alert, Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { TotpEnrolment } from '../../../../../contracts/two-factor.ts';
import { CodeField } from './code-field.tsx';

/** `abcd efgh …`: easier to type from the screen. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TotpSetup({
  enrolment,
  busy,
  error,
  onSubmit,
  children,
}: {
  enrolment: TotpEnrolment;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  /** Extra fields before the button (the current password in Settings). */
  children?: React.ReactNode;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          1. Scan this QR code with an authenticator app (such as 1Password, Google Authenticator, Microsoft
          Authenticator or Aegis).
        </Text>
        <Image
          src={enrolment.qr_data_url}
          alt="QR code to scan with your authenticator app"
          w={180}
          h={180}
          fit="contain"
          bg="white"
        />
        <Text size="sm">Or type this key into the app:</Text>
        <Group gap="xs">
          <Code fz="sm" data-testid="totp-secret">
            {grouped(enrolment.secret)}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">2. Enter the code the app shows to finish.</Text>
        <CodeField value={code} onChange={(event) => setCode(event.currentTarget.value)} data-autofocus />
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy} disabled={!code.trim()}>
            Turn on two-factor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
