import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Template } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useTemplates } from '../../../shared/api/templates.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import classes from './create-board.module.css';

interface TemplateStepProps {
  selectedSlug: string | null;
  onSelect: (template: Template) => void;
}

export function TemplateStep({ selectedSlug, onSelect }: TemplateStepProps) {
  const templates = useTemplates();

  if (templates.isPending) return <LoadingState label="Loading templates..." />;
  if (templates.isError) {
    return (
      <ErrorState
        title="Could not load templates"
        message={errorMessage(templates.error, 'An unexpected error occurred')}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  if (templates.data.length === 0) return <Text c="dimmed">No templates are available.</Text>;

  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
      {templates.data.map((template) => {
        const selected = template.slug === selectedSlug;
        return (
          <UnstyledButton
            key={template.slug}
            aria-pressed={selected}
            className={classes.templateCard}
            data-selected={selected || undefined}
            onClick={() => onSelect(template)}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{template.name}</Text>
                {selected && (
                  <IconCircleCheckFilled size={20} color="var(--mantine-primary-color-filled)" aria-hidden />
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {template.purpose}
              </Text>
              <Group gap={6}>
                {template.positions.map((seat) => (
                  <Badge key={seat.key} variant="light" radius="sm" tt="none" size="sm">
                    {seat.title}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
