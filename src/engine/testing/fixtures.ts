// TEST HELPERS — boards, decisions and digests for tests and benchmarks (never product code),
// including worst-case inputs at the product's maximum lengths, and a minimal driver that asks a
// mind every step of a deliberation once (it is not the engine: no scoring, no rounds logic).
import { digestEntry } from '../digest.ts';
import type { DecisionReading } from '../reading.ts';
import type {
  ChairContext,
  Decision,
  DeliberationResult,
  DigestEntry,
  FinalVote,
  Mind,
  PastDecision,
  Scores,
  Seat,
  SeatPersona,
  Usage,
} from '../types.ts';

export const TEN_SEAT_TITLES = [
  'CEO',
  'CFO',
  'CTO',
  'Independent Director (Governance)',
  'Industry Expert',
  'Investor Representative',
  'Customer Advocate',
  'Risk Officer',
  'Strategic Advisor',
  'Operations Expert',
] as const;

const TEN_SEAT_WEIGHTS = [0.15, 0.12, 0.12, 0.1, 0.1, 0.1, 0.08, 0.08, 0.08, 0.07] as const;

/** `length` characters of varied prose built from `seed` (not one repeated character). */
export function filler(seed: string, length: number): string {
  const words = `${seed} revenue runway customers market risk team product growth margin hiring churn pricing`;
  let text = '';
  while (text.length < length) text += `${words} `;
  return text.slice(0, length);
}

export function makePersona(title: string, size: 'typical' | 'max' = 'typical'): SeatPersona {
  const [system, behavioral, conversation] = size === 'max' ? [3000, 1000, 1000] : [2500, 600, 550];
  return {
    name: `The ${title} persona`,
    instructions: {
      system: `You are the ${title}. ${filler('persona', system - title.length - 12)}`,
      behavioral: filler('behaviour', behavioral),
      conversation: filler('conversation', conversation),
    },
    lens: null,
  };
}

export interface BoardOptions {
  /** Persona sizes (default 'typical'; 'max' = the prompt caps). */
  persona?: 'typical' | 'max' | 'none';
  /** Pad every title to 80 characters (the product's maximum). */
  longTitles?: boolean;
  /** A model of its own for the seat at this index. */
  seatModels?: Record<number, string>;
}

export function tenSeatBoard(options: BoardOptions = {}): Seat[] {
  return TEN_SEAT_TITLES.map((base, index) => {
    const title = options.longTitles ? `${base} ${filler('seat', 80)}`.slice(0, 80) : base;
    return {
      id: `seat-${index + 1}`,
      key: base.toUpperCase().replace(/\W+/g, '_'),
      title,
      weight: TEN_SEAT_WEIGHTS[index] ?? 0.1,
      kind: 'AI',
      persona: options.persona === 'none' ? null : makePersona(title, options.persona ?? 'typical'),
      model: options.seatModels?.[index] ?? null,
    } satisfies Seat;
  });
}

export function sampleDecision(marker = ''): Decision {
  return {
    topic: `Raise a $2M seed round to expand into Germany ${marker}`.trim(),
    context: `We have 14 months of runway and 40% month-over-month growth in the UK. ${marker}`.trim(),
    type: 'funding',
    constraints: { budget: '$2M', timeline: 'Q3', other: null, companyInfo: 'B2B SaaS, 12 people, London.' },
  };
}

/**
 * A decision at the product's maximum lengths (topic 500, context 10,000, company info 4,000,
 * budget/timeline 200, other 2,000); with `brief: true`, at the brief's test sizes instead
 * (context 5,000, company info 2,000). `inject` is placed inside the context.
 */
export function maxLengthDecision(
  options: { marker?: string; inject?: string; brief?: boolean } = {},
): Decision {
  const marker = options.marker ?? '';
  const inject = options.inject ?? '';
  const contextLength = options.brief ? 5000 : 10_000;
  const companyLength = options.brief ? 2000 : 4000;
  const head = `${marker} ${inject} `.trimStart();
  return {
    topic: `${marker} ${filler('topic', 500)}`.trim().slice(0, 500),
    context: `${head}${filler('context', contextLength - head.length)}`,
    type: 'strategic',
    constraints: {
      budget: filler('budget', 200),
      timeline: filler('timeline', 200),
      other: filler('other', 2000),
      companyInfo: filler('company', companyLength),
    },
    related: maxPastDecisions(inject),
  };
}

/** Three past decisions at every length the prompts cap (related past decisions, ADR 50). */
export function maxPastDecisions(inject = ''): PastDecision[] {
  return Array.from({ length: 3 }, (_, i) => ({
    sessionId: `past-${i}`,
    topic: `${inject} ${filler(`past-topic-${i}`, 500)}`.trim(),
    kind: 'raise_funding',
    decidedAt: `2026-0${i + 1}-03T10:00:00.000Z`,
    outcome: 'proceed' as const,
    confidence: 0.62,
    recommendation: filler(`past-recommendation-${i}`, 300),
    risks: [
      filler(`past-risk-a-${i}`, 200),
      filler(`past-risk-b-${i}`, 200),
      filler(`past-risk-c-${i}`, 200),
    ],
    review: {
      followed: 'followed_board' as const,
      result: 'worse' as const,
      notes: filler(`past-notes-${i}`, 2000),
    },
  }));
}

