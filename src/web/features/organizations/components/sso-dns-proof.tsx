// The other way to prove the SSO domain: publish the TXT record shown, then ask Boardwise to look
// for it. The value is fixed for this organization and domain, so it can be published first.
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Organization } from '../../../../contracts/organizations.ts';
import type { SsoSettings } from '../../../../contracts/sso.ts';
import { useCheckDomainTxt } from '../../../shared/api/sso.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { YourPasswordField } from './your-password-field.tsx';

export function DnsProof({ organization, settings }: { organization: Organization; settings: SsoSettings }) {
  const check = useCheckDomainTxt(organization.id);
  const [password, setPassword] = useState('');
  const record = settings.dns_record;
  if (!record || settings.domain_verified_at) return null;
  return (
    <form
      aria-label="Verify the domain by DNS"
      onSubmit={(event) => {
        event.preventDefault();
        check.mutate(password, {
          onSuccess: () => notifySuccess(`${settings.domain} is verified by its DNS record.`),
          onError: (error) => notifyError(error, 'The domain is not verified yet'),
        });
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Or verify {settings.domain} by DNS
        </Text>
        <Text size="sm" c="dimmed">
          Publish this TXT record at your DNS provider, then check it. Changes can take a while to appear.
        </Text>
        <RecordField label="Name" value={record.name} />
        <RecordField label="Value" value={record.value} />
        <Group align="end">
          <YourPasswordField value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Button type="submit" variant="light" loading={check.isPending}>
            Check the DNS record
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One field of the TXT record, with a button that copies it. */
function RecordField({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
