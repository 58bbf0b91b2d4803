// For tests that hold every sentence a board wrote to a rule (no seat asks for what it was told).
import type { JudgementItem } from '../testing/judgement-corpus/items.ts';

/** A corpus item of one decision, put to the growth board. */
export function decisionItem(topic: string, context: string): JudgementItem {
  return {
    id: topic,
    decision: { topic, context, type: 'strategic', constraints: {} },
    board: 'growth-board',
  } as unknown as JudgementItem;
}

/** Every sentence the board wrote, questions included (not the reading, nor the seats' persona definitions). */
export function boardSentences(result: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(...v.split(/(?<=[.?!])\s+/));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) if (k !== 'reading' && k !== 'seat') walk(x);
  };
  walk(result);
  return out;
}
