// Role checklists per decision kind: what each seat must ask of a layoff, a recall, a sale …
// A checklist item speaks only when its trigger is in the decision (a figure, a phrase, a
// calculation), so no sentence is boilerplate; a seat with nothing specific to say stays
// 'outside my lens' instead of filling space.
import type { Calculation } from '../frame/calculations.ts';
import type { DecisionFrame, FrameNumber, NumberMeaning } from '../frame/frame-types.ts';
import type { Factor, Recommendation, Severity } from '../lens-kit.ts';
import { severityFor } from '../lens-kit.ts';

export interface KindContext {
  frame: DecisionFrame;
  calcs: readonly Calculation[];
  /** The decision's whole text, lowercase, for triggers. */
  text: string;
  get(meaning: NumberMeaning): FrameNumber | null;
  calc(id: string): Calculation | null;
}

export interface SeatChecklist {
  factors: Factor[];
  recommendations: Recommendation[];
  questions: string[];
}

export interface ChecklistBuilder extends SeatChecklist {
  pro(weight: number, text: string): void;
  con(weight: number, text: string, mitigation: string, severity?: Severity): void;
  act(action: string, horizon: string): void;
  /** Asked only when the decision does not already state `unlessStated`. */
  ask(question: string, unlessStated?: string): void;
}

export type RoleChecklist = (ctx: KindContext, c: ChecklistBuilder) => void;

/** Position key → that seat's checklist for one kind of decision. */
export type KindChecklists = Readonly<Record<string, RoleChecklist>>;

export function createChecklist(stated: readonly string[]): ChecklistBuilder {
  const factors: Factor[] = [];
  const recommendations: Recommendation[] = [];
  const questions: string[] = [];
  return {
    factors,
    recommendations,
    questions,
    pro: (weight, text) => factors.push({ weight, text, severity: null, mitigation: null }),
    con: (weight, text, mitigation, severity) =>
      factors.push({ weight: -weight, text, severity: severity ?? severityFor(weight), mitigation }),
    act: (action, horizon) => recommendations.push({ action, horizon }),
    ask: (question, unlessStated) => {
      if (!unlessStated || !stated.includes(unlessStated)) questions.push(question);
    },
  };
}

export function kindContext(frame: DecisionFrame, calcs: readonly Calculation[], text: string): KindContext {
  return {
    frame,
    calcs,
    text: text.toLowerCase(),
    get: (meaning) => frame.numbers.find((n) => n.meaning === meaning) ?? null,
    calc: (id) => calcs.find((c) => c.id === id) ?? null,
  };
}

/** 'in Germany and France', or '' when no place is named. */
export function inPlaces(frame: DecisionFrame): string {
  const places = frame.places.filter((p) => p !== 'the EU');
  if (places.length === 0) return '';
  return ` in ${places.length === 1 ? places[0] : `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`}`;
}
