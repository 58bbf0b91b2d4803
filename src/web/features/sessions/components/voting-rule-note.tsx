// Which voting rule decided the outcome (the board's or the agenda item's), and how it came out.
// Nothing under the default reading.
import { Text, Title } from '@mantine/core';
import type { Recommendation } from '../../../../contracts/sessions.ts';
import { votingRuleLine } from '../../../../contracts/voting-rules.ts';
import { Panel } from '../../../shared/components/panel.tsx';

export function VotingRuleNote({ rule }: { rule: Recommendation['voting_rule'] | undefined }) {
  if (!rule) return null;
  return (
    <Panel aria-labelledby="rule-title">
      <Title order={3} size="h5" id="rule-title" mb={4}>
        Voting rule
      </Title>
      <Text size="sm" data-testid="voting-rule">
        {votingRuleLine(rule)}
      </Text>
    </Panel>
  );
}
