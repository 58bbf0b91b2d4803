import { Container, Group, Text } from '@mantine/core';
import { useStartBoard } from '../hooks/use-start-board.ts';
import { BoardSection } from './board-section.tsx';
import { DecisionsSection } from './decisions-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import classes from './landing.module.css';
import { LandingHeader } from './landing-header.tsx';

export function LandingPage() {
  const start = useStartBoard();
  return (
    <>
      <LandingHeader start={start} />
      <main>
        <HeroSection start={start} />
        <BoardSection />
        <DecisionsSection />
        <HowItWorksSection />
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Boardwise: a multi-perspective decision engine
            </Text>
            <Text size="sm" c="dimmed">
              Advice in about 2 minutes
            </Text>
          </Group>
        </Container>
      </footer>
    </>
  );
}
