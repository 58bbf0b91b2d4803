// A private round's exemption and filing are routine with counsel: no duty at all (ADR 0149). An
// offer to the public, or a duty the proposal crosses, stays loud.
import { describe, expect, it } from 'vitest';
import { dutyIn } from '../../../test-support/duty-cases.ts';
import { dutySeverity } from './severity.ts';

const severityOf = (topic: string, context: string) => {
  const duty = dutyIn(topic, context, 'securities_offering');
  expect(duty).not.toBeNull();
  return duty ? dutySeverity(duty, `${topic} ${context}`.toLowerCase()) : null;
};

describe('how loud the securities duty is', () => {
  it.each([
    ['Should we raise a $3M seed at $15M pre-money?', 'We have $400k in the bank and burn $80k a month.'],
    ['Take the bridge?', 'Two existing angels will invest $500k through a convertible note with a $10M cap.'],
  ])('a private round raises no securities duty: %s', (topic, context) => {
    expect(dutyIn(topic, context, 'securities_offering')).toBeNull();
  });

  it('an equity crowdfunding offer to the public stays high', () => {
    expect(
      severityOf(
        'Launch an equity crowdfunding campaign?',
        'We would offer shares to the public through a crowdfunding platform to raise £600k from our customers.',
      ),
    ).toBe('high');
  });

  it('a round raised on a runway investors are told the figures do not give is critical', () => {
    expect(
      severityOf(
        'Bridge round',
        'We tell investors we have 18 months runway. We have €2.7M in the bank and burn €300k a month. An investor offers a €1.5M convertible.',
      ),
    ).toBe('critical');
  });
});
