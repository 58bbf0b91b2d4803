// 'Would it flip?': which single votes, or how much of the board's weight, would change the
// computed outcome — so a user sees how narrow the recommendation is.
import { Text, Title } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { Panel } from '../../../shared/components/panel.tsx';

export function WouldItFlip({ sensitivity }: { sensitivity: SessionDetail['sensitivity'] }) {
  if (!sensitivity) return null;
  return (
    <Panel aria-labelledby="flip-title">
      <Title order={3} size="h5" id="flip-title" mb={4}>
        Would it flip?
      </Title>
      <Text size="sm" data-testid="would-it-flip">
        {sensitivity.summary}
      </Text>
    </Panel>
  );
}
