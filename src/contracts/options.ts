// Decisions with options (ADR 58): 2–5 options typed in the form or given through the API (else
// read from the text by the offline reading), ranked by each seat, counted by the board's option
// rule. Mirrors the engine's option-ranking.ts.
import { z } from 'zod';
import { textSchema } from './text.ts';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 5;
export const OPTION_LABEL_MAX = 200;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

export const OPTION_RULES = ['borda', 'instant_runoff'] as const;
export type OptionRuleSetting = (typeof OPTION_RULES)[number];
export const optionRuleSchema = z.enum(OPTION_RULES);
export const OPTION_RULE_LABELS: Readonly<Record<OptionRuleSetting, string>> = {
  borda: 'Weighted Borda count (every place counts)',
  instant_runoff: 'Instant-runoff (the weakest option drops out until one has a majority)',
};

export const OPTIONS_MESSAGES = {
  count: `Give between ${MIN_OPTIONS} and ${MAX_OPTIONS} options, or none for a yes/no decision`,
  duplicate: 'Each option must be different',
} as const;

/**
 * The options as typed: labels in order. Absent or null: the server reads options from the text
 * when it lays some out; an empty list: a yes/no decision, whatever the text says.
 */
export const optionLabelsSchema = z
  .array(textSchema.trim().min(1, 'Describe the option').max(OPTION_LABEL_MAX))
  .max(MAX_OPTIONS, OPTIONS_MESSAGES.count)
  .refine((list) => list.length === 0 || list.length >= MIN_OPTIONS, OPTIONS_MESSAGES.count)
  .refine(
    (list) => new Set(list.map((l) => l.toLowerCase())).size === list.length,
    OPTIONS_MESSAGES.duplicate,
  );

export const decisionOptionSchema = z.object({ id: z.string(), label: z.string() });
export type DecisionOptionDto = z.infer<typeof decisionOptionSchema>;

/** Labels lettered A–E, as the session stores them. */
export function letteredOptions(labels: readonly string[]): DecisionOptionDto[] {
  return labels.map((label, i) => ({ id: OPTION_LETTERS[i] ?? String(i + 1), label }));
}

const rankSchema = z.object({ option: z.string(), reason: z.string() });
const vetoSchema = z.object({ option: z.string(), duty: z.string(), reason: z.string() });

/** The board's count of the options, as the analysis page, the exports and the minutes show it. */
export const optionsOutcomeSchema = z.object({
  rule: optionRuleSchema,
  standings: z.array(
    z.object({
      option: z.string(),
      label: z.string(),
      score: z.number(),
      first_choices: z.number(),
      vetoed_by: z.array(z.object({ seat: z.string(), duty: z.string() })),
      place: z.number().int(),
    }),
  ),
  winner: z.string().nullable(),
  margin: z.number(),
  closeness: z.enum(['clear', 'close', 'tie', 'none']),
  rounds: z.array(z.object({ shares: z.record(z.string(), z.number()), eliminated: z.string().nullable() })),
  flips: z.array(z.object({ seat: z.string(), could_make: z.array(z.string()) })),
  ballots: z.array(
    z.object({
      seat_id: z.string(),
      seat: z.string(),
      weight: z.number(),
      is_human: z.boolean(),
      ranking: z.array(rankSchema),
      veto: vetoSchema.nullable(),
      counted: z.boolean(),
    }),
  ),
  summary: z.string(),
});
export type OptionsOutcomeDto = z.infer<typeof optionsOutcomeSchema>;

/** Each option's figures side by side (the reading's). */
export const optionFiguresSchema = z.object({
  option: z.string(),
  label: z.string(),
  figures: z.array(z.object({ label: z.string(), text: z.string(), value: z.number() })),
  cost_over_horizon: z.number().nullable(),
  horizon_months: z.number(),
  compared: z.string().nullable(),
});
export type OptionFiguresDto = z.infer<typeof optionFiguresSchema>;

const money = (n: number) =>
  n >= 1e6
    ? `$${(n / 1e6).toFixed(1).replace(/\.0$/, '')}M`
    : n >= 1e4
      ? `$${Math.round(n / 1e3)}k`
      : `$${n.toLocaleString('en-US')}`;

/** An option's cost as the session page and the report say it ('$40k over 12 months'); null without a price. */
export function optionCost(figures: OptionFiguresDto): string | null {
  return figures.cost_over_horizon === null
    ? null
    : `${money(figures.cost_over_horizon)} over ${figures.horizon_months} months`;
}

/** A human seat's ranking with its vote (portal and live room): every option, best first. */
export const humanRankingSchema = z
  .array(
    z.strictObject({
      option: z.enum(OPTION_LETTERS),
      reason: textSchema.trim().max(400).default(''),
    }),
  )
  .max(MAX_OPTIONS);
export const humanVetoSchema = z.strictObject({
  option: z.enum(OPTION_LETTERS),
  duty: textSchema.trim().min(1, 'Name the duty').max(200),
  reason: textSchema.trim().max(400).default(''),
});

export const CLOSENESS_LABELS: Readonly<Record<OptionsOutcomeDto['closeness'], string>> = {
  clear: 'A clear lead',
  close: 'Close',
  tie: 'A tie, broken by the rule',
  none: 'No ranking',
};
