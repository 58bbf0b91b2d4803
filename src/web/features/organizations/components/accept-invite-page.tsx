// An invitation link: what it is for, and the way in — accept when signed in as the invited
// address, otherwise sign in or create that account first and come back here.
import { Alert, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { User } from '../../../../contracts/auth.ts';
import type { InvitePreview } from '../../../../contracts/organizations.ts';
import { ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meQueryOptions, useLogout } from '../../../shared/api/auth.ts';
import { useAcceptInvite, useInvitePreview } from '../../../shared/api/invites.ts';
import { useAccessToken } from '../../../shared/api/token-store.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { PublicCard } from '../../../shared/components/public-card.tsx';
import { setCurrentOrganizationId } from '../../../shared/lib/current-organization.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';

const STATUS_MESSAGES: Record<Exclude<InvitePreview['status'], 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was revoked.',
  accepted: 'This invitation has already been accepted.',
};

export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const preview = useInvitePreview(token);

  return (
    <PublicCard width={480}>
      {preview.isPending ? (
        <LoadingState label="Loading the invitation..." />
      ) : preview.isError ? (
        <Stack gap="sm">
          <Title order={1} size="h3">
            Invitation not found
          </Title>
          <Text c="dimmed">{errorMessage(preview.error, 'This invitation link is not valid.')}</Text>
        </Stack>
      ) : (
        <InviteDetails token={token} invite={preview.data} />
      )}
    </PublicCard>
  );
}

function InviteDetails({ token, invite }: { token: string; invite: InvitePreview }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Join {invite.organization_name}
      </Title>
      <Text>
        {invite.invited_by ?? 'Someone'} invited <b>{invite.email}</b> to join{' '}
        <b>{invite.organization_name}</b> as <Badge variant="light">{ROLE_LABELS[invite.role]}</Badge>
      </Text>
      {invite.status === 'pending' ? (
        <>
          <Text size="sm" c="dimmed">
            The invitation expires on {formatDate(invite.expires_at)}.
          </Text>
          <InviteAction token={token} invite={invite} />
        </>
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {STATUS_MESSAGES[invite.status]}
        </Alert>
      )}
    </Stack>
  );
}

function InviteAction({ token, invite }: { token: string; invite: InvitePreview }) {
  const accessToken = useAccessToken();
  const me = useQuery({ ...meQueryOptions(), enabled: !!accessToken });
  const here = `/invite/${encodeURIComponent(token)}`;
  const withEmail = `next=${encodeURIComponent(here)}&email=${encodeURIComponent(invite.email)}`;

  if (accessToken && me.isPending) return <LoadingState label="Checking your account..." />;
  const user = accessToken ? me.data : undefined;

  if (!user || user.is_guest) {
    return invite.has_account ? (
      <Button component={Link} to={`/login?${withEmail}`}>
        Sign in to accept
      </Button>
    ) : (
      <Button component={Link} to={`/login?mode=register&${withEmail}`}>
        Create account to accept
      </Button>
    );
  }
  if (user.email?.toLowerCase() !== invite.email.toLowerCase())
    return <OtherAccount user={user} invite={invite} />;
  return <AcceptButton token={token} />;
}

function AcceptButton({ token }: { token: string }) {
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: ({ organization_id }) => {
        setCurrentOrganizationId(organization_id);
        void navigate(`/organization/${organization_id}`, { replace: true });
      },
    });
  return (
    <Stack gap="sm">
      <FailureAlert of={accept} fallback="Could not accept the invitation" />
      <Button onClick={onAccept} loading={accept.isPending}>
        Accept invitation
      </Button>
    </Stack>
  );
}

function OtherAccount({ user, invite }: { user: User; invite: InvitePreview }) {
  const logout = useLogout();
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="status">
        You are signed in as {user.email}, but this invitation is for {invite.email}. Sign out and continue as{' '}
        {invite.email} to accept it.
      </Alert>
      <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
        Sign out
      </Button>
    </Stack>
  );
}
