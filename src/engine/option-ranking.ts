// The board's choice between a decision's options (ADR 58): each seat's ranking, weighted by its
// seat, counted by weighted Borda (the default) or instant-runoff (chosen per board). A vetoed
// option cannot win while another option is free of vetoes. Also: how close the count was, and
// which seats could alone have made another option win by ranking differently. Computed from the
// ballots, never asked of a model.
import type { DecisionOption, FinalVote, OptionRank, OptionVeto, Seat } from './types.ts';
import type { VotingRule } from './voting-rules.ts';

export const OPTION_RULES = ['borda', 'instant_runoff'] as const;
export type OptionRule = (typeof OPTION_RULES)[number];

/** A count's margin under this share of the ranking weight reads as close. */
export const CLOSE_MARGIN = 0.1;

export interface OptionBallot {
  seat_id: string;
  seat: string;
  weight: number;
  is_human: boolean;
  /** Every option, best first; empty when the seat ranked none (it abstained). */
  ranking: OptionRank[];
  veto: OptionVeto | null;
  /** Counted: false for an AI seat under an advisory rule, or a seat that ranked nothing. */
  counted: boolean;
}

export interface OptionStanding {
  option: string;
  label: string;
  /** Borda: share of the counted weight's points (0–1); instant-runoff: share in its last round. */
  score: number;
  /** Weight of the seats that ranked it first (0–1 of the counted weight). */
  first_choices: number;
  /** Seats that vetoed it, with the duty each named. */
  vetoed_by: { seat: string; duty: string }[];
  place: number;
}

export interface RunoffRound {
  /** Share of the counted weight for each option still standing. */
  shares: Record<string, number>;
  eliminated: string | null;
}

export interface OptionFlip {
  seat: string;
  /** The options this seat alone could have made the winner by ranking otherwise. */
  could_make: string[];
}

export interface OptionsOutcome {
  rule: OptionRule;
  /** Best first. */
  standings: OptionStanding[];
  winner: string | null;
  /** Winner's score minus the runner-up's (0–1). */
  margin: number;
  closeness: 'clear' | 'close' | 'tie' | 'none';
  /** Instant-runoff's rounds; empty under Borda. */
  rounds: RunoffRound[];
  flips: OptionFlip[];
  ballots: OptionBallot[];
  summary: string;
}

interface Count {
  scores: Map<string, number>;
  rounds: RunoffRound[];
}

const EPS = 1e-9;

function bordaCount(ids: readonly string[], ballots: readonly OptionBallot[], total: number): Count {
  const n = ids.length;
  const scores = new Map(ids.map((id) => [id, 0]));
  for (const b of ballots) {
    b.ranking.forEach((r, i) => {
      if (scores.has(r.option))
        scores.set(r.option, (scores.get(r.option) ?? 0) + (b.weight * (n - 1 - i)) / (n - 1));
    });
  }
  // Rounded, so sums of the same points in another order tie exactly.
  for (const [id, s] of scores) scores.set(id, total > 0 ? Math.round((s / total) * 1e9) / 1e9 : 0);
  return { scores, rounds: [] };
}

function runoffCount(ids: readonly string[], ballots: readonly OptionBallot[], total: number): Count {
  const standing = new Set(ids);
  const borda = bordaCount(ids, ballots, total).scores;
  const rounds: RunoffRound[] = [];
  for (;;) {
    const shares = new Map([...standing].map((id) => [id, 0]));
    for (const b of ballots) {
      const top = b.ranking.find((r) => standing.has(r.option));
      if (top) shares.set(top.option, (shares.get(top.option) ?? 0) + b.weight / (total || 1));
    }
    const active = [...shares.values()].reduce((a, v) => a + v, 0);
    const best = Math.max(...shares.values());
    const done = standing.size <= 1 || best > active / 2 + EPS || active <= EPS;
    // The weakest goes; a tie for weakest is broken by the Borda count, then by the later letter.
    const weakest = done
      ? null
      : ([...shares].sort(
          (a, b) =>
            a[1] - b[1] || (borda.get(a[0]) ?? 0) - (borda.get(b[0]) ?? 0) || b[0].localeCompare(a[0]),
        )[0]?.[0] ?? null);
    rounds.push({ shares: Object.fromEntries(shares), eliminated: weakest });
    if (!weakest) {
      const scores = new Map(ids.map((id) => [id, shares.get(id) ?? 0]));
      return { scores, rounds };
    }
    standing.delete(weakest);
  }
}

