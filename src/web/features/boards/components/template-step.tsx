import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Template } from '../../../../contracts/boards.ts';
import { useTemplates } from '../../../shared/api/templates.ts';
import { QueryView } from '../../../shared/components/query-view.tsx';
import classes from './create-board.module.css';

interface TemplateStepProps {
  selectedSlug: string | null;
  onSelect: (template: Template) => void;
  /** A template opened by link that the list may not hold (one from the marketplace). */
  extra?: Template | null;
}

export function TemplateStep({ selectedSlug, onSelect, extra }: TemplateStepProps) {
  const templates = useTemplates();

  return (
    <QueryView query={templates} loading="Loading templates..." failed="Could not load templates">
      {(templateList) => {
        const listed =
          extra && !templateList.some((t) => t.slug === extra.slug) ? [extra, ...templateList] : templateList;
        if (listed.length === 0) return <Text c="dimmed">No templates are available.</Text>;

        return (
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
            {listed.map((template) => {
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
                      <Text fw={700}>
                        <span aria-hidden>{template.icon} </span>
                        {template.name}
                      </Text>
                      {selected && (
                        <IconCircleCheckFilled
                          size={20}
                          color="var(--mantine-primary-color-filled)"
                          aria-hidden
                        />
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
      }}
    </QueryView>
  );
}
