// A small titled list of short texts (a decision's conditions, a seat's key points); nothing when
// it is empty.
import { List, Text } from '@mantine/core';

export function TitledList({
  title,
  items,
  spacing,
  labelled = false,
}: {
  title: string;
  items: readonly string[];
  spacing?: number;
  /** Names the list by its title, for a list a screen reader should find on its own. */
  labelled?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={spacing} aria-label={labelled ? title : undefined}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text may repeat word for word
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}
