import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../contracts/auth.ts';
import { useLogout } from '../../shared/api/auth.ts';
import { IconAction } from '../../shared/components/icon-action.tsx';

function displayName(user: User | undefined): string {
  if (!user) return '';
  if (user.is_guest) return 'Guest';
  return user.full_name?.trim() || user.email || user.username;
}

interface UserControlsProps {
  user: User | undefined;
  /** Column layout for the mobile menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Who is signed in (a guest is invited to create an account) and the Logout button. */
export function UserControls({ user, stacked = false, onNavigate }: UserControlsProps) {
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        onNavigate?.();
        void navigate('/login', { replace: true });
      },
    });
  };

  const identity = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconUserCircle size={20} stroke={1.6} aria-hidden />
      <Text size="sm" fw={500} truncate maw={stacked ? undefined : 180} title={displayName(user)}>
        {displayName(user)}
      </Text>
      {user?.is_guest && (
        <Anchor component={Link} to="/login?mode=register" size="sm" onClick={onNavigate}>
          Create account
        </Anchor>
      )}
    </Group>
  );
  const logoutButton = (
    <IconAction icon={IconLogout} variant="default" size="xs" onClick={onLogout} loading={logout.isPending}>
      Logout
    </IconAction>
  );

  return stacked ? (
    <Stack gap="sm">
      {identity}
      {logoutButton}
    </Stack>
  ) : (
    <Group gap="sm" wrap="nowrap">
      {identity}
      {logoutButton}
    </Group>
  );
}
