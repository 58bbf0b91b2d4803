import { describe, expect, it } from 'vitest';
import { decisionContext, ITEM_TYPE_LABELS, itemTopic } from './agenda-items.ts';

const item = {
  description: 'Approve the FY budget',
  background: 'Spending grew 20% last year',
  proposal: null,
  recommendation: null,
};

describe('agenda item builders', () => {
  it('builds the context from description, background, proposal and recommendation', () => {
    expect(decisionContext({ ...item, proposal: 'Cut travel' })).toBe(
      'Approve the FY budget\n\nBackground: Spending grew 20% last year\n\nProposal: Cut travel',
    );
    expect(decisionContext({ ...item, description: '  ', recommendation: ' Approve ' })).toBe(
      'Background: Spending grew 20% last year\n\nRecommendation: Approve',
    );
    expect(decisionContext({ description: null, background: '', proposal: null, recommendation: null })).toBe(
      '',
    );
  });

  it('takes the title as the topic, lengthening one too short to be valid', () => {
    expect(itemTopic(' Budget review ')).toBe('Budget review');
    expect(itemTopic('Hire')).toBe('Decide on: Hire');
    expect(itemTopic('x'.repeat(600))).toHaveLength(500);
  });

  it('names every item type', () => {
    expect(ITEM_TYPE_LABELS).toEqual({
      DISCUSSION: 'Discussion',
      DECISION: 'Decision',
      INFORMATION: 'Information',
      APPROVAL: 'Approval',
    });
  });
});
