// Asking the board about one agenda item: which items qualify, the session request built from the
// item (topic = title, context = description, background, proposal, recommendation — the shared
// builders in src/web/shared/lib/agenda-items.ts), and how a recorded decision is shown.
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { optionLabelsSchema } from '../../../../contracts/options.ts';
import type { CreateSessionBody } from '../../../../contracts/sessions.ts';
import { COMPANY_INFO_MIN_EXCLUSIVE, CONTEXT_MIN_EXCLUSIVE } from '../../../../contracts/sessions.ts';
import { type ContextItem, decisionContext, itemTopic } from '../../../shared/lib/agenda-items.ts';
import { optionLabels } from '../../../shared/lib/option-lines.ts';

type Decision = NonNullable<AgendaItem['decision']>;

/** Items put to the board: a vote is required, or the item is a decision or an approval. */
export function isVoteItem(item: Pick<AgendaItem, 'requires_vote' | 'item_type'>): boolean {
  return item.requires_vote || item.item_type === 'DECISION' || item.item_type === 'APPROVAL';
}

export const DECISION_MESSAGES = {
  needsDescription: `Add a description (more than ${CONTEXT_MIN_EXCLUSIVE} characters) to this item before asking the board`,
  needsCompanyInfo: `Give more than ${COMPANY_INFO_MIN_EXCLUSIVE} characters of company information`,
} as const;

export type SessionRequest =
  | { ok: true; body: CreateSessionBody }
  | { ok: false; reason: 'description' | 'company' | 'options'; message: string };

export function buildItemSession(
  item: Pick<AgendaItem, 'id' | 'title'> & ContextItem,
  companyInfo: string,
  meetingId: string,
  /** The options to choose between, one per line; blank for a yes/no item (or options in its text). */
  optionsText = '',
): SessionRequest {
  const context = decisionContext(item);
  if (context.length <= CONTEXT_MIN_EXCLUSIVE) {
    return { ok: false, reason: 'description', message: DECISION_MESSAGES.needsDescription };
  }
  const company = companyInfo.trim();
  if (company.length <= COMPANY_INFO_MIN_EXCLUSIVE) {
    return { ok: false, reason: 'company', message: DECISION_MESSAGES.needsCompanyInfo };
  }
  const options = optionLabels(optionsText);
  const checked = options ? optionLabelsSchema.safeParse(options) : null;
  if (checked && !checked.success) {
    return { ok: false, reason: 'options', message: checked.error.issues[0]?.message ?? 'Check the options' };
  }
  return {
    ok: true,
    body: {
      decision_topic: itemTopic(item.title),
      decision_context: context,
      decision_type: 'strategic',
      ...(checked?.success ? { options: checked.data } : {}),
      constraints: { company_info: company, meeting_id: meetingId, agenda_item_ids: [item.id] },
    },
  };
}

export const RESULT_LABELS: Record<Decision['result'], { label: string; color: string }> = {
  proceed: { label: 'Proceed', color: 'green' },
  against: { label: 'Against', color: 'red' },
  mixed: { label: 'Mixed views', color: 'yellow' },
};

type Tally = Decision['headcount'];

/** 'Approve 4 · Against 1 · Abstain 1' */
export function formatHeadcount(tally: Tally): string {
  return `Approve ${tally.approve} · Against ${tally.against} · Abstain ${tally.abstain}`;
}

/** One weighted share as a percentage (the tally holds fractions of the board's weight). */
export function weightedShare(value: number, tally: Tally): string {
  const sum = tally.approve + tally.against + tally.abstain;
  const scaled = sum > 1.5 ? value : value * 100; // already percentages
  return `${Math.round(scaled * 10) / 10}%`;
}

export function formatWeighted(tally: Tally): string {
  const pct = (n: number) => weightedShare(n, tally);
  return `Approve ${pct(tally.approve)} · Against ${pct(tally.against)} · Abstain ${pct(tally.abstain)}`;
}
