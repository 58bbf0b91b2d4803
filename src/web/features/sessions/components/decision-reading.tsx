// 'How the board read your decision': the restatement, each figure with its meaning (and who
// corrected it), what the text rules out, the calculations, the premises the figures contradict,
// the duties and the facts still needed — so a user sees a misreading at once.
import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { DecisionReadingDto } from '../../../../contracts/sessions.ts';
import { Panel } from '../../../shared/components/panel.tsx';

export function DecisionReading({ reading }: { reading: DecisionReadingDto }) {
  const oldRedLines = reading.duties.length === 0 ? (reading.red_lines ?? []) : [];
  return (
    <Panel density="wide" aria-labelledby="reading-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4" id="reading-title">
            How the board read your decision
          </Title>
          {/* A framed decision's kind is a guess to confirm, not the reading the board acted on. */}
          {reading.kind_label && (
            <Badge variant="light" color={reading.verdict === 'needs_information' ? 'gray' : undefined}>
              {reading.verdict === 'needs_information'
                ? `Perhaps: ${reading.kind_label}`
                : reading.kind_label}
            </Badge>
          )}
        </Group>
        <Text data-testid="reading-restatement">{reading.restatement}</Text>
        {reading.numbers.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={4} aria-label="Figures and what they mean">
            <Table.Tbody>
              {reading.numbers.map((n, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same figure may be stated twice
                <Table.Tr key={index}>
                  <Table.Td c="dimmed">{n.label}</Table.Td>
                  <Table.Td fw={500}>
                    {n.text}
                    {n.corrected_by && (
                      <Badge ml="xs" size="sm" variant="light" color="grape">
                        corrected by {n.corrected_by}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {reading.negations.length > 0 && (
          <Text size="sm" c="dimmed">
            Negated in the text: {reading.negations.join('; ')}.
          </Text>
        )}
        {reading.calculations.length > 0 && (
          <div>
            <Text fw={600} size="sm" mb={4}>
              The board’s calculations
            </Text>
            <List spacing={4} size="sm">
              {reading.calculations.map((c) => (
                <List.Item key={c.label}>
                  <Text span fw={500}>
                    {c.label}: {c.result}
                  </Text>{' '}
                  <Text span c="dimmed">
                    ({c.inputs})
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {reading.premise_checks.length > 0 && (
          <div data-testid="reading-premise-checks">
            <Text fw={600} size="sm" mb={4} c="orange.8">
              Premises the figures contradict
            </Text>
            <List spacing={4} size="sm">
              {reading.premise_checks.map((p) => (
                <List.Item key={p.meaning}>{p.text}</List.Item>
              ))}
            </List>
          </div>
        )}
        {(reading.duties.length > 0 || oldRedLines.length > 0) && (
          <div data-testid="reading-duties">
            <Text fw={600} size="sm" mb={4} c="red">
              Duties the board must raise
            </Text>
            <List spacing={6} size="sm">
              {reading.duties.map((d) => (
                <List.Item key={d.id}>
                  <Text span fw={600}>
                    {d.title}
                  </Text>{' '}
                  <Text span c="dimmed">
                    ({d.owner_title})
                  </Text>
                  : {d.text}
                </List.Item>
              ))}
              {oldRedLines.map((r) => (
                <List.Item key={r.id}>{r.text}</List.Item>
              ))}
            </List>
          </div>
        )}
        {reading.missing.length > 0 && (
          <div data-testid="reading-missing">
            <Text fw={600} size="sm" mb={4}>
              Facts the board still needs
            </Text>
            <List spacing={4} size="sm">
              {reading.missing.map((m) => (
                <List.Item key={m.fact}>{m.question}</List.Item>
              ))}
            </List>
          </div>
        )}
        {reading.corrections.length > 0 && (
          <Text size="sm" c="grape.8" data-testid="reading-corrections">
            {reading.corrections.map((c) => `Corrected by ${c.author}: ${c.changes.join('; ')}.`).join(' ')}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}

/** A refused session: the reason and what to add, instead of scores, votes and actions. */
export function CannotJudge({ reading }: { reading: DecisionReadingDto | null }) {
  const refusal = reading?.cannot_judge;
  if (!refusal) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="cannot-judge">
      <Stack gap="xs">
        <Text>{refusal.explanation}</Text>
        <Text fw={600}>What to add</Text>
        <List spacing={4}>
          {refusal.what_to_add.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text c="dimmed" size="sm">
          No votes were cast and no actions are recommended.
        </Text>
      </Stack>
    </Paper>
  );
}
