// The board's second reading of a decision's kind: a word model counted from the opened blind
// sets. It frames a decision whose rules-named kind the whole text reads against, and gives a
// kind to frame by to a decision the rules could not place; it never runs a script on its own say.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { openedLabelledKinds } from '../../../testing/judgement-corpus/kind-model-sets.ts';
import stored from './kind-model.json' with { type: 'json' };
import { RULES_ONLY, secondOpinion, trainKindModel, wordsOf } from './kind-model.ts';
import { readDecision } from './read-decision.ts';

describe('the stored kind model', () => {
  it('is the one counted from the opened blind sets (after opening a set: npm run train:kind-model)', () => {
    expect(trainKindModel(openedLabelledKinds())).toEqual(stored);
  });
});

describe('the words the model reads', () => {
  it('are the words that carry meaning and each pair of neighbours among them', () => {
    expect(wordsOf('Should we buy the second oven line?')).toEqual([
      'buy',
      'second',
      'oven',
      'line',
      'buy_second',
      'second_oven',
      'oven_line',
    ]);
  });
});

describe('a second opinion', () => {
  const toy = trainKindModel(
    [
      ['Buy a new excavator?', 'equipment_purchase'],
      ['Buy two excavators for the quarry?', 'equipment_purchase'],
      ['Take the bank loan for the quarry?', 'take_loan'],
      ['Refinance the bank loan?', 'take_loan'],
    ].map(([topic = '', kind = '']) => ({ kind, decision: { topic, context: '' } })),
    1,
  );

  it('names the kind the words read as and by how much it prefers it', () => {
    const opinion = secondOpinion({ topic: 'New or used excavators?', context: '' }, 'take_loan', toy);
    expect(opinion?.kind).toBe('equipment_purchase');
    expect(opinion?.gap).toBeGreaterThan(0);
  });

  it('is silent when it agrees with the rules', () => {
    expect(
      secondOpinion({ topic: 'New or used excavators?', context: '' }, 'equipment_purchase', toy),
    ).toBeNull();
  });
});

describe('the board', () => {
  it('frames a kind the words name that the decision as a whole reads against, naming both', () => {
    const decision = plainDecision(
      'Sign a standing order with a new customer in Doha',
      'We are a Lyon-based distributor of industrial gases, about €60m turnover. A new customer in Doha wants a standing order for 30 cylinders a week, which they say is for hospitals in the region. They will pay 12% above our usual price and 40% upfront, so the contract is worth about €1.8m a year.',
    );
    expect(readDecision(decision, RULES_ONLY).verdict).toBe('deliberate');
    const r = readDecision(decision);
    expect(r.verdict).toBe('needs_information');
    expect(r.runner_up?.kind).toBe('customer_contract');
    expect(r.framing_reason).toMatch(
      /“Partnership or reseller deal”.*reads more like “Sign a major customer or supplier contract”/,
    );
  });

  it('keeps the script of a topic that names its kind, whatever the story says of the bank', () => {
    const r = readDecision(
      plainDecision(
        'Should we buy the second oven line for $400k?',
        'The bank offers a 5-year loan at 9% to fund it. Revenue is $2.1M a year and cash $300k.',
      ),
    );
    expect(r.kind).toBe('equipment_purchase');
    expect(r.verdict).toBe('deliberate');
  });

  it('frames a decision the rules cannot place as the kind it reads as, and asks what that kind turns on', () => {
    const decision = plainDecision(
      'Everyone from €19 to €25 in March?',
      'Our 3,000 members pay €19 a month for the gym. Costs rose 18% this year. A rival across town charges €27.',
    );
    expect(readDecision(decision, RULES_ONLY).kind).toBeNull();
    const r = readDecision(decision);
    expect(r.kind).toBe('pricing_change');
    expect(r.verdict).toBe('needs_information');
    expect(r.framing_reason).toMatch(/reads as a whole like “Change pricing”/);
  });

  it('does not make a decision of an update: only the rules’ words make a text a decision', () => {
    const r = readDecision(
      plainDecision(
        'The new press',
        'The new press was commissioned on Tuesday and runs at full speed. Nothing for the board to decide this month, just keeping you posted.',
      ),
    );
    expect(r.verdict).toBe('cannot_judge');
  });
});
