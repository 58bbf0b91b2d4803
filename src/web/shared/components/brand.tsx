import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/** The Boardwise mark and name; `withTagline` adds the one-line description. */
export function Brand({ withTagline = false }: { withTagline?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconBuildingCommunity size={20} />
      </ThemeIcon>
      <div>
        <Text fw={800} size="lg" lh={1.1} c="var(--mantine-color-text)">
          Boardwise
        </Text>
        {withTagline && (
          <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
            A multi-perspective decision engine
          </Text>
        )}
      </div>
    </Group>
  );
}
