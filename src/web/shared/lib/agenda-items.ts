// Agenda items as the board is asked about them, shared by the meeting run page (one item) and
// Ask Your Board's Import Agenda mode (several): type labels, the topic an item gives, and the
// context built from its description, background, proposal and recommendation.
import type { AgendaItem, AgendaItemType } from '../../../contracts/meetings.ts';
import { TOPIC_MAX, TOPIC_MIN_EXCLUSIVE } from '../../../contracts/sessions.ts';

export const ITEM_TYPE_OPTIONS: { value: AgendaItemType; label: string }[] = [
  { value: 'DISCUSSION', label: 'Discussion' },
  { value: 'DECISION', label: 'Decision' },
  { value: 'INFORMATION', label: 'Information' },
  { value: 'APPROVAL', label: 'Approval' },
];

export const ITEM_TYPE_LABELS = Object.fromEntries(
  ITEM_TYPE_OPTIONS.map((o) => [o.value, o.label]),
) as Record<AgendaItemType, string>;

export type ContextItem = Pick<AgendaItem, 'description' | 'background' | 'proposal' | 'recommendation'>;

/** The item's details as decision context: description, then labelled background, proposal, recommendation. */
export function decisionContext(item: ContextItem): string {
  const parts: string[] = [];
  if (item.description?.trim()) parts.push(item.description.trim());
  if (item.background?.trim()) parts.push(`Background: ${item.background.trim()}`);
  if (item.proposal?.trim()) parts.push(`Proposal: ${item.proposal.trim()}`);
  if (item.recommendation?.trim()) parts.push(`Recommendation: ${item.recommendation.trim()}`);
  return parts.join('\n\n');
}

/** The decision topic for one item: its title, lengthened when too short to be a valid topic. */
export function itemTopic(title: string): string {
  const topic = title.trim();
  return (topic.length <= TOPIC_MIN_EXCLUSIVE ? `Decide on: ${topic}` : topic).slice(0, TOPIC_MAX);
}
