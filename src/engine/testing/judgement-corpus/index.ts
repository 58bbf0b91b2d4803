// The judgement corpus: every labelled decision, and each as an engine Decision.
import type { Decision } from '../../types.ts';
import { MONEY_DECISIONS } from './corpus-money.ts';
import { PRODUCT_DECISIONS } from './corpus-product.ts';
import { TRAP_DECISIONS } from './corpus-traps.ts';
import type { LabelledDecision } from './labels.ts';

export type { LabelledDecision } from './labels.ts';

export const JUDGEMENT_CORPUS: readonly LabelledDecision[] = [
  ...MONEY_DECISIONS,
  ...PRODUCT_DECISIONS,
  ...TRAP_DECISIONS,
];

export function decisionOf(d: LabelledDecision): Decision {
  return {
    topic: d.topic,
    context: d.context,
    type: 'strategic',
    constraints: {
      budget: d.budget ?? null,
      timeline: d.timeline ?? null,
      other: null,
      companyInfo: d.companyInfo ?? null,
    },
  };
}
