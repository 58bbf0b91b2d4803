// Settings → Authentication: an Admin connects the organization's OpenID Connect identity
// provider, proves the e-mail domain by a link sent to an address at it or by a DNS TXT record, may make single sign-on
// mandatory for that domain, and chooses the role of people who join by signing in. Every change
// asks for the Admin's password unless it was given in the last 10 minutes.
import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Organization } from '../../../../contracts/organizations.ts';
import type { SsoSettings } from '../../../../contracts/sso.ts';
import { useOrganizationSso, useRemoveSso, useSaveSso, useSendDomainProof } from '../../../shared/api/sso.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { DnsProof } from './sso-dns-proof.tsx';
import { YourPasswordField } from './your-password-field.tsx';

export function SsoSettingsPanel({ organization }: { organization: Organization }) {
  const settings = useOrganizationSso(organization.id);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="org-sso-title">
      <Stack gap="sm">
        <Title id="org-sso-title" order={2} size="h4">
          Authentication: single sign-on
        </Title>
        <Text size="sm" c="dimmed">
          People with an address at your domain sign in through your identity provider (OpenID Connect).
        </Text>
        {settings.isPending && <Loader size="sm" aria-label="Loading the single sign-on settings" />}
        <FailureAlert of={settings} fallback="Could not load the single sign-on settings" />
        {settings.data && (
          <SsoForm key={settings.data.domain ?? 'new'} organization={organization} settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}

function SsoForm({ organization, settings }: { organization: Organization; settings: SsoSettings }) {
  const save = useSaveSso(organization.id);
  const remove = useRemoveSso(organization.id);
  const [removing, setRemoving] = useState(false);
  const form = useForm({
    initialValues: {
      issuer: settings.issuer ?? '',
      client_id: settings.client_id ?? '',
      client_secret: '',
      domain: settings.domain ?? '',
      default_role: settings.default_role,
      mandatory: settings.mandatory,
      password: '',
    },
  });
  const verified = settings.domain_verified_at !== null && form.values.domain.trim() === settings.domain;

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      {
        issuer: values.issuer.trim(),
        client_id: values.client_id.trim(),
        ...(values.client_secret ? { client_secret: values.client_secret } : {}),
        domain: values.domain.trim().toLowerCase(),
        default_role: values.default_role,
        mandatory: values.mandatory && verified,
        password: values.password,
      },
      {
        onSuccess: () => {
          form.setFieldValue('password', '');
          form.setFieldValue('client_secret', '');
          notifySuccess('Single sign-on settings saved.');
        },
        onError: (error) => notifyError(error, 'Settings not saved'),
      },
    ),
  );

  return (
    <>
      <form onSubmit={onSubmit} aria-label="Single sign-on settings">
        <Stack gap="sm">
          <TextInput
            label="Issuer URL"
            description="Exactly as your provider publishes it, e.g. https://login.example.com"
            autoComplete="off"
            required
            {...form.getInputProps('issuer')}
          />
          <TextInput label="Client ID" autoComplete="off" required {...form.getInputProps('client_id')} />
          <PasswordInput
            label="Client secret"
            description={
              settings.client_secret_hint
                ? `Stored encrypted (${settings.client_secret_hint}); leave empty to keep it`
                : 'Stored encrypted; never shown again'
            }
            autoComplete="off"
            required={!settings.configured}
            {...form.getInputProps('client_secret')}
          />
          <Text size="sm">
            Redirect URI to register at your provider: <Code>{settings.redirect_uri}</Code>
          </Text>
          <TextInput
            label="E-mail domain"
            description="People with an address at this domain sign in here"
            placeholder="example.com"
            autoComplete="off"
            required
            {...form.getInputProps('domain')}
          />
          <Select
            label="Role of people who join by signing in"
            data={[
              { value: 'member', label: 'Member' },
              { value: 'manager', label: 'Manager' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('default_role')}
          />
          <Switch
            label="Make single sign-on mandatory for this domain"
            description={
              verified
                ? 'Password sign-in is refused for addresses at the domain.'
                : 'Verify the domain first.'
            }
            disabled={!verified}
            {...form.getInputProps('mandatory', { type: 'checkbox' })}
          />
          <YourPasswordField
            description="Needed unless you confirmed it in the last 10 minutes"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            {settings.configured ? (
              <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
                Turn single sign-on off
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending}>
              Save single sign-on
            </Button>
          </Group>
        </Stack>
      </form>
      {settings.configured && <DomainProof organization={organization} settings={settings} />}
      {settings.configured && <DnsProof organization={organization} settings={settings} />}
      <ConfirmDialog
        opened={removing}
        title="Turn single sign-on off"
        message="Members then sign in with their passwords; those who joined by single sign-on have none and must use “Forgot password?”. Your password is needed unless you confirmed it in the last 10 minutes (type it above)."
        confirmLabel="Turn off"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(form.values.password, {
            onSuccess: () => {
              setRemoving(false);
              notifySuccess('Single sign-on is off.');
            },
            onError: (error) => {
              setRemoving(false);
              notifyError(error, 'Single sign-on not turned off');
            },
          })
        }
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}

function DomainProof({ organization, settings }: { organization: Organization; settings: SsoSettings }) {
  const send = useSendDomainProof(organization.id);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (settings.domain_verified_at)
    return (
      <Alert color="green" variant="light" role="status">
        {settings.domain} is verified: its people can sign in with SSO.
      </Alert>
    );
  return (
    <form
      aria-label="Verify the domain"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { email, password },
          {
            onSuccess: () => notifySuccess(`A verification link was sent to ${email}.`),
            onError: (error) => notifyError(error, 'Link not sent'),
          },
        );
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Verify {settings.domain}
        </Text>
        <Text size="sm" c="dimmed">
          {settings.verification_sent_to
            ? `A link is waiting at ${settings.verification_sent_to}. Following it verifies the domain.`
            : 'Someone with an address at the domain follows a link we e-mail them.'}
        </Text>
        <Group align="end">
          <TextInput
            label="Address at the domain"
            type="email"
            autoComplete="off"
            placeholder={`it@${settings.domain}`}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
          />
          <YourPasswordField value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Button type="submit" variant="light" loading={send.isPending}>
            Send verification link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
