import { describe, expect, it } from 'vitest';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { createSessionBodySchema, SESSION_FORM_MESSAGES } from '../../../../contracts/sessions.ts';
import {
  AGENDA_FORM_MESSAGES,
  type AgendaFormValues,
  agendaContext,
  agendaFormErrors,
  agendaMeetingGroups,
  agendaTopic,
  CONTEXT_MAX,
  emptyAgendaForm,
  missingAgendaItems,
  NO_ITEM_DETAILS,
  selectedAgendaItems,
  toAgendaSessionBody,
} from './agenda-session.ts';

const COMPANY = 'B2B SaaS for logistics teams, 12 people, Berlin based.';

function item(id: string, order: number, overrides: Partial<AgendaItem> = {}): AgendaItem {
  return {
    id,
    meeting_id: 'm1',
    title: `Item ${id}`,
    description: null,
    background: null,
    proposal: null,
    recommendation: null,
    item_type: 'DISCUSSION',
    estimated_duration_minutes: 10,
    requires_vote: false,
    vote_type: 'simple_majority',
    order,
    notes: null,
    status: 'pending',
    started_at: null,
    completed_at: null,
    decision: null,
    ...overrides,
  };
}

const budget = item('a', 1, {
  title: 'Approve the 2026 budget',
  item_type: 'APPROVAL',
  requires_vote: true,
  estimated_duration_minutes: 20,
  description: 'Operating budget of €3.2M for 2026.',
  proposal: 'Approve as presented.',
});
const hire = item('b', 2, {
  title: 'Hire a VP of Sales',
  item_type: 'DECISION',
  background: 'Pipeline doubled; founders still close every deal.',
});
const update = item('c', 3, {
  title: 'Office move update',
  item_type: 'INFORMATION',
  estimated_duration_minutes: 5,
});

// Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
const meeting = { id: 'm1', title: 'Q3 Board Meeting', scheduled_date: '2026-05-01T12:00:00.000Z' };
const detail = { ...meeting, agenda_items: [update, budget, hire] };

const filled = (overrides: Partial<AgendaFormValues> = {}): AgendaFormValues => ({
  ...emptyAgendaForm(COMPANY),
  meetingId: 'm1',
  itemIds: ['b', 'a'],
  ...overrides,
});

