import { Anchor, Group, Text } from '@mantine/core';
import type { Template } from '../../../../contracts/boards.ts';

interface WizardSummaryProps {
  name: string;
  template: Template | null;
  onEdit: (step: number) => void;
}

/** What steps 1 and 2 chose, with a way back (the seats step can be the first one shown). */
export function WizardSummary({ name, template, onEdit }: WizardSummaryProps) {
  const hasName = name.trim() !== '';
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        <Text span c="dimmed">
          Board:{' '}
        </Text>
        {hasName ? (
          <Text span fw={600}>
            {name.trim()}
          </Text>
        ) : (
          <Text span c="red" fw={500}>
            Board name is required
          </Text>
        )}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(0)}>
          {hasName ? 'Edit' : 'Add a name'}
        </Anchor>
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Template:{' '}
        </Text>
        <Text span fw={600}>
          {template?.name ?? 'None'}
        </Text>{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(1)}>
          Change
        </Anchor>
      </Text>
    </Group>
  );
}
