// The live room's and the portal's ranker state, without React: where it starts (the seat's earlier
// ranking, if any) and the body the vote and perspective routes take.
import type { DecisionOptionDto, OPTION_LETTERS } from '../../../contracts/options.ts';

type Letter = (typeof OPTION_LETTERS)[number];

export interface RankerValue {
  order: string[];
  reasons: Record<string, string>;
  veto: string | null;
  duty: string;
}

/** A ranking the seat gave before (in the portal, or with its vote), to start from. */
export interface GivenBallot {
  ranking: readonly { option: string; reason?: string }[];
  veto?: { option: string; duty: string } | null;
}

/**
 * The ranker's starting point: the seat's earlier ranking when it gave one (options it did not
 * rank, or that the decision no longer has, are dropped or appended in letter order), else the
 * options in their order.
 */
export function initialRanker(
  options: readonly DecisionOptionDto[],
  given?: GivenBallot | null,
): RankerValue {
  const ids = options.map((o) => o.id);
  if (!given?.ranking.length) return { order: ids, reasons: {}, veto: null, duty: '' };
  const ranked = [...new Set(given.ranking.map((r) => r.option))].filter((id) => ids.includes(id));
  const reasons = Object.fromEntries(
    given.ranking.filter((r) => ids.includes(r.option) && r.reason).map((r) => [r.option, r.reason ?? '']),
  );
  const veto = given.veto && ids.includes(given.veto.option) ? given.veto : null;
  return {
    order: [...ranked, ...ids.filter((id) => !ranked.includes(id))],
    reasons,
    veto: veto?.option ?? null,
    duty: veto?.duty ?? '',
  };
}

/** The ranking and veto as the vote route takes them. */
export function rankerBody(value: RankerValue) {
  return {
    // The route refuses a letter the session does not have, so the cast names only what it checks.
    ranking: value.order.map((option) => ({
      option: option as Letter,
      reason: value.reasons[option]?.trim() ?? '',
    })),
    veto:
      value.veto && value.duty.trim()
        ? { option: value.veto as Letter, duty: value.duty.trim(), reason: '' }
        : null,
  };
}
