// The board's choice between a decision's options (ADR 58): the ranking by the board's rule, how
// close it was, who could flip the winner, each option's figures side by side, and every seat's
// ranking with its reasons and any veto.
import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  CLOSENESS_LABELS,
  OPTION_RULE_LABELS,
  type OptionFiguresDto,
  type OptionsOutcomeDto,
  optionCost,
} from '../../../../contracts/options.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { Panel } from '../../../shared/components/panel.tsx';

const pct = (n: number) => `${Math.round(n * 100)}%`;

function FiguresCell({ figures }: { figures: OptionFiguresDto | undefined }) {
  if (!figures)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const cost = optionCost(figures);
  return (
    <Stack gap={0}>
      {cost !== null ? (
        <Text size="sm">{cost}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          No price given
        </Text>
      )}
      {figures.figures.length > 0 && (
        <Text size="xs" c="dimmed">
          {figures.figures.map((f) => f.text).join(', ')}
        </Text>
      )}
      {figures.compared && (
        <Text size="xs" c="dimmed">
          {figures.compared}
        </Text>
      )}
    </Stack>
  );
}

export function OptionRanking({
  result,
  figures = [],
}: {
  result: OptionsOutcomeDto | null;
  figures?: readonly OptionFiguresDto[];
}) {
  if (!result) return null;
  const figuresOf = new Map(figures.map((f) => [f.option, f]));
  const labelOf = new Map(result.standings.map((s) => [s.option, s.label]));
  return (
    <Panel aria-labelledby="options-title" data-testid="option-ranking">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id="options-title">
            The board's choice between the options
          </Title>
          <Group gap="xs">
            <Badge variant="light">{OPTION_RULE_LABELS[result.rule].split(' (')[0]}</Badge>
            <Badge
              variant="light"
              color={result.closeness === 'clear' ? 'teal' : 'yellow'}
              data-testid="option-closeness"
            >
              {CLOSENESS_LABELS[result.closeness]}
              {result.winner && result.closeness !== 'tie' ? ` · margin ${pct(result.margin)}` : ''}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" data-testid="option-summary">
          {result.summary}
        </Text>
        <DataTable
          minWidth={560}
          verticalSpacing={7}
          striped
          withTableBorder
          aria-label="Options side by side"
          columns={[
            'Place',
            'Option',
            result.rule === 'borda' ? 'Borda score' : 'Last-round share',
            'First choices',
            'Figures',
            'Vetoes',
          ]}
        >
          {result.standings.map((s) => (
            <Table.Tr key={s.option} data-testid={`option-row-${s.option}`}>
              <Table.Td>{s.place}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={s.option === result.winner ? 700 : 400}>
                  {s.option}. {s.label}
                </Text>
              </Table.Td>
              <Table.Td>{pct(s.score)}</Table.Td>
              <Table.Td>{pct(s.first_choices)}</Table.Td>
              <Table.Td>
                <FiguresCell figures={figuresOf.get(s.option)} />
              </Table.Td>
              <Table.Td>
                {s.vetoed_by.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                ) : (
                  <Text size="sm" c="red">
                    {s.vetoed_by.map((v) => `${v.seat} (${v.duty})`).join('; ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {result.rounds.length > 0 && (
          <Text size="sm" c="dimmed">
            Rounds:{' '}
            {result.rounds
              .map(
                (r, i) =>
                  `${i + 1}) ${Object.entries(r.shares)
                    .map(([o, share]) => `${o} ${pct(share)}`)
                    .join(', ')}${r.eliminated ? `, ${r.eliminated} drops out` : ''}`,
              )
              .join('; ')}
          </Text>
        )}
        <section aria-labelledby="ballots-title">
          <Title order={4} size="h5" id="ballots-title" mb={4}>
            How each seat ranked them
          </Title>
          <Stack gap="xs">
            {result.ballots.map((b) => (
              <div key={b.seat_id} data-testid="option-ballot">
                <Text size="sm" fw={600}>
                  {b.seat}
                  {b.is_human ? ' (human)' : ''} · weight {pct(b.weight)}
                  {!b.counted ? ' · not counted' : ''}
                </Text>
                {b.ranking.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Ranked no option.
                  </Text>
                ) : (
                  <List type="ordered" size="sm" spacing={2}>
                    {b.ranking.map((r) => (
                      <List.Item key={r.option}>
                        <Text span size="sm" fw={500}>
                          {r.option}. {labelOf.get(r.option)}
                        </Text>
                        {r.reason ? ` — ${r.reason}` : ''}
                      </List.Item>
                    ))}
                  </List>
                )}
                {b.veto && (
                  <Text size="sm" c="red">
                    Vetoes {b.veto.option} on {b.veto.duty}
                    {b.veto.reason ? `: ${b.veto.reason}` : ''}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </section>
      </Stack>
    </Panel>
  );
}
