// Related past decisions (ADR 50): on Ask Your Board, what this board decided on similar questions,
// shown while the question is typed, before asking; on the analysis page, the ones the seats were
// handed. Each says when and what was decided (and how it turned out, once reviewed).
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type RelatedDecision, relatedSentence } from '../../../../contracts/related-decisions.ts';
import { TOPIC_MIN_EXCLUSIVE } from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { Panel } from '../../../shared/components/panel.tsx';
import { useRelatedDecisions } from '../api/related-decisions.ts';

const percent = (value: number | null) => (value === null ? null : `${Math.round(value * 100)}%`);

function RelatedList({ related }: { related: readonly RelatedDecision[] }) {
  return (
    <List spacing="sm" listStyleType="none" withPadding={false}>
      {related.map((r) => (
        <List.Item key={r.session_id}>
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {relatedSentence(r)}
            </Text>
            <Anchor component={Link} to={`/session/${r.session_id}`} size="sm">
              {r.topic}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[
                r.kind_label && `Read as ${r.kind_label.toLowerCase()}`,
                percent(r.confidence_score) && `confidence ${percent(r.confidence_score)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {r.risks[0] && (
              <Text size="xs">
                <Text span fw={600} size="xs">
                  Risk named then:
                </Text>{' '}
                {r.risks[0]}
              </Text>
            )}
            {r.review?.notes && (
              <Text size="xs">
                <Text span fw={600} size="xs">
                  Review:
                </Text>{' '}
                {r.review.notes}
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

function RelatedPanel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = `${testId}-title`;
  return (
    <Panel aria-labelledby={id} data-testid={testId}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        <IconHistory size={18} aria-hidden />
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Panel>
  );
}

/**
 * Ask Your Board: the board's past decisions like the question being typed, looked up once the
 * typing pauses. Nothing shows until the topic is long enough to ask.
 */
export function RelatedDecisionsPreview({
  boardId,
  topic,
  context,
}: {
  boardId: string;
  topic: string;
  context: string;
}) {
  const [question] = useDebouncedValue({ topic: topic.trim(), context: context.trim() }, 500);
  const enabled = question.topic.length > TOPIC_MIN_EXCLUSIVE;
  const related = useRelatedDecisions(boardId, question, enabled);
  if (!enabled) return null;
  return (
    <RelatedPanel title="Related past decisions" testId="related-decisions">
      <div aria-live="polite">
        {related.isPending ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Looking for related past decisions…</Text>
          </Group>
        ) : related.isError ? (
          <Alert color="red" variant="light" title="Could not look for related past decisions">
            {errorMessage(related.error, 'Please try again.')}
            <div>
              <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void related.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : related.data.related.length === 0 ? (
          <Text size="sm" c="dimmed">
            This board has decided nothing like this yet.
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              The board will be handed these when you ask.
            </Text>
            <RelatedList related={related.data.related} />
          </Stack>
        )}
      </div>
    </RelatedPanel>
  );
}

/** The analysis page: the past decisions the seats were handed when the session started. */
export function HandedDecisionsPanel({ related }: { related: readonly RelatedDecision[] }) {
  if (related.length === 0) return null;
  return (
    <RelatedPanel title="Related past decisions the board was handed" testId="handed-decisions">
      <RelatedList related={related} />
    </RelatedPanel>
  );
}
