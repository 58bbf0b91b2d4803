import { Button, Container, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from '../../../shared/components/brand.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { NEW_BOARD_PATH, type StartBoard } from '../hooks/use-start-board.ts';
import classes from './landing.module.css';

export function LandingHeader({ start }: { start: StartBoard }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand withTagline />
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={start.isSignedIn ? '/dashboard' : '/login'}
              variant="subtle"
              visibleFrom="xs"
            >
              {start.isSignedIn ? 'Dashboard' : 'Sign In'}
            </Button>
            <IconAction
              icon={IconPlus}
              component={Link}
              to={NEW_BOARD_PATH}
              onClick={start.onStart}
              loading={start.isStarting}
            >
              Create Board
            </IconAction>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
