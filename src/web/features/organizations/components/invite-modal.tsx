// Invite people by e-mail with a role and boards. Shows the addresses refused (each with its
// reason) and, when the server has no e-mail configured, the links to pass on by hand.
import { Alert, Button, Group, List, Modal, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  type CreateInvitesResponse,
  type Organization,
  splitEmails,
} from '../../../../contracts/organizations.ts';
import { ORG_ROLES, type OrgRole, ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { useOrganizationBoards } from '../../../shared/api/boards.ts';
import { useCreateInvites } from '../../../shared/api/invites.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { CopyLink } from './copy-link.tsx';

interface InviteModalProps {
  organization: Organization;
  opened: boolean;
  onClose: () => void;
}

export function InviteModal({ organization, opened, onClose }: InviteModalProps) {
  const boards = useOrganizationBoards(organization.id);
  const createInvites = useCreateInvites(organization.id);
  const [emailsText, setEmailsText] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  const [boardIds, setBoardIds] = useState<string[]>([]);
  const [inputError, setInputError] = useState<string | null>(null);
  const [result, setResult] = useState<CreateInvitesResponse | null>(null);

  const reset = () => {
    setEmailsText('');
    setRole('member');
    setBoardIds([]);
    setInputError(null);
    setResult(null);
    createInvites.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(emailsText);
    if (emails.length === 0) {
      setInputError('Enter at least one e-mail address');
      return;
    }
    createInvites.mutate(
      { emails, role, board_ids: boardIds },
      {
        onSuccess: (response) => {
          setResult(response);
          // Keep only the refused addresses in the box, ready to be corrected.
          setEmailsText(response.rejected.map((r) => r.email).join(', '));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite Members" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!organization.email_enabled && (
            <Alert color="yellow" variant="light">
              E-mail is not configured on this server: after inviting, copy each invitation link and send it
              yourself.
            </Alert>
          )}
          <Textarea
            label="E-mail addresses"
            description="Separate several addresses with commas"
            placeholder="ada@example.com, grace@example.com"
            minRows={3}
            data-autofocus
            value={emailsText}
            error={inputError}
            onChange={(event) => {
              setEmailsText(event.currentTarget.value);
              setInputError(null);
            }}
          />
          <Select
            label="Role"
            data={ORG_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={(value) => value && setRole(value as OrgRole)}
            allowDeselect={false}
          />
          <MultiSelect
            label="Boards to add them to"
            placeholder={boardsPlaceholder(boards.isPending, boards.data?.length ?? 0, boardIds.length)}
            data={(boards.data ?? []).map((board) => ({ value: board.id, label: board.name }))}
            value={boardIds}
            onChange={setBoardIds}
            searchable
            clearable
            nothingFoundMessage="No board matches"
          />
          <FailureAlert of={createInvites} fallback="Could not send the invitations" />
          {result && <InviteResult result={result} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {result ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" loading={createInvites.isPending}>
              Send Invitations
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function boardsPlaceholder(loading: boolean, available: number, chosen: number): string {
  if (loading) return 'Loading boards...';
  if (available === 0) return 'No boards in this organization yet';
  return chosen === 0 ? 'Choose boards (optional)' : '';
}

function InviteResult({ result }: { result: CreateInvitesResponse }) {
  const links = result.invited.filter((invite) => invite.link);
  return (
    <Stack gap="sm" aria-live="polite">
      {result.invited.length > 0 && (
        <Alert color="green" variant="light" title={`Invitations sent to ${result.invited.length} member(s)`}>
          {links.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm">E-mail is not configured: send each person their link.</Text>
              {links.map((invite) => (
                <div key={invite.id}>
                  <Text size="sm" fw={500}>
                    {invite.email}
                  </Text>
                  <CopyLink link={invite.link ?? ''} label={`Invitation link for ${invite.email}`} />
                </div>
              ))}
            </Stack>
          ) : (
            <Text size="sm">Each person received an e-mail with their invitation link.</Text>
          )}
        </Alert>
      )}
      {result.rejected.length > 0 && (
        <Alert color="red" variant="light" title="Not invited" role="alert">
          <List size="sm">
            {result.rejected.map((rejection) => (
              <List.Item key={rejection.email}>
                {rejection.email}: {rejection.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
