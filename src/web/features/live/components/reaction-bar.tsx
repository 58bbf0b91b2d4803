// Quick reactions on one message: agree, disagree, question, concern — live counts for everyone,
// mine highlighted; a second press takes mine back.
import { Button, Group } from '@mantine/core';
import { REACTION_KINDS, REACTION_LABELS, type ReactionKind } from '../../../../contracts/live.ts';
import type { ReactionTally } from '../lib/room-feed.ts';

interface ReactionBarProps {
  seq: number;
  tallies: Partial<Record<ReactionKind, ReactionTally>> | undefined;
  disabled: boolean;
  onReact: (seq: number, kind: ReactionKind) => void;
}

export function ReactionBar({ seq, tallies, disabled, onReact }: ReactionBarProps) {
  return (
    <Group gap={6} mt="xs" role="group" aria-label="Reactions">
      {REACTION_KINDS.map((kind) => {
        const tally = tallies?.[kind];
        const count = tally?.count ?? 0;
        return (
          <Button
            key={kind}
            size="compact-xs"
            radius="xl"
            variant={tally?.mine ? 'filled' : 'default'}
            aria-pressed={tally?.mine ?? false}
            disabled={disabled}
            onClick={() => onReact(seq, kind)}
          >
            {/* The visible text is the accessible name: the kind and its count. */}
            {`${REACTION_LABELS[kind]} (${count})`}
          </Button>
        );
      })}
    </Group>
  );
}
