// The shell of every signed-in page: header (brand, bell, user, logout) and the navigation,
// a sidebar from 768 px up and a burger menu below.
import { Anchor, AppShell, Burger, Container, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { VerifyEmailNotice } from '../../features/account/components/verify-email-notice.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useCurrentUser } from '../../shared/api/auth.ts';
import { Brand } from '../../shared/components/brand.tsx';
import { MainNav } from './main-nav.tsx';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { UserControls } from './user-controls.tsx';

export function Component() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useCurrentUser();
  // Below 768 px the navbar slides away when closed: keep its links out of the tab order then.
  const isMobile = useMediaQuery('(max-width: 47.99em)');

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/dashboard" underline="never" aria-label="Boardwise: your boards">
            <Brand />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <UserControls user={user} />
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main navigation" inert={isMobile && !opened}>
        <AppShell.Section grow component={ScrollArea}>
          <OrganizationSwitcher onNavigate={close} />
          <MainNav isSuperadmin={user?.is_superadmin ?? false} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section
          hiddenFrom="sm"
          pt="sm"
          style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
        >
          <UserControls user={user} stacked onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size="xl" px={0}>
          {user && <VerifyEmailNotice user={user} />}
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
