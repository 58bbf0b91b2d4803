import { Container, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import classes from './landing.module.css';

const EXAMPLE_DECISIONS = [
  'Should we raise a Series A now or extend our runway?',
  'Should we pivot to a new customer segment?',
  'Should we acquire a smaller competitor to accelerate growth?',
  'Should we expand internationally next year?',
  'Should we launch our new product line this quarter?',
  'Should we hire a VP of Sales before product-market fit?',
];

export function DecisionsSection() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="decisions-title">
      <Container size="lg">
        <Title id="decisions-title" order={2} ta="center" className={classes.sectionTitle} mb={40}>
          Perfect For These Decisions
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {EXAMPLE_DECISIONS.map((question) => (
            <Paper key={question} withBorder p="md" radius="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconHelpCircle
                  size={22}
                  stroke={1.6}
                  color="var(--mantine-primary-color-filled)"
                  aria-hidden
                />
                <Text fw={500}>{question}</Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
