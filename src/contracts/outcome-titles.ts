// What the board recommends, as the headline of a result: the same words on the result page, the
// board's past sessions, the member portal, the live room and the exported report.

export const OUTCOME_TITLES = {
  proceed: 'The board recommends PROCEEDING',
  against: 'The board recommends AGAINST',
  mixed: 'The board has mixed views',
  cannot_judge: 'The board cannot judge this yet',
  needs_information: 'The board needs more information',
} as const;
export type TitledOutcome = keyof typeof OUTCOME_TITLES;

/** The outcome a result is headed by: an unknown or missing one reads as mixed views. */
export function titledOutcome(outcome: string | null | undefined): TitledOutcome {
  return outcome && Object.hasOwn(OUTCOME_TITLES, outcome) ? (outcome as TitledOutcome) : 'mixed';
}

export function outcomeTitle(outcome: string | null | undefined): string {
  return OUTCOME_TITLES[titledOutcome(outcome)];
}
