import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconChartPie, IconCpu, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import classes from './landing.module.css';

interface Perspective {
  title: string;
  members: string;
  description: string;
  icon: Icon;
  color: string;
}

const PERSPECTIVES: Perspective[] = [
  {
    title: 'CEO & CFO',
    members: 'CEO, CFO',
    description: 'Vision and strategy weighed against runway, unit economics and returns.',
    icon: IconChartPie,
    color: 'indigo',
  },
  {
    title: 'Technical & Operations',
    members: 'CTO, Operations Expert',
    description: 'Can it be built, scaled and delivered? Feasibility, capacity and execution.',
    icon: IconCpu,
    color: 'teal',
  },
  {
    title: 'Risk & Governance',
    members: 'Independent Director, Risk Officer',
    description: 'Fiduciary duty, compliance and the downside you cannot afford.',
    icon: IconShieldCheck,
    color: 'orange',
  },
  {
    title: 'Growth & Customers',
    members: 'Investor Representative, Customer Advocate, Industry Expert, Strategic Advisor',
    description: 'Market timing, valuation and what your customers will actually value.',
    icon: IconUsersGroup,
    color: 'grape',
  },
];

export function BoardSection() {
  return (
    <section className={classes.section} aria-labelledby="board-title">
      <Container size="lg">
        <Title id="board-title" order={2} ta="center" className={classes.sectionTitle}>
          Your 10-Person Virtual Board
        </Title>
        <Text c="dimmed" ta="center" mt="sm" mb={40} maw={640} mx="auto">
          Every member brings a different lens and a weighted vote, so blind spots surface before you commit.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {PERSPECTIVES.map((perspective) => (
            <Card key={perspective.title} withBorder padding="lg" radius="md">
              <ThemeIcon size={44} radius="md" variant="light" color={perspective.color} aria-hidden>
                <perspective.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {perspective.title}
              </Title>
              <Text size="sm" fw={500} c={`${perspective.color}.8`} mt={4}>
                {perspective.members}
              </Text>
              <Text size="sm" c="dimmed" mt="sm">
                {perspective.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
