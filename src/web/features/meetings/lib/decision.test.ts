import { describe, expect, it } from 'vitest';
import { buildItemSession, formatHeadcount, formatWeighted, isVoteItem } from './decision.ts';

const item = {
  id: 'i1',
  title: 'Budget review',
  description: 'Approve the FY budget',
  background: 'Spending grew 20% last year',
  proposal: null,
  recommendation: null,
};
const company = 'A 40-person B2B SaaS company selling to retailers';

describe('decision helpers', () => {
  it('treats voting, decision and approval items as questions for the board', () => {
    expect(isVoteItem({ requires_vote: true, item_type: 'DISCUSSION' })).toBe(true);
    expect(isVoteItem({ requires_vote: false, item_type: 'APPROVAL' })).toBe(true);
    expect(isVoteItem({ requires_vote: false, item_type: 'INFORMATION' })).toBe(false);
  });

  it('builds the session request for the item', () => {
    const result = buildItemSession(item, ` ${company} `, 'm1');
    expect(result).toEqual({
      ok: true,
      body: {
        decision_topic: 'Budget review',
        decision_context: 'Approve the FY budget\n\nBackground: Spending grew 20% last year',
        decision_type: 'strategic',
        constraints: { company_info: company, meeting_id: 'm1', agenda_item_ids: ['i1'] },
      },
    });
  });

  it('sends the options typed for the item, one per line, and refuses a single one', () => {
    const result = buildItemSession(item, company, 'm1', '- Cut marketing 10%\nB) Freeze hiring\n');
    expect(result).toMatchObject({ ok: true, body: { options: ['Cut marketing 10%', 'Freeze hiring'] } });
    expect(buildItemSession(item, company, 'm1', 'Only one')).toMatchObject({ ok: false, reason: 'options' });
    expect(buildItemSession(item, company, 'm1', '  \n')).toMatchObject({ ok: true });
    expect('options' in (buildItemSession(item, company, 'm1') as { body: object }).body).toBe(false);
  });

  it('asks for a description or company information first', () => {
    const bare = { ...item, description: 'Short', background: null };
    expect(buildItemSession(bare, company, 'm1')).toMatchObject({ ok: false, reason: 'description' });
    expect(buildItemSession(item, 'tiny startup', 'm1')).toMatchObject({ ok: false, reason: 'company' });
  });

  it('lengthens very short titles into a valid topic', () => {
    const result = buildItemSession({ ...item, title: 'Hire' }, company, 'm1');
    expect(result.ok && result.body.decision_topic).toBe('Decide on: Hire');
  });

  it('formats tallies', () => {
    expect(formatHeadcount({ approve: 4, against: 1, abstain: 1 })).toBe('Approve 4 · Against 1 · Abstain 1');
    expect(formatWeighted({ approve: 0.625, against: 0.25, abstain: 0.125 })).toBe(
      'Approve 62.5% · Against 25% · Abstain 12.5%',
    );
    expect(formatWeighted({ approve: 60, against: 30, abstain: 10 })).toBe(
      'Approve 60% · Against 30% · Abstain 10%',
    );
  });
});
