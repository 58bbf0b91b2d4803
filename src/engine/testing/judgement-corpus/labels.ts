// The labels of the judgement corpus: what a careful reader must take from each decision — its
// kind, the key figures with their meaning (and role, where it is not today's: 'runway_months@target'),
// the duties a board must raise, and whether the engine should refuse to judge. Written by hand;
// tests and `npm run bench:judgement` measure the offline engine against them.

import type { DutyId } from '../../minds/offline/duties/duty-kit.ts';
import type { KindId } from '../../minds/offline/kinds/kind-ids.ts';
import type { NumberMeaning } from '../../minds/offline/reader/meanings.ts';
import type { CannotJudge, FigureRole } from '../../reading.ts';

export type FigureLabel = NumberMeaning | `${NumberMeaning}@${FigureRole}`;

export interface LabelledDecision {
  id: string;
  topic: string;
  context: string;
  companyInfo?: string;
  budget?: string;
  timeline?: string;
  /** The kind a board would file it under; null for decisions the gate must refuse. */
  kind: KindId | null;
  /** Key figures and what each means (money in units of its currency, % as 30, durations in months). */
  numbers?: Partial<Record<FigureLabel, number>>;
  duties?: DutyId[];
  gate?: CannotJudge['reason'];
}

/** A labelled decision with no company info, budget or timeline unless given. */
export function labelled(d: LabelledDecision): LabelledDecision {
  return d;
}
