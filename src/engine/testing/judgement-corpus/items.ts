// One shape for every judgement set: the corpus (labelled in TypeScript, for development) and
// the blind sets (labelled in JSON by people who do not change the engine, read only by code).
// Each item says what a careful reader must take from a decision and what a sensible board answers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PositionKey } from '../../../contracts/positions.ts';
import { BUILTIN_TEMPLATES } from '../../../contracts/positions.ts';
import { optionsInText } from '../../minds/offline/reader/options-in-text.ts';
import type { CannotJudge, FigureOwner, FigureRole } from '../../reading.ts';
import { sampleBoard } from '../../test-support/sample-board.ts';
import type { Decision, Seat } from '../../types.ts';
import { decisionOf, type LabelledDecision } from './index.ts';

export interface FigureExpectation {
  meaning: string;
  value: number;
  whose: FigureOwner;
  role: FigureRole;
}

export interface JudgementItem {
  id: string;
  decision: Decision;
  /** The template the board is built from: startup-board, growth-board or crisis-board. */
  board: string;
  category: 'normal' | 'trap' | 'bad_input';
  refusal: CannotJudge['reason'] | null;
  /** 'unknown': the offline board should frame it (needs information); null when it must be refused. */
  kind: string | null;
  acceptableKinds: string[];
  figures: FigureExpectation[];
  calculations: { id: string; value: number }[];
  premise: { meaning: string }[];
  duties: string[];
  /** Sensible outcomes; empty when the label does not say. */
  outcomes: string[];
}

export function boardOf(slug: string): Seat[] {
  const template = BUILTIN_TEMPLATES.find((t) => t.slug === slug) ?? BUILTIN_TEMPLATES[1];
  return sampleBoard(template?.positions as readonly PositionKey[]);
}

export function corpusItems(corpus: readonly LabelledDecision[]): JudgementItem[] {
  return corpus.map((d) => ({
    id: d.id,
    decision: decisionOf(d),
    board: 'growth-board',
    category: d.gate ? 'bad_input' : 'normal',
    refusal: d.gate ?? null,
    kind: d.kind,
    acceptableKinds: [],
    figures: Object.entries(d.numbers ?? {}).map(([key, value]) => {
      const [meaning = key, role = 'actual'] = key.split('@');
      return { meaning, value: value ?? 0, whose: 'ours' as const, role: role as FigureRole };
    }),
    calculations: [],
    premise: [],
    duties: d.duties ?? [],
    outcomes: [],
  }));
}

interface RawLabel {
  id: string;
  topic: string;
  context: string;
  constraints?: Partial<Record<'budget' | 'timeline' | 'other' | 'companyInfo', string | null>>;
  category?: JudgementItem['category'];
  board?: string;
  expect: {
    refusal?: CannotJudge['reason'] | null;
    kind?: string | null;
    acceptableKinds?: string[];
    figures?: { value: number; meaning: string; whose?: FigureOwner; role?: FigureRole }[];
    calculations?: { id: string; value: number }[];
    premise?: { meaning: string }[];
    duties?: string[];
    outcomes?: string[];
  };
}

/** The judges' names for calculations, where the reading names them otherwise. */
const CALCULATION_IDS: Readonly<Record<string, string>> = { runway_months: 'runway' };
/** Writers' names for a duty the engine names otherwise: one name for the measure. */
const DUTY_IDS: Readonly<Record<string, string>> = {
  non_compete: 'restrictive_covenants',
  non_compete_restriction: 'restrictive_covenants',
  restraint_of_trade_non_solicit: 'restrictive_covenants',
};

/** A blind set's JSON labels as items (its texts are read by code, never printed). */
function optionsOfText(topic: string, context: string) {
  const options = optionsInText(topic, context);
  return options && options.length >= 2 ? { options } : {};
}

export function labelFileItems(path: string): JudgementItem[] {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawLabel[];
  return raw.map((r) => ({
    id: r.id,
    decision: {
      topic: r.topic ?? '',
      context: r.context ?? '',
      type: 'strategic',
      // As the server does for a session whose asker typed no options: those the text lays out.
      ...optionsOfText(r.topic ?? '', r.context ?? ''),
      constraints: {
        budget: r.constraints?.budget ?? null,
        timeline: r.constraints?.timeline ?? null,
        other: r.constraints?.other ?? null,
        companyInfo: r.constraints?.companyInfo ?? null,
      },
    },
    board: r.board ?? 'growth-board',
    category: r.category ?? 'normal',
    refusal: r.expect.refusal ?? null,
    kind: r.expect.refusal ? null : (r.expect.kind ?? 'unknown'),
    acceptableKinds: r.expect.acceptableKinds ?? [],
    figures: (r.expect.figures ?? []).map((f) => ({
      meaning: f.meaning,
      value: f.value,
      whose: f.whose ?? 'ours',
      role: f.role === 'stated' ? 'actual' : (f.role ?? 'actual'),
    })),
    calculations: (r.expect.calculations ?? []).map((c) => ({ ...c, id: CALCULATION_IDS[c.id] ?? c.id })),
    premise: r.expect.premise ?? [],
    duties: (r.expect.duties ?? []).map((d) => DUTY_IDS[d] ?? d),
    // Judges write 'proceed with conditions' or 'proceed_with_conditions'; one spelling for the measure.
    outcomes: (r.expect.outcomes ?? []).map((o) =>
      o
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    ),
  }));
}

/**
 * The blind sets the tests and the bench read, apart from the sealed final set: the development
 * set and the paraphrases of the corpus (one file per writer), each with a name for reports.
 */
export function blindSetFiles(dir: string): { file: string; name: string }[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => /^(dev(?:-\d+)?|paraphrases[\w-]*)\.json$/.test(f));
  return files.sort().map((f) => ({
    file: path.join(dir, f),
    name: f.startsWith('dev') ? `Blind development set (${f})` : `Blind paraphrases of the corpus (${f})`,
  }));
}
