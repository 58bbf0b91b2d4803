// The labels of the judgement corpus: what a careful reader must take from each decision — its
// kind, who acts on whom, the key numbers with their meaning, the red lines a board must raise,
// and whether the engine should refuse to judge. Written by hand; tests and
// `npm run bench:judgement` measure the offline engine against them.
import type {
  DecisionKind,
  GateReason,
  NumberMeaning,
  RedLineId,
} from '../../minds/offline/frame/frame-types.ts';

export interface LabelledDecision {
  id: string;
  topic: string;
  context: string;
  companyInfo?: string;
  budget?: string;
  timeline?: string;
  /** The kind a board would file it under; null for decisions the gate must refuse. */
  kind: DecisionKind | null;
  /** Key numbers and what each means (money in units of its currency, % as 30, durations in months). */
  numbers?: Partial<Record<NumberMeaning, number>>;
  redLines?: RedLineId[];
  gate?: GateReason;
}

/** A labelled decision with no company info, budget or timeline unless given. */
export function labelled(d: LabelledDecision): LabelledDecision {
  return d;
}
