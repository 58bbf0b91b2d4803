// What a kind of decision brings to the board: how to recognise it, the facts a board needs to
// judge it, the sums it adds, and each seat's checklist. A checklist item speaks only when its
// trigger is in the reading (a figure, a calculation, a duty, a phrase), so nothing is filler.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { DecisionReading, ReadingCalculation, ReadingDuty, ReadingNumber } from '../../../reading.ts';
import type { CriticalRisk } from '../../../types.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import type { CalcContext } from '../reader/calculations.ts';
import type { NumberMeaning } from '../reader/meanings.ts';
import type { Place } from '../reader/places.ts';
import type { ReadingProfile } from '../reader/reading-profile.ts';
import type { KindId } from './kind-ids.ts';

export type Severity = CriticalRisk['severity'];

/** A point a seat makes: for (weight > 0) or against (weight < 0), with what would fix a concern. */
export interface Point {
  weight: number;
  text: string;
  severity: Severity | null;
  mitigation: string | null;
  /** A duty to honour: serious to get wrong, but a condition of going ahead, not a reason against. */
  condition?: boolean;
  /** Comes first in the seat's list whatever its weight: a deciding condition, a duty its owner raises. */
  lead?: boolean;
}

export interface Action {
  action: string;
  horizon: string;
}

export interface SeatNotes {
  points: Point[];
  actions: Action[];
  questions: string[];
}

export interface NotesBuilder extends SeatNotes {
  /** A point in favour, weighing `weight` (> 0). */
  pro(weight: number, text: string): void;
  /** A concern weighing −`weight`; its severity follows the weight unless given. */
  con(weight: number, text: string, mitigation: string, severity?: Severity): void;
  /** A duty the board must honour for the decision to go ahead: shown at its severity, weighed as a condition. */
  require(text: string, mitigation: string, severity: Severity): void;
  /** A point whose direction depends on the facts: for when `weight` > 0, else a concern with `mitigation`. */
  lean(weight: number, text: string, mitigation: string): void;
  /**
   * A point about the course the situation requires (recall, notify, pay what the law says): for it,
   * or, when the proposal departs from it, against the proposal — critical from weight 1, else high.
   */
  course(departs: boolean, weight: number, text: string, instead: string): void;
  act(action: string, horizon: string): void;
  ask(question: string): void;
}

export function severityFor(weight: number): Severity {
  if (weight >= 1.25) return 'critical';
  if (weight >= 0.75) return 'high';
  if (weight >= 0.4) return 'medium';
  return 'low';
}

export function createNotes(): NotesBuilder {
  const points: Point[] = [];
  const actions: Action[] = [];
  const questions: string[] = [];
  const pro: NotesBuilder['pro'] = (weight, text) =>
    points.push({ weight, text, severity: null, mitigation: null });
  const con: NotesBuilder['con'] = (weight, text, mitigation, severity) =>
    points.push({ weight: -weight, text, severity: severity ?? severityFor(weight), mitigation });
  return {
    points,
    actions,
    questions,
    pro,
    con,
    require: (text, mitigation, severity) =>
      points.push({ weight: -0.25, text, severity, mitigation, condition: true }),
    lean: (weight, text, mitigation) => (weight >= 0 ? pro(weight, text) : con(-weight, text, mitigation)),
    course: (departs, weight, text, instead) =>
      departs ? con(weight, text, instead, weight >= 1 ? 'critical' : 'high') : pro(weight, text),
    act: (action, horizon) => {
      if (!actions.some((a) => a.action === action)) actions.push({ action, horizon });
    },
    ask: (question) => {
      if (!questions.includes(question)) questions.push(question);
    },
  };
}

/** What a checklist reads: the reading, and helpers over it. */
export interface KindContext extends CalcContext {
  reading: DecisionReading;
  /** The decision's whole text, lowercase. */
  text: string;
  /** The same text as written, for quoting the decision's own words. */
  source: string;
  /** Where the decision happens first, then the company's home. */
  places: readonly Place[];
  /** The company's home, as its description or the text says. */
  home: readonly Place[];
  calc(id: string): ReadingCalculation | null;
  duty(id: DutyId): ReadingDuty | null;
  /** Whether a phrase occurs in the decision, not negated. */
  says(pattern: RegExp): boolean;
  /** What a seat calls the decision: 'the raise'. */
  phrase: string;
  /** What a line may presume about the company (founders, investors, stage, the money's purpose). */
  profile: ReadingProfile;
}

export type RoleChecklist = (x: KindContext, c: NotesBuilder) => void;

/** Position key → that seat's checklist for one kind (a misspelt key is a type error). */
export type KindChecklists = Readonly<Partial<Record<PositionKey, RoleChecklist>>>;

/** A fact a board needs to judge this kind, the seat that asks for it, and how to tell it is given. */
export interface Essential {
  fact: string;
  owner: PositionKey;
  question: string;
  /** Given when every meaning of any one group is in the reading (today's figures, ours). */
  meanings?: readonly (readonly NumberMeaning[])[];
  /** Given when this phrase occurs. */
  pattern?: RegExp;
  /** Given when the reading satisfies this. */
  given?(reading: DecisionReading, places: readonly Place[]): boolean;
  /** Asked only when this holds of the text (lowercase): a customer's questions are not a supplier's. */
  when?(text: string): boolean;
}

export interface KindModule {
  id: KindId;
  /** 'Raise funding'. */
  label: string;
  /** What the seats support or oppose: 'the raise'. */
  phrase: string;
  /**
   * The phrase for what this text proposes, when it is the opposite of the usual move ('delaying
   * the recall'): seats then oppose the proposal while supporting the right course.
   */
  phraseFor?(text: string): string | null;
  /** Phrases that name this kind of decision, written to survive rewording. */
  cues: RegExp;
  /**
   * A cue whose own words include this names another kind's move: 'move our customer data to the
   * EU' matches a market entry's 'move … to the EU', but what moves is data, not the business.
   */
  excludes?: RegExp;
  /**
   * A clause with these words names another kind's move whatever the cue matched in it: 'cut staff
   * perks' matches a layoff's 'cut staff', but the clause cuts a benefit.
   */
  excludesInClause?: RegExp;
  /** A sentence that names another kind's matter whatever the cue matched in it ('let them go' of a client). */
  excludesInSentence?: (sentence: string) => boolean;
  /**
   * Its cues name an action on a thing ('retire the mobile app'): another kind's cue inside one
   * names the thing acted on, and counts a third.
   */
  actsOn?: boolean;
  /**
   * More specific kinds this one gives way to when the text names both equally: a layoff is a
   * cost cut, but judged as a layoff.
   */
  yieldsTo?: readonly KindId[];
  /** The other party's name in the topic ('acquire Acme' → Acme), group 1. */
  party?: RegExp;
  essentials: readonly Essential[];
  calculations?(x: CalcContext): ReadingCalculation[];
  checklists: KindChecklists;
}

/** Today's figure of any of the meanings. */
export function firstActual(
  numbers: readonly ReadingNumber[],
  meanings: readonly NumberMeaning[],
): ReadingNumber | null {
  for (const m of meanings) {
    const n = numbers.find((x) => x.meaning === m && x.role === 'actual' && x.whose === 'ours');
    if (n) return n;
  }
  return null;
}
