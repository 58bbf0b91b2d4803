// Settings → Two-factor: an Admin requires two-factor of every member. Members without it are
// signed out at once and set it up at their next sign-in; the Admin must have it first.
import { Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Organization } from '../../../../contracts/organizations.ts';
import { useOrganizationTwoFactor, useSetOrganizationTwoFactor } from '../../../shared/api/two-factor.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';

const membersWithout = (n: number) => (n === 1 ? '1 member has' : `${n} members have`);

export function TwoFactorRequirement({ organization }: { organization: Organization }) {
  const setting = useOrganizationTwoFactor(organization.id);
  const save = useSetOrganizationTwoFactor(organization.id);
  const [confirming, setConfirming] = useState(false);
  const canAdminister = organization.can_administer;

  const apply = (required: boolean) =>
    save.mutate(required, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(
          required ? 'Two-factor is now required of every member.' : 'Two-factor is no longer required.',
        );
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, 'Setting not changed');
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="org-two-factor-title">
      <Stack gap="sm">
        <Title id="org-two-factor-title" order={2} size="h4">
          Two-factor authentication
        </Title>
        {setting.isPending && <Loader size="sm" aria-label="Loading the two-factor setting" />}
        <FailureAlert of={setting} fallback="Could not load the setting" />
        {setting.data && (
          <>
            <Switch
              label="Require two-factor authentication of every member"
              description="Members without it are signed out now and set it up at their next sign-in, before they can use this organization."
              checked={setting.data.required}
              disabled={!canAdminister || save.isPending}
              onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : apply(false))}
            />
            <Text size="sm" c="dimmed">
              {setting.data.members_without === 0
                ? 'Every member has two-factor turned on.'
                : `${membersWithout(setting.data.members_without)} no two-factor yet.`}
            </Text>
            {!canAdminister && (
              <Group>
                <Text size="sm" c="dimmed">
                  Only Admins change this.
                </Text>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Require two-factor"
        message={`${membersWithout(setting.data?.members_without ?? 0)} no two-factor yet: they are signed out now and must set it up at their next sign-in. You need two-factor on your own account first.`}
        confirmLabel="Require two-factor"
        busy={save.isPending}
        onConfirm={() => apply(true)}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