/** One digest entry per seat, with long points (the prompt caps clip them). */
export function maxDigest(board: readonly Seat[]): DigestEntry[] {
  return board.map((seat) => ({
    seatId: seat.id,
    title: seat.title,
    stance: 'support',
    confidence: 0.7,
    top_points: Array.from({ length: 6 }, (_, i) => filler(`point-${i}`, 300)),
  }));
}

export function sampleScores(): Scores {
  return {
    vote_breakdown: {
      headcount: { approve: 6, against: 3, abstain: 1 },
      weighted: { approve: 0.6, against: 0.3, abstain: 0.1 },
      absent: { count: 0, weight: 0 },
    },
    outcome: 'proceed',
    consensus_level: 0.62,
    confidence_score: 0.7,
  };
}

export function maxChairContext(board: readonly Seat[], decision: Decision): ChairContext {
  return {
    decision,
    board,
    digest: maxDigest(board),
    votes: board.map((seat) => ({
      seat,
      vote: { vote: 'approve', rationale: filler('rationale', 1200), confidence: 0.8 } satisfies FinalVote,
    })),
    scores: sampleScores(),
  };
}

export interface MiniSessionResult {
  positions: DeliberationResult['positions'];
  discussion: DeliberationResult['discussion'];
  votes: DeliberationResult['votes'];
  synthesis: DeliberationResult['synthesis'];
  usage: Usage;
}

/**
 * Asks `mind` every step once, for every seat: initial positions, discussion, one consensus
 * round, final vote, synthesis. Steps of a phase run concurrently, as the engine runs them.
 */
export async function runMiniSession(
  mind: Mind,
  board: readonly Seat[],
  decision: Decision,
  signal: AbortSignal = new AbortController().signal,
): Promise<MiniSessionResult> {
  const usage: Usage = { calls: 0, prompt_tokens: 0, completion_tokens: 0 };
  const count = (u: Usage) => {
    usage.calls += u.calls;
    usage.prompt_tokens += u.prompt_tokens;
    usage.completion_tokens += u.completion_tokens;
  };
  const positions = await Promise.all(
    board.map(async (seat) => {
      const { output, usage: u } = await mind.initialPosition({ seat, decision, board }, signal);
      count(u);
      return { seat, position: output, source: 'ai' as const };
    }),
  );
  const digest = positions.map(({ seat, position }) =>
    digestEntry(seat, position.stance, position.confidence, position.key_points),
  );
  const own = (seat: Seat) => digest.find((entry) => entry.seatId === seat.id) as DigestEntry;
  const discussion = await Promise.all(
    board.map(async (seat) => {
      const { output, usage: u } = await mind.discuss({ seat, decision, board, digest }, signal);
      count(u);
      return { seat, turn: output };
    }),
  );
  await Promise.all(
    board.map(async (seat) => {
      const { usage: u } = await mind.revise(
        { seat, decision, board, digest, round: 1, own: own(seat) },
        signal,
      );
      count(u);
    }),
  );
  const votes = await Promise.all(
    board.map(async (seat) => {
      const { output, usage: u } = await mind.vote({ seat, decision, board, digest, own: own(seat) }, signal);
      count(u);
      return { seat, vote: output };
    }),
  );
  const { output: synthesis, usage: u } = await mind.synthesize(
    { decision, board, digest, votes, scores: sampleScores() },
    signal,
  );
  count(u);
  return { positions, discussion, votes, synthesis, usage };
}

/** A reading at the block's caps, every line at its maximum length: the prompt budget's worst case. */
export function maxReading(): DecisionReading {
  const long = (seed: string) => filler(seed, 400);
  return {
    kind: 'raise_funding',
    kind_label: 'Raise funding',
    kind_confidence: 0.9,
    kind_evidence: [],
    runner_up: null,
    restatement: long('restatement'),
    numbers: Array.from({ length: 20 }, (_, i) => ({
      meaning: 'cash',
      label: long(`label ${i}`),
      text: `$${i}M`,
      value: i * 1e6,
      unit: '$',
      whose: 'ours' as const,
      role: 'actual' as const,
      clause: long('clause'),
      corrected_by: null,
    })),
    negations: [],
    stated: [],
    missing: Array.from({ length: 10 }, (_, i) => ({
      fact: long(`fact ${i}`),
      question: long('question'),
      owner: 'CFO',
    })),
    duties: Array.from({ length: 12 }, (_, i) => ({
      id: `duty_${i}`,
      title: long(`duty ${i}`),
      text: long('duty text'),
      owner: 'CFO',
      owner_title: 'CFO',
      action: long('action'),
      breached: true,
      evidence: [],
    })),
    calculations: Array.from({ length: 12 }, (_, i) => ({
      id: `calc_${i}`,
      label: long(`calc ${i}`),
      value: i,
      result: long('result'),
      inputs: long('inputs'),
    })),
    premise_checks: Array.from({ length: 4 }, (_, i) => ({
      meaning: `m${i}`,
      label: 'runway',
      stated: 18,
      stated_text: '18 months',
      computed: 9,
      computed_text: '9 months',
      difference_pct: 100,
      text: long('premise'),
    })),
    corrections: [],
    verdict: 'deliberate',
    framing_reason: null,
    cannot_judge: null,
  };
}