describe('agenda session: topic', () => {
  it('is the title of a single item, lengthened when too short to be a topic', () => {
    expect(agendaTopic([budget])).toBe('Approve the 2026 budget');
    expect(agendaTopic([{ title: ' Hire ' }])).toBe('Decide on: Hire');
  });

  it("joins several titles after 'Agenda: ', at most 500 characters", () => {
    expect(agendaTopic([budget, hire])).toBe('Agenda: Approve the 2026 budget; Hire a VP of Sales');
    const long = agendaTopic(Array.from({ length: 4 }, (_, i) => ({ title: `${i} ${'x'.repeat(200)}` })));
    expect(long).toHaveLength(500);
    expect(long.startsWith('Agenda: 0 xxx')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('agenda session: context', () => {
  it("heads each item's details with its title", () => {
    expect(agendaContext(meeting, [budget, hire, update])).toBe(
      [
        '## Approve the 2026 budget',
        '',
        'Operating budget of €3.2M for 2026.',
        '',
        'Proposal: Approve as presented.',
        '',
        '## Hire a VP of Sales',
        '',
        'Background: Pipeline doubled; founders still close every deal.',
        '',
        '## Office move update',
        '',
        NO_ITEM_DETAILS,
      ].join('\n'),
    );
  });

  it('falls back to the items with the meeting title and date when the details are too short', () => {
    const short = { ...hire, background: 'Deck.' };
    expect(agendaContext(meeting, [short, update])).toBe(
      [
        'Agenda items from the meeting "Q3 Board Meeting" on May 1, 2026:',
        '- Hire a VP of Sales (Decision, 10 min): Background: Deck.',
        '- Office move update (Information, 5 min)',
      ].join('\n'),
    );
    const bare = agendaContext({ ...meeting, scheduled_date: 'not a date' }, [{ ...update, title: 'Vote' }]);
    expect(bare).toBe('Agenda items from the meeting "Q3 Board Meeting":\n- Vote (Information, 5 min)');
    expect(bare.length).toBeGreaterThan(20);
    expect(agendaContext(meeting, [{ ...budget, description: null, proposal: null }])).toBe(
      'Agenda items from the meeting "Q3 Board Meeting" on May 1, 2026:\n' +
        '- Approve the 2026 budget (Approval, 20 min, requires a vote)',
    );
  });

  it('keeps to the server limit', () => {
    const big = (id: string, order: number) => item(id, order, { description: 'y'.repeat(4000) });
    const context = agendaContext(meeting, [big('x', 1), big('y', 2), big('z', 3)]);
    expect(context).toHaveLength(CONTEXT_MAX);
    expect(context.endsWith('…')).toBe(true);
  });
});

describe('agenda session: request', () => {
  it('uses the selected items in agenda order, with the meeting and item ids', () => {
    expect(selectedAgendaItems(detail.agenda_items, ['b', 'a', 'gone']).map((i) => i.id)).toEqual(['a', 'b']);
    const body = toAgendaSessionBody(filled({ budget: ' €50k ', other: '  ' }), detail);
    expect(body).toEqual({
      decision_topic: 'Agenda: Approve the 2026 budget; Hire a VP of Sales',
      decision_context: agendaContext(meeting, [budget, hire]),
      decision_type: 'strategic',
      constraints: {
        company_info: COMPANY,
        budget: '€50k',
        timeline: null,
        other: null,
        meeting_id: 'm1',
        agenda_item_ids: ['a', 'b'],
      },
    });
    expect(createSessionBodySchema.safeParse(body).success).toBe(true);
  });

  it('is a valid request whatever the items hold', () => {
    const cases = [
      [item('s', 1, { title: 'Go' })],
      [item('l', 1, { title: 't'.repeat(300), description: 'd'.repeat(5000), background: 'b'.repeat(6000) })],
      Array.from({ length: 20 }, (_, i) => item(`n${i}`, i, { title: `Item number ${i} ${'t'.repeat(40)}` })),
    ];
    for (const items of cases) {
      const values = filled({ itemIds: items.map((i) => i.id) });
      const body = toAgendaSessionBody(values, { ...meeting, agenda_items: items });
      expect(createSessionBodySchema.safeParse(body).success).toBe(true);
    }
  });

  it('is not built before a loaded meeting and an item are chosen', () => {
    expect(toAgendaSessionBody(filled(), null)).toBeNull();
    expect(toAgendaSessionBody(filled({ meetingId: 'other' }), detail)).toBeNull();
    expect(toAgendaSessionBody(filled({ itemIds: [] }), detail)).toBeNull();
  });
});

describe('agenda session: validity', () => {
  it('lists a meeting, an item and company information as missing, in field order', () => {
    const errors = agendaFormErrors(emptyAgendaForm(), null);
    expect(missingAgendaItems(errors)).toEqual([
      AGENDA_FORM_MESSAGES.meeting,
      AGENDA_FORM_MESSAGES.items,
      SESSION_FORM_MESSAGES.companyInfo,
    ]);
  });

  it('needs the meeting loaded and one of its items selected', () => {
    expect(agendaFormErrors(filled(), null)).toEqual({ items: AGENDA_FORM_MESSAGES.items });
    expect(agendaFormErrors(filled({ itemIds: ['gone'] }), detail)).toEqual({
      items: AGENDA_FORM_MESSAGES.items,
    });
    expect(agendaFormErrors(filled({ itemIds: ['c'] }), detail)).toEqual({});
  });

  it('needs more than 20 characters of company information, and optional constraints within limits', () => {
    expect(agendaFormErrors(filled({ companyInfo: `  ${'x'.repeat(20)}  ` }), detail)).toEqual({
      companyInfo: SESSION_FORM_MESSAGES.companyInfo,
    });
    expect(agendaFormErrors(filled({ companyInfo: 'x'.repeat(21) }), detail)).toEqual({});
    expect(Object.keys(agendaFormErrors(filled({ budget: 'x'.repeat(201) }), detail))).toEqual(['budget']);
  });

  it('allows at most 50 items, as the server does', () => {
    const items = Array.from({ length: 51 }, (_, i) => item(`i${i}`, i));
    const values = filled({ itemIds: items.map((i) => i.id) });
    expect(agendaFormErrors(values, { ...meeting, agenda_items: items })).toEqual({
      items: 'Select at most 50 agenda items',
    });
  });
});

describe('agenda session: meetings offered', () => {
  const now = new Date('2026-05-10T09:00:00Z');
  const m = (
    id: string,
    status: 'DRAFT' | 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED',
    date: string,
    count = 2,
  ) => ({
    id,
    status,
    scheduled_date: date,
    agenda_item_count: count,
  });

  it('puts the meeting in progress first, then upcoming soonest first, then earlier latest first', () => {
    const groups = agendaMeetingGroups(
      [
        m('later', 'SCHEDULED', '2026-06-01T09:00:00Z'),
        m('done', 'COMPLETED', '2026-05-01T09:00:00Z'),
        m('old', 'SCHEDULED', '2026-04-01T09:00:00Z'),
        m('next', 'DRAFT', '2026-05-11T09:00:00Z'),
        m('now', 'IN_PROGRESS', '2026-05-10T08:30:00Z'),
        m('recent', 'SCHEDULED', '2026-05-09T09:00:00Z'),
        m('empty', 'SCHEDULED', '2026-05-12T09:00:00Z', 0),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.meetings.map((x) => x.id)])).toEqual([
      ['In progress', ['now']],
      ['Upcoming', ['next', 'later']],
      ['Earlier', ['recent', 'old']],
    ]);
  });

  it('offers nothing when no meeting has an open agenda', () => {
    expect(agendaMeetingGroups([m('done', 'COMPLETED', '2026-05-01T09:00:00Z')], now)).toEqual([]);
  });
});
