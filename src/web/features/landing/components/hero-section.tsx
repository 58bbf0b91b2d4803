import { Button, Container, Group, Text, Title, useMatches } from '@mantine/core';
import { IconArrowDown, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NEW_BOARD_PATH, type StartBoard } from '../hooks/use-start-board.ts';
import { HOW_IT_WORKS_ID } from './how-it-works-section.tsx';
import classes from './landing.module.css';

function scrollToHowItWorks() {
  const section = document.getElementById(HOW_IT_WORKS_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

export function HeroSection({ start }: { start: StartBoard }) {
  const buttonSize = useMatches({ base: 'md', sm: 'lg' });
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="md" ta="center">
        <Title id="hero-title" order={1} className={classes.heroTitle}>
          Your Virtual Board of Directors
        </Title>
        <Text className={classes.heroSubtitle} mt="lg" mx="auto" maw={680}>
          Get board-quality advice on your toughest decisions in about 2 minutes. Ten expert perspectives
          deliberate on your question and return a clear recommendation with confidence, consensus and next
          steps.
        </Text>
        <Group justify="center" mt={36} gap="md" className={classes.heroActions}>
          <Button
            component={Link}
            to={NEW_BOARD_PATH}
            onClick={start.onStart}
            loading={start.isStarting}
            size={buttonSize}
            leftSection={<IconRocket size={20} aria-hidden />}
          >
            Try It Now - No Login Required
          </Button>
          <Button
            variant="default"
            size={buttonSize}
            onClick={scrollToHowItWorks}
            rightSection={<IconArrowDown size={18} aria-hidden />}
          >
            See How It Works
          </Button>
        </Group>
      </Container>
    </section>
  );
}
