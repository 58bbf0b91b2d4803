// How the board decides: the default reading, or a formal rule (simple majority, two thirds,
// unanimity; on the votes cast, the seats present or all seats; AI seats voting or advising).
// Saved on its own; sessions started afterwards apply it, and an agenda item requiring a vote
// overrides the threshold with its vote type.
import { Alert, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Board } from '../../../../contracts/boards.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import {
  AI_SEAT_CHOICES,
  BASE_CHOICES,
  DEFAULT_RULE,
  draftOfRule,
  ruleOfDraft,
  ruleWarning,
  sameRule,
  THRESHOLD_CHOICES,
  type VotingRuleDraft,
} from '../lib/voting-rule-form.ts';
import { SettingsFormPanel } from './settings-form-panel.tsx';

const RULE_FIELDS: { key: keyof VotingRuleDraft; label: string; data: { value: string; label: string }[] }[] =
  [
    { key: 'threshold', label: 'Threshold', data: THRESHOLD_CHOICES },
    { key: 'base', label: 'Measured on', data: BASE_CHOICES },
    { key: 'ai_seats', label: 'AI seats', data: AI_SEAT_CHOICES },
  ];

export function VotingRulePanel({ board }: { board: Board }) {
  const [draft, setDraft] = useState(() => draftOfRule(board.voting_rule));
  // A select only offers its field's own values, so what it gives back is one of them.
  const change = (patch: Partial<Record<keyof VotingRuleDraft, string>>) =>
    setDraft((current) => ({ ...current, ...(patch as Partial<VotingRuleDraft>) }));
  const rule = ruleOfDraft(draft);
  const unchanged = sameRule(rule, board.voting_rule);
  const warning = ruleWarning(rule, board.positions);

  return (
    <SettingsFormPanel
      id="voting-rule-title"
      title="Voting rule"
      description={
        <>
          How the board’s final vote decides the outcome. Sessions started from now on apply it; an agenda
          item that requires a vote uses its own vote type as the threshold.
        </>
      }
      boardId={board.id}
      body={{ voting_rule: rule }}
      unchanged={unchanged}
      saveLabel="Save Voting Rule"
      onSaved={(saved) => {
        setDraft(draftOfRule(saved.voting_rule));
        notifySuccess('Voting rule saved');
      }}
      failedMessage="Could not save the voting rule"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {RULE_FIELDS.map(({ key, label, data }) => (
          <NativeSelect
            key={key}
            label={label}
            data={data}
            value={draft[key]}
            // The base and the AI seats belong to a formal rule: the default reading has neither.
            disabled={key !== 'threshold' && draft.threshold === DEFAULT_RULE}
            onChange={(event) => change({ [key]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      {warning && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {warning}
        </Alert>
      )}
    </SettingsFormPanel>
  );
}
