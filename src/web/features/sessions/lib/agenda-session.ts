// Ask Your Board's Import Agenda mode: which meetings are
// offered, the form's values and what is missing, and the session request built from the chosen
// agenda items (topic from their titles, context from their details via the shared builder in
// src/web/shared/lib/agenda-items.ts). The server records the board's decision on those items.
import type { AgendaItem, Meeting, MeetingDetail } from '../../../../contracts/meetings.ts';
import {
  CONTEXT_MIN_EXCLUSIVE,
  type CreateSessionBody,
  createSessionBodySchema,
  sessionConstraintsSchema,
  TOPIC_MAX,
} from '../../../../contracts/sessions.ts';
import { decisionContext, ITEM_TYPE_LABELS, itemTopic } from '../../../shared/lib/agenda-items.ts';
import { constraintsOf } from './session-form.ts';

/** The longest decision context the server accepts (the contract's limit). */
export const CONTEXT_MAX = createSessionBodySchema.shape.decision_context.maxLength ?? 10_000;
/** The longest company information the server accepts (the contract's limit). */
export const COMPANY_INFO_MAX = sessionConstraintsSchema.shape.company_info.maxLength ?? 4000;

export interface AgendaFormValues {
  meetingId: string | null;
  /** The selected agenda items' ids (in the order they were ticked; the request uses agenda order). */
  itemIds: readonly string[];
  companyInfo: string;
  budget: string;
  timeline: string;
  other: string;
}

export type AgendaFormField = 'meeting' | 'items' | 'companyInfo' | 'budget' | 'timeline' | 'other';
export type AgendaFormErrors = Partial<Record<AgendaFormField, string>>;

/** Form fields in the order they are shown (and their problems listed). */
export const AGENDA_FIELD_ORDER: readonly AgendaFormField[] = [
  'meeting',
  'items',
  'companyInfo',
  'budget',
  'timeline',
  'other',
];

export const AGENDA_FORM_MESSAGES = {
  meeting: 'Choose a meeting',
  items: 'Select at least one agenda item',
  tooManyItems: (max: number) => `Select at most ${max} agenda items`,
} as const;

/** The form as it opens: nothing chosen; company information remembered for the board, if any. */
export function emptyAgendaForm(companyInfo = ''): AgendaFormValues {
  return { meetingId: null, itemIds: [], companyInfo, budget: '', timeline: '', other: '' };
}

// ---- Meetings offered ---------------------------------------------------------------------------

type Offered = Pick<Meeting, 'status' | 'scheduled_date' | 'agenda_item_count'>;

export interface MeetingGroup<T> {
  label: 'In progress' | 'Upcoming' | 'Earlier';
  meetings: T[];
}

