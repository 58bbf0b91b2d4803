import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Template } from '../../../../contracts/boards.ts';

interface TemplateCardProps {
  template: Template;
  /** Where 'Use Template' leads: board creation with this template (and organization). */
  usePath: string;
  /** Extra actions of a custom template (Edit, Share, Delete). */
  children?: ReactNode;
}

export function TemplateCard({ template, usePath, children }: TemplateCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Template ${template.name}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Text fz={24} aria-hidden>
              {template.icon}
            </Text>
            <Text fw={700}>{template.name}</Text>
          </Group>
          {template.is_builtin ? (
            <Badge variant="light" color="gray">
              Built-in
            </Badge>
          ) : template.is_shared ? (
            <Badge variant="light" color="teal">
              Shared
            </Badge>
          ) : (
            <Badge variant="light">Custom</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {template.purpose || 'No description'}
        </Text>
        {template.organization_name && !template.is_builtin && (
          <Text size="xs" c="dimmed">
            By {template.organization_name}
          </Text>
        )}
        <Group gap="lg">
          <Text size="sm">
            <b>{template.positions_count}</b> positions
          </Text>
          <Text size="sm">
            <b>{template.uses_count}</b> {template.uses_count === 1 ? 'use' : 'uses'}
          </Text>
        </Group>
        <Group gap="xs" mt="xs">
          <Button component={Link} to={usePath} size="xs" aria-label={`Use Template ${template.name}`}>
            Use Template
          </Button>
          {children}
        </Group>
      </Stack>
    </Card>
  );
}

export function templateUsePath(template: Template, organizationId: string): string {
  return `/board/new?template=${encodeURIComponent(template.slug)}&organization=${organizationId}`;
}
