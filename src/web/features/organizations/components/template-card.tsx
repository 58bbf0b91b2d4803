// A template as a card: what it is for, how many seats, how often used, and 'Use Template'. On
// the marketplace (another organization's template) its seats can be previewed first.
import { Badge, Button, Card, Collapse, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Template } from '../../../../contracts/boards.ts';

interface TemplateCardProps {
  template: Template;
  /** Where 'Use Template' leads: board creation with this template (and organization). */
  usePath: string;
  /** Extra actions of a custom template (Edit, Share, Delete). */
  children?: ReactNode;
  /** Offers 'Preview seats': each seat, its kind and default weight, before using the template. */
  preview?: boolean;
}

export function TemplateCard({ template, usePath, children, preview = false }: TemplateCardProps) {
  const [previewing, { toggle }] = useDisclosure(false);
  const seatsId = useId();
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
        {preview && (
          <Collapse expanded={previewing}>
            <List size="sm" spacing={2} id={seatsId} aria-label={`Seats of ${template.name}`}>
              {template.positions.map((seat) => (
                <List.Item key={seat.key}>
                  {seat.title}: {Math.round(seat.weight * 100)}% (
                  {seat.type === 'Human' ? 'human seat' : 'AI seat'})
                </List.Item>
              ))}
            </List>
          </Collapse>
        )}
        <Group gap="xs" mt="xs">
          <Button component={Link} to={usePath} size="xs" aria-label={`Use Template ${template.name}`}>
            Use Template
          </Button>
          {preview && (
            <Button
              size="xs"
              variant="default"
              aria-expanded={previewing}
              aria-controls={seatsId}
              aria-label={`${previewing ? 'Hide' : 'Preview'} the seats of ${template.name}`}
              onClick={toggle}
            >
              {previewing ? 'Hide seats' : 'Preview seats'}
            </Button>
          )}
          {children}
        </Group>
      </Stack>
    </Card>
  );
}

export function templateUsePath(template: Template, organizationId: string): string {
  return `/board/new?template=${encodeURIComponent(template.slug)}&organization=${organizationId}`;
}
