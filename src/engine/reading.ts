// How a mind read the decision before judging it: the kind, who acts on whom, each number with
// its meaning, the red lines it raises, the calculations it made — shown to the user as 'How the
// board read your decision' so a misreading is visible at once — and, when the mind cannot judge
// the text at all, why and what to add. Pure data.

export interface ReadingNumber {
  meaning: string;
  /** 'monthly burn', 'price offered for our company'. */
  label: string;
  /** As written in the decision. */
  text: string;
  value: number;
}

export interface ReadingCalculation {
  label: string;
  /** The answer in words: 'about 7 months'. */
  result: string;
  /** The inputs and the formula, so anyone can check it. */
  inputs: string;
}

export interface CannotJudge {
  reason: 'no_decision' | 'foreign_language' | 'instructions';
  explanation: string;
  what_to_add: string[];
  language: string | null;
}

export interface DecisionReading {
  kind: string | null;
  kind_label: string | null;
  /** The decision restated in one or two sentences. */
  restatement: string;
  numbers: ReadingNumber[];
  /** Clauses the text negates: 'a bridge round is unlikely', 'regulators have not been notified'. */
  negations: string[];
  /** Facts given, which no seat should ask for. */
  stated: string[];
  red_lines: { id: string; text: string }[];
  calculations: ReadingCalculation[];
  cannot_judge: CannotJudge | null;
}

/** The headline of a refusal; the web banner and the exports show the same words. */
export const CANNOT_JUDGE_HEADLINE = 'The board cannot judge this yet';