const time = (value: string) => {
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * The meetings whose agenda can be put to the board, upcoming first: the one in progress, then
 * those still ahead (soonest first), then those whose date has passed without the meeting being
 * held (latest first). Completed meetings are left out: their agenda can no longer change.
 */
export function agendaMeetingGroups<T extends Offered>(meetings: readonly T[], now: Date): MeetingGroup<T>[] {
  const open = meetings.filter((m) => m.status !== 'COMPLETED' && m.agenda_item_count > 0);
  const byDate = (a: T, b: T) => time(a.scheduled_date) - time(b.scheduled_date);
  const inProgress = open.filter((m) => m.status === 'IN_PROGRESS').sort(byDate);
  const waiting = open.filter((m) => m.status !== 'IN_PROGRESS');
  const upcoming = waiting.filter((m) => time(m.scheduled_date) >= now.getTime()).sort(byDate);
  const earlier = waiting.filter((m) => time(m.scheduled_date) < now.getTime()).sort((a, b) => byDate(b, a));
  const groups: MeetingGroup<T>[] = [
    { label: 'In progress', meetings: inProgress },
    { label: 'Upcoming', meetings: upcoming },
    { label: 'Earlier', meetings: earlier },
  ];
  return groups.filter((g) => g.meetings.length > 0);
}

// ---- The request ------------------------------------------------------------------------------

type SelectableItem = Pick<AgendaItem, 'id' | 'order'>;

/** The meeting's items that are selected, in agenda order (ids not on the agenda are ignored). */
export function selectedAgendaItems<T extends SelectableItem>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const chosen = new Set(ids);
  return items.filter((item) => chosen.has(item.id)).sort((a, b) => a.order - b.order);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** One item: its title. Several: 'Agenda: ' and their titles joined with '; ' (at most 500 characters). */
export function agendaTopic(items: readonly Pick<AgendaItem, 'title'>[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return itemTopic(items[0]!.title);
  return truncate(`Agenda: ${items.map((item) => item.title.trim()).join('; ')}`, TOPIC_MAX);
}

type ContextAgendaItem = Pick<
  AgendaItem,
  | 'title'
  | 'description'
  | 'background'
  | 'proposal'
  | 'recommendation'
  | 'item_type'
  | 'estimated_duration_minutes'
  | 'requires_vote'
>;

export const NO_ITEM_DETAILS = 'No details on the agenda.';

/** 'May 1, 2026' in the browser's time zone; null when the value is not a date. */
function meetingDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

function itemFacts(item: ContextAgendaItem): string {
  const facts = [ITEM_TYPE_LABELS[item.item_type], `${item.estimated_duration_minutes} min`];
  if (item.requires_vote) facts.push('requires a vote');
  return facts.join(', ');
}

/**
 * The decision context: each item's description, background, proposal and recommendation, headed
 * by its title. When the items' details come to no more than 20 characters, a context listing the
 * items (with whatever details they have) under the meeting's title and date instead.
 */
export function agendaContext(
  meeting: Pick<Meeting, 'title' | 'scheduled_date'>,
  items: readonly ContextAgendaItem[],
): string {
  const sections = items.map((item) => ({ item, details: decisionContext(item) }));
  const detailLength = sections.reduce((sum, s) => sum + s.details.length, 0);
  if (detailLength > CONTEXT_MIN_EXCLUSIVE) {
    const text = sections
      .map(({ item, details }) => `## ${item.title.trim()}\n\n${details || NO_ITEM_DETAILS}`)
      .join('\n\n');
    return truncate(text, CONTEXT_MAX);
  }
  const date = meetingDate(meeting.scheduled_date);
  const lines = sections.map(({ item, details }) => {
    const line = `- ${item.title.trim()} (${itemFacts(item)})`;
    return details ? `${line}: ${details.replace(/\s+/g, ' ')}` : line;
  });
  const heading = `Agenda items from the meeting "${meeting.title.trim()}"${date ? ` on ${date}` : ''}:`;
  return truncate([heading, ...lines].join('\n'), CONTEXT_MAX);
}

type AgendaMeeting = Pick<MeetingDetail, 'id' | 'title' | 'scheduled_date'> & {
  agenda_items: readonly (SelectableItem & ContextAgendaItem)[];
};

/** The session request; null until a meeting (loaded) and at least one of its items are chosen. */
export function toAgendaSessionBody(
  values: AgendaFormValues,
  meeting: AgendaMeeting | null,
): CreateSessionBody | null {
  if (!meeting || meeting.id !== values.meetingId) return null;
  const items = selectedAgendaItems(meeting.agenda_items, values.itemIds);
  if (items.length === 0) return null;
  return {
    decision_topic: agendaTopic(items),
    decision_context: agendaContext(meeting, items),
    decision_type: 'strategic',
    constraints: {
      ...constraintsOf(values),
      meeting_id: meeting.id,
      agenda_item_ids: items.map((item) => item.id),
    },
  };
}

const CONSTRAINT_FIELDS: Partial<Record<PropertyKey, AgendaFormField>> = {
  company_info: 'companyInfo',
  budget: 'budget',
  timeline: 'timeline',
  other: 'other',
  agenda_item_ids: 'items',
};

/**
 * The first problem of each field; empty when the form is valid. The meeting must be loaded for
 * its items to count as selected. Company information and the constraints follow the contract's
 * rules and messages, as in the manual form.
 */
export function agendaFormErrors(values: AgendaFormValues, meeting: AgendaMeeting | null): AgendaFormErrors {
  const errors: AgendaFormErrors = {};
  if (!values.meetingId) errors.meeting = AGENDA_FORM_MESSAGES.meeting;
  const items =
    meeting && meeting.id === values.meetingId
      ? selectedAgendaItems(meeting.agenda_items, values.itemIds)
      : [];
  if (items.length === 0) errors.items = AGENDA_FORM_MESSAGES.items;
  const result = sessionConstraintsSchema.safeParse({
    ...constraintsOf(values),
    // Checked as typed, so an over-long company description is refused, not trimmed into the limit.
    company_info: values.companyInfo,
    meeting_id: values.meetingId,
    agenda_item_ids: items.map((item) => item.id),
  });
  for (const issue of result.success ? [] : result.error.issues) {
    const field = CONSTRAINT_FIELDS[issue.path[0] ?? ''];
    if (!field || errors[field]) continue;
    errors[field] =
      field === 'items' && issue.code === 'too_big'
        ? AGENDA_FORM_MESSAGES.tooManyItems(Number(issue.maximum))
        : issue.message;
  }
  return errors;
}

/** The problems in field order, for the list next to the submit button. */
export function missingAgendaItems(errors: AgendaFormErrors): string[] {
  return AGENDA_FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : []));
}
