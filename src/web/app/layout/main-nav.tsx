import { NavLink, Stack } from '@mantine/core';
import {
  type Icon,
  IconBuilding,
  IconLayoutDashboard,
  IconLock,
  IconPlus,
  IconShieldLock,
  IconUserStar,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Paths that also light this item up. */
  alsoActiveFor?: RegExp;
}

const ITEMS: NavItem[] = [
  {
    to: '/dashboard',
    label: 'Your Boards',
    icon: IconLayoutDashboard,
    alsoActiveFor: /^\/board\/(?!new|human|deliberation)/,
  },
  { to: '/board/new', label: 'Create Board', icon: IconPlus },
  {
    to: '/board/human',
    label: 'Board Member Portal',
    icon: IconUserStar,
    alsoActiveFor: /^\/board\/deliberation\//,
  },
  { to: '/organization', label: 'Organization', icon: IconBuilding },
  { to: '/settings/security', label: 'Security', icon: IconLock },
];

const SUPERADMIN_ITEM: NavItem = { to: '/superadmin', label: 'Super Admin', icon: IconShieldLock };

interface MainNavProps {
  isSuperadmin: boolean;
  onNavigate: () => void;
}

export function MainNav({ isSuperadmin, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();
  const items = isSuperadmin ? [...ITEMS, SUPERADMIN_ITEM] : ITEMS;

  return (
    <Stack component="nav" gap={4} aria-label="Main">
      {items.map((item) => {
        const active =
          pathname === item.to || pathname.startsWith(`${item.to}/`) || !!item.alsoActiveFor?.test(pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
