// A record's facts (label and value pairs) as a description list, four abreast on a wide screen.
import { SimpleGrid, Text } from '@mantine/core';

export function FactGrid({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
