import { Center, Group, Loader, Text } from '@mantine/core';

/** A visible, announced loading message (spec texts such as 'Loading your boards...'). */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
