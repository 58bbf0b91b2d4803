// A team of contributors is not judged with the executive script: no technology leader inheriting
// the architecture, no executive package, no reporting lines of a new leader.
import { describe, expect, it } from 'vitest';
import { runItems } from '../../../../testing/judgement-corpus/boilerplate.ts';
import type { JudgementItem } from '../../../../testing/judgement-corpus/items.ts';

const CONTEXT = 'We have $2.4M in the bank and burn $180k a month. ARR is $1.2M.';

function item(topic: string): JudgementItem {
  return {
    id: topic,
    decision: { topic, context: CONTEXT, type: 'strategic', constraints: {} },
    board: 'startup-board',
  } as unknown as JudgementItem;
}

const EXECUTIVE_LINES =
  /technology leader inherits|executive package|reports to the new leader|senior hire changes/i;

describe('team hires get their own lines', () => {
  it.each([
    'Should we hire three more engineers at $150k each?',
    'Should we hire 3 developers at $150k apiece?',
    'Do we hire a couple of backend engineers at $150k each?',
  ])('%s', async (topic) => {
    const [run] = await runItems([item(topic)]);
    const text = JSON.stringify(run?.result);
    expect(text).not.toMatch(EXECUTIVE_LINES);
    expect(text).toMatch(/runway falls from 13\.3 months/);
    expect(text).toMatch(/ship at full speed/);
  });

  it('a VP hire keeps the executive lines', async () => {
    const [run] = await runItems([item('Should we hire a VP of Engineering at $220k?')]);
    expect(JSON.stringify(run?.result)).toMatch(EXECUTIVE_LINES);
  });
});
