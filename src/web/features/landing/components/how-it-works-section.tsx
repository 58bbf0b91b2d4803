import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './landing.module.css';

export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = [
  {
    title: 'Describe Your Decision',
    text: 'Tell the board what you are deciding, with context about your company and any constraints.',
  },
  {
    title: 'Board Deliberates',
    text: 'Each member analyses the question from their seat, debates the others and casts a weighted vote.',
  },
  {
    title: 'Get Recommendation',
    text: 'Receive a recommendation with confidence, consensus, action items and the full vote breakdown.',
  },
];

export function HowItWorksSection() {
  return (
    <section id={HOW_IT_WORKS_ID} tabIndex={-1} className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <Title id="how-title" order={2} ta="center" className={classes.sectionTitle} mb={40}>
          How It Works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" className={classes.steps}>
          {STEPS.map((step, index) => (
            <Stack key={step.title} component="li" align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" aria-hidden>
                <Text fw={800} fz={24} c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed" maw={320}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
