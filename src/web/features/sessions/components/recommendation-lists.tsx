// The recommendation's action items and critical risks (Risk Assessment).
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Recommendation } from '../../../../contracts/sessions.ts';
import { humanize } from '../../../shared/lib/session-labels.ts';

const SEVERITY_COLORS: Record<string, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

/** A titled part of the recommendation, or `none` in its place when the board gave nothing there. */
export function RecommendationPart({
  id,
  title,
  none = false,
  children,
}: {
  id: string;
  title: string;
  none?: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {none ? <Text c="dimmed">{none}</Text> : children}
    </section>
  );
}

export function ActionItems({
  items,
  title = 'Action Items',
}: {
  items: Recommendation['action_items'];
  title?: string;
}) {
  return (
    <RecommendationPart id="action-items-title" title={title} none={items.length === 0 && 'No action items.'}>
      <List type="ordered" spacing="xs">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a model may repeat an action word for word
          <List.Item key={index}>
            <Text span fw={500}>
              {item.action}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              — {item.owner_role}, {item.horizon}
            </Text>
          </List.Item>
        ))}
      </List>
    </RecommendationPart>
  );
}

export function CriticalRisks({
  risks,
  title = 'Critical Risks',
}: {
  risks: Recommendation['critical_risks'];
  title?: string;
}) {
  return (
    <RecommendationPart
      id="critical-risks-title"
      title={title}
      none={risks.length === 0 && 'The board named no critical risks.'}
    >
      <Stack gap="xs">
        {risks.map((risk, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a model may repeat a risk word for word
          <Paper withBorder radius="md" p="sm" key={index}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge
                color={SEVERITY_COLORS[risk.severity] ?? 'gray'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {humanize(risk.severity)}
              </Badge>
              <Text fw={500}>{risk.risk}</Text>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              Mitigation: {risk.mitigation}
            </Text>
          </Paper>
        ))}
      </Stack>
    </RecommendationPart>
  );
}
