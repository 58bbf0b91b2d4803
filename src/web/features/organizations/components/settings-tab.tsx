// Settings: details and the access-control matrix (Admins edit, others read), the billing panel
// (roles with Manage Billing), two-factor required of members, AI providers, webhooks, the audit
// trail and deleting the organization (Admins).
import { Alert, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  BOARD_TYPES,
  INDUSTRIES,
  type Organization,
  type UpdateOrganizationBody,
  updateOrganizationBodySchema,
} from '../../../../contracts/organizations.ts';
import type { PermissionMatrix } from '../../../../contracts/permissions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useUpdateOrganization } from '../../../shared/api/organizations.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { AiProvidersPanel } from './ai-providers-panel.tsx';
import { AuditTrail } from './audit-trail.tsx';
import { BillingPanel } from './billing-panel.tsx';
import { DeleteOrganizationPanel } from './delete-organization.tsx';
import { PermissionMatrixTable } from './permission-matrix.tsx';
import { SsoSettingsPanel } from './sso-settings.tsx';
import { TwoFactorRequirement } from './two-factor-requirement.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

interface SettingsDraft {
  name: string;
  industry: string;
  defaultBoardType: string;
  permissions: PermissionMatrix;
}

function settingsChanges(org: Organization, draft: SettingsDraft): UpdateOrganizationBody {
  return {
    ...(draft.name !== org.name ? { name: draft.name } : {}),
    ...(draft.industry !== org.industry ? { industry: draft.industry } : {}),
    ...(draft.defaultBoardType !== org.default_board_type
      ? { default_board_type: draft.defaultBoardType }
      : {}),
    ...(JSON.stringify(draft.permissions) !== JSON.stringify(org.permissions)
      ? { permissions: draft.permissions }
      : {}),
  } as UpdateOrganizationBody;
}

const draftOf = (org: Organization): SettingsDraft => ({
  name: org.name,
  industry: org.industry,
  defaultBoardType: org.default_board_type,
  permissions: org.permissions,
});

export function SettingsTab({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization(organization.id);
  const [draft, setDraft] = useState(() => draftOf(organization));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const canAdminister = organization.can_administer;
  const change = (patch: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    // Only what changed is sent, so the audit trail records real changes only.
    const parsed = updateOrganizationBodySchema.safeParse(settingsChanges(organization, draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the settings');
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setDraft(draftOf(updated));
        setSaved(true);
      },
      onError: (failure) => setError(errorMessage(failure, 'Could not save the settings')),
    });
  };

  const cancel = () => {
    setDraft(draftOf(organization));
    setError(null);
    setSaved(false);
  };

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={save} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            Organization settings
          </Title>
          {!canAdminister && (
            <Alert variant="light" color="gray">
              Only Admins can change the settings.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label="Organization name"
              value={draft.name}
              disabled={!canAdminister}
              onChange={(event) => change({ name: event.currentTarget.value })}
            />
            <Select
              label="Industry"
              data={[...INDUSTRIES]}
              value={draft.industry}
              disabled={!canAdminister}
              allowDeselect={false}
              onChange={(value) => value && change({ industry: value })}
            />
            <Select
              label="Default board type"
              data={[...BOARD_TYPES]}
              value={draft.defaultBoardType}
              disabled={!canAdminister}
              allowDeselect={false}
              onChange={(value) => value && change({ defaultBoardType: value })}
            />
          </SimpleGrid>
          <Title order={3} size="h5">
            Access control
          </Title>
          <PermissionMatrixTable
            matrix={draft.permissions}
            editable={canAdminister}
            onChange={(permissions) => change({ permissions })}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {saved && (
            <Alert color="green" variant="light" role="status">
              Settings saved successfully
            </Alert>
          )}
          {canAdminister && (
            <FormActions onCancel={cancel} submitLabel="Save Settings" pending={update.isPending} />
          )}
        </Stack>
      </Paper>
      {organization.allowed_actions.includes('manage_billing') && (
        <BillingPanel organization={organization} />
      )}
      {!organization.is_personal && <TwoFactorRequirement organization={organization} />}
      {!organization.is_personal && canAdminister && <SsoSettingsPanel organization={organization} />}
      <AiProvidersPanel organization={organization} canAdminister={canAdminister} />
      {canAdminister && <WebhooksPanel organizationId={organization.id} />}
      {canAdminister && <AuditTrail organizationId={organization.id} />}
      {!organization.is_personal && canAdminister && <DeleteOrganizationPanel organization={organization} />}
    </Stack>
  );
}