function order(
  ids: readonly string[],
  count: Count,
  ballots: readonly OptionBallot[],
): { ranked: string[]; vetoed: Set<string> } {
  const vetoed = new Set(ballots.flatMap((b) => (b.counted && b.veto ? [b.veto.option] : [])));
  const allVetoed = ids.every((id) => vetoed.has(id));
  // Under instant-runoff the option eliminated later places higher.
  const out = new Map(count.rounds.map((r, i) => [r.eliminated, i]));
  const key = (id: string) => out.get(id) ?? Number.POSITIVE_INFINITY;
  const ranked = [...ids].sort(
    (a, b) =>
      (allVetoed ? 0 : Number(vetoed.has(a)) - Number(vetoed.has(b))) ||
      key(b) - key(a) ||
      (count.scores.get(b) ?? 0) - (count.scores.get(a) ?? 0) ||
      a.localeCompare(b),
  );
  return { ranked, vetoed };
}

function winnerOf(ids: readonly string[], ballots: readonly OptionBallot[], rule: OptionRule): string | null {
  const counted = ballots.filter((b) => b.counted);
  const total = counted.reduce((a, b) => a + b.weight, 0);
  if (total <= EPS) return null;
  const count = rule === 'borda' ? bordaCount(ids, counted, total) : runoffCount(ids, counted, total);
  return order(ids, count, counted).ranked[0] ?? null;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Seats that alone could make another option win, by any other order of theirs (no veto change). */
function flipsOf(
  ids: readonly string[],
  ballots: readonly OptionBallot[],
  rule: OptionRule,
  winner: string | null,
): OptionFlip[] {
  const orders = permutations(ids);
  return ballots.flatMap((ballot) => {
    if (!ballot.counted) return [];
    const could = new Set<string>();
    for (const ids2 of orders) {
      const ranking = ids2.map((option) => ({ option, reason: '' }));
      const changed = ballots.map((b) => (b === ballot ? { ...b, ranking } : b));
      const w = winnerOf(ids, changed, rule);
      if (w && w !== winner) could.add(w);
    }
    return could.size ? [{ seat: ballot.seat, could_make: [...could].sort() }] : [];
  });
}

/** A ranking as the engine counts it: known options once each, the unranked appended in letter order. */
export function completeRanking(
  ranking: readonly OptionRank[],
  options: readonly DecisionOption[],
): OptionRank[] {
  const ids = new Set(options.map((o) => o.id));
  const seen = new Set<string>();
  const kept = ranking.filter((r) => ids.has(r.option) && !seen.has(r.option) && seen.add(r.option));
  if (kept.length === 0) return [];
  const rest = options.filter((o) => !seen.has(o.id)).map((o) => ({ option: o.id, reason: '' }));
  return [...kept, ...rest];
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

function summaryOf(outcome: Omit<OptionsOutcome, 'summary'>, label: (id: string) => string): string {
  if (!outcome.winner) return 'No seat ranked the options, so the board has no choice between them.';
  const [first, second] = outcome.standings;
  const how = outcome.rule === 'borda' ? 'weighted Borda count' : 'instant-runoff';
  const lead =
    outcome.closeness === 'tie'
      ? `${label(outcome.winner)} and ${label(second?.option ?? '')} tie by ${how}; ${label(outcome.winner)} is placed first on the tie-break`
      : `${label(outcome.winner)} ranks first by ${how} (${pct(first?.score ?? 0)} against ${pct(second?.score ?? 0)} for ${label(second?.option ?? '')}: ${outcome.closeness === 'close' ? 'close' : 'a clear lead'})`;
  const vetoes = outcome.standings
    .filter((s) => s.vetoed_by.length)
    .map((s) => `${label(s.option)} vetoed by ${s.vetoed_by.map((v) => `${v.seat} (${v.duty})`).join(', ')}`);
  const flips = outcome.flips.map((f) => `${f.seat} could make ${f.could_make.map(label).join(' or ')} win`);
  return [
    `${lead}.`,
    vetoes.length ? `${vetoes.join('; ')}.` : '',
    flips.length ? `${flips.join('; ')}.` : 'No single seat ranking differently changes the winner.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The board's ranking of the options from the seats' ballots; null for a decision without options. */
export function rankOptions(
  options: readonly DecisionOption[] | undefined,
  votes: readonly { seat: Seat; vote: FinalVote }[],
  rule: OptionRule = 'borda',
  votingRule?: VotingRule | null,
): OptionsOutcome | null {
  if (!options || options.length < 2) return null;
  const ids = options.map((o) => o.id);
  const advisory = votingRule?.aiSeats === 'advisory';
  const ballots: OptionBallot[] = votes.map(({ seat, vote }) => {
    const ranking = completeRanking(vote.ranking ?? [], options);
    const veto = vote.veto && ids.includes(vote.veto.option) && vote.veto.duty.trim() ? vote.veto : null;
    return {
      seat_id: seat.id,
      seat: seat.title,
      weight: Math.max(0, seat.weight),
      is_human: seat.kind === 'Human',
      ranking,
      veto,
      counted: ranking.length > 0 && !(advisory && seat.kind === 'AI'),
    };
  });
  const counted = ballots.filter((b) => b.counted);
  const total = counted.reduce((a, b) => a + b.weight, 0);
  const count = rule === 'borda' ? bordaCount(ids, counted, total) : runoffCount(ids, counted, total);
  const { ranked } = order(ids, count, counted);
  const firsts = new Map(ids.map((id) => [id, 0]));
  for (const b of counted) {
    const top = b.ranking[0]?.option;
    if (top) firsts.set(top, (firsts.get(top) ?? 0) + b.weight / (total || 1));
  }
  const labelOf = new Map(options.map((o) => [o.id, o.label]));
  const standings: OptionStanding[] = ranked.map((id, i) => ({
    option: id,
    label: labelOf.get(id) ?? id,
    score: Math.round((count.scores.get(id) ?? 0) * 1000) / 1000,
    first_choices: Math.round((firsts.get(id) ?? 0) * 1000) / 1000,
    vetoed_by: counted.flatMap((b) => (b.veto?.option === id ? [{ seat: b.seat, duty: b.veto.duty }] : [])),
    place: i + 1,
  }));
  const winner = total > EPS ? (ranked[0] ?? null) : null;
  const margin = Math.max(
    0,
    Math.round(((standings[0]?.score ?? 0) - (standings[1]?.score ?? 0)) * 1000) / 1000,
  );
  const winnerVetoed = (standings[0]?.vetoed_by.length ?? 0) > 0;
  const secondVetoed = (standings[1]?.vetoed_by.length ?? 0) > 0;
  const closeness: OptionsOutcome['closeness'] = !winner
    ? 'none'
    : secondVetoed && !winnerVetoed
      ? 'clear'
      : margin <= EPS
        ? 'tie'
        : margin < CLOSE_MARGIN
          ? 'close'
          : 'clear';
  const partial = {
    rule,
    standings,
    winner,
    margin,
    closeness,
    rounds: count.rounds,
    flips: winner ? flipsOf(ids, ballots, rule, winner) : [],
    ballots,
  };
  const label = (id: string) => `${id} (${labelOf.get(id) ?? id})`;
  return { ...partial, summary: summaryOf(partial, label) };
}
