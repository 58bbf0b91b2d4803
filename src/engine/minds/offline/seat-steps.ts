// The offline mind's seat steps. Each is a pure function of its context: the seat re-reads the
// decision through its lens (deterministically, so it need not remember anything) and reasons
// about the digest by comparing stances on the five-point scale.
import { truncate } from '../../digest.ts';
import { stanceScore, stanceToVote } from '../../scoring.ts';
import type {
  DigestEntry,
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  QuestionForSeat,
  Revision,
  SeatContext,
  SeatRemark,
  Stance,
} from '../../types.ts';
import { contentStemsOf } from './analyze-decision.ts';
import { answerQuestions, bestMatch } from './answer-questions.ts';
import type { SeatAssessment } from './assess-seat.ts';
import { assessSeat, stanceFor } from './assess-seat.ts';
import { decisionLabel } from './lens-kit.ts';

/** Below this confidence a seat far from the board's weighted view moves one step toward it. */
export const MOVE_BELOW_CONFIDENCE = 0.6;
/** 'Far' is a whole step or more on the five-point scale. */
export const FAR = 1;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const round2 = (n: number) => Math.round(n * 100) / 100;
const sign = (s: Stance) => Math.sign(stanceScore(s));

function pros(a: SeatAssessment) {
  return a.factors.filter((x) => x.weight > 0);
}
function cons(a: SeatAssessment) {
  return a.factors.filter((x) => x.weight < 0);
}

function speaker(a: SeatAssessment): string {
  const name = a.seat.persona?.name;
  return name ? `As ${name.replace(/^The /, 'the ')}` : `As ${a.seat.title}`;
}

const STANCE_PHRASE: Readonly<Record<Stance, (label: string) => string>> = {
  strongly_support: (l) => `I strongly support ${l}.`,
  support: (l) => `I support ${l}, with conditions.`,
  neutral: (l) => `I am undecided on ${l}.`,
  oppose: (l) => `I oppose ${l} as proposed.`,
  strongly_oppose: (l) => `I strongly oppose ${l}.`,
};

function perspective(a: SeatAssessment): string {
  const label = decisionLabel(a.features);
  if (a.outsideLens)
    return `${speaker(a)}, I find ${label} outside my lens: nothing in the decision touches what I answer for, so I abstain and leave it to the seats whose questions it raises.`;
  const lead = `${speaker(a)}, ${STANCE_PHRASE[a.stance](label)}`;
  const pro = pros(a)[0]?.text;
  const con = cons(a)[0]?.text;
  const dir = sign(a.stance);
  const reason =
    dir > 0
      ? (pro ?? '')
      : dir < 0
        ? (con ?? '')
        : [pro && `For: ${lowerFirst(pro)}`, con && `Against: ${lowerFirst(con)}`].filter(Boolean).join(' ');
  return `${lead} ${reason}`.trim();
}

export function initialPositionOf(a: SeatAssessment): InitialPosition {
  const points = a.factors.slice(0, 4).map((x) => x.text);
  if (a.signalHits.length >= 2 && points.length < 4) {
    points.push(
      `This sits squarely in my lens: the decision speaks of ${a.signalHits.slice(0, 4).join(', ')}.`,
    );
  }
  if (points.length === 0 && !a.outsideLens && a.questions.length)
    points.push(
      `My lens finds no point for or against ${decisionLabel(a.features)} until this is answered: ${a.questions[0]}`,
    );
  const recommendations = [
    ...a.recommendations.map((r) => `${r.action} (${r.horizon}).`),
    ...cons(a).flatMap((x) => (x.mitigation ? [x.mitigation] : [])),
  ];
  return {
    stance: a.stance,
    confidence: a.confidence,
    perspective: perspective(a),
    key_points: points,
    concerns: cons(a).map((x) => x.text),
    recommendations: [...new Set(recommendations)].slice(0, 3),
    questions: a.questions,
  };
}

export function initialPosition(ctx: SeatContext): InitialPosition {
  return initialPositionOf(assessSeat(ctx.seat, ctx.decision));
}

function weightOf(ctx: SeatContext, seatId: string): number {
  return ctx.board.find((s) => s.id === seatId)?.weight ?? 0;
}

function byWeight(ctx: SeatContext, entries: readonly DigestEntry[]): DigestEntry[] {
  return [...entries].sort(
    (x, y) => weightOf(ctx, y.seatId) - weightOf(ctx, x.seatId) || x.title.localeCompare(y.title),
  );
}

export function discuss(
  ctx: SeatContext & { digest: DigestEntry[]; asked?: readonly QuestionForSeat[] },
): DiscussionTurn {
  const a = assessSeat(ctx.seat, ctx.decision);
  const mine = sign(a.stance);
  const others = ctx.digest.filter((e) => e.seatId !== ctx.seat.id);
  const allies = byWeight(
    ctx,
    others.filter((e) => sign(e.stance) === mine),
  );
  const opponents = byWeight(
    ctx,
    others.filter((e) => sign(e.stance) * mine < 0),
  );
  const agreements: SeatRemark[] = allies.slice(0, 2).map((e) => ({
    seat: e.title,
    point: e.top_points[0]
      ? `Agreed — ${truncate(e.top_points[0], 140)}`
      : `Agreed: we read this the same way (${e.stance}).`,
  }));
  const rebuttals: SeatRemark[] = opponents
    .slice(0, 2)
    .map((e) => ({ seat: e.title, point: rebuttal(a, e) }));
  const target =
    opponents[0] ??
    byWeight(
      ctx,
      others.filter((e) => sign(e.stance) === 0),
    )[0];
  const questions: SeatRemark[] =
    target && a.questions[0] ? [{ seat: target.title, point: a.questions[0] }] : [];
  const top =
    a.factors[0]?.text ??
    (a.outsideLens
      ? `I find ${decisionLabel(a.features)} outside my lens.`
      : `nothing in the text on ${decisionLabel(a.features)} touches my lens${a.questions[0] ? `; my question: ${a.questions[0]}` : '.'}`);
  const summary = [
    `${ctx.seat.title} (${a.stance.replace('_', ' ')}): ${top}`,
    allies.length ? `Aligned with ${allies.map((e) => e.title).join(', ')}.` : '',
    opponents.length ? `Opposed by ${opponents.map((e) => e.title).join(', ')}.` : '',
    interjectionNote(ctx, a),
  ]
    .filter(Boolean)
    .join(' ');
  return { agreements, rebuttals, questions, summary, answers: answerQuestions(ctx, a, ctx.asked) };
}

/**
 * A rebuttal answers the other seat's own point: it quotes it and replies with this seat's point
 * on its side that shares the most content words with it, or says plainly that the quoted point
 * does not meet this seat's strongest one.
 */
function rebuttal(a: SeatAssessment, e: DigestEntry): string {
  const mine = sign(a.stance) > 0 ? pros(a) : cons(a);
  const verb = sign(e.stance) > 0 ? 'support' : 'oppose';
  const theirs = e.top_points[0];
  const myCase = lowerFirst(mine[0]?.text ?? 'the evidence points the other way.');
  if (!theirs) return `You ${verb} it, but ${myCase}`;
  const quoted = `You ${verb} it on “${truncate(theirs, 120)}”`;
  const answer = bestMatch(
    theirs,
    mine.map((f) => ({ text: f.text, follow: null })),
  );
  return answer
    ? `${quoted}; my answer to that: ${lowerFirst(answer.text)}`
    : `${quoted}, but that does not meet my point: ${myCase}`;
}

/**
 * An interjection is taken up by the seats whose lens it touches (it shares content words with
 * the seat's own points): the seat names who raised it and what it has to say on that point.
 */
function interjectionNote(ctx: SeatContext, a: SeatAssessment): string {
  for (const i of [...(ctx.interjections ?? [])].reverse()) {
    const stems = new Set(contentStemsOf(i.text));
    const touched = a.factors.find((f) => contentStemsOf(f.text).some((s) => stems.has(s)));
    if (touched) return `On ${i.author}'s point ("${truncate(i.text, 80)}"): ${lowerFirst(touched.text)}`;
  }
  return '';
}

/** The weighted mean stance of the others on the five-point scale, or null when there are none. */
export function weightedMean(ctx: SeatContext, digest: readonly DigestEntry[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const e of digest) {
    if (e.seatId === ctx.seat.id) continue;
    const w = weightOf(ctx, e.seatId);
    weight += w;
    sum += w * stanceScore(e.stance);
  }
  return weight > 0 ? sum / weight : null;
}

/** What would move this seat, in terms of its own points on this decision (never a stock phrase). */
function changeMyMind(a: SeatAssessment, stance: Stance): string {
  const label = decisionLabel(a.features);
  if (sign(stance) < 0) {
    const con = cons(a)[0];
    const fix = con?.mitigation?.replace(/\.$/, '');
    if (fix) return `I would move if this were done: ${lowerFirst(fix)}.`;
    return con
      ? `Evidence that this is wrong: ${lowerFirst(con.text)}`
      : `A point on ${label} that touches my lens.`;
  }
  if (sign(stance) > 0) {
    const pro = pros(a)[0];
    return pro
      ? `If this turned out wrong: ${lowerFirst(pro.text)}`
      : `A point on ${label} that touches my lens.`;
  }
  const question = a.questions[0];
  return question
    ? `An answer to my question on ${label}: ${question}`
    : `A point on ${label} that touches my lens.`;
}

/** Another seat's top point that shares at least three content words with one of this seat's own points. */
function touchingPoint(ctx: SeatContext & { digest: DigestEntry[] }, a: SeatAssessment, score: number) {
  const mine = a.factors.map((x) => ({ text: x.text, stems: new Set(contentStemsOf(x.text)) }));
  for (const entry of ctx.digest) {
    if (entry.seatId === ctx.seat.id || Math.abs(stanceScore(entry.stance) - score) < FAR) continue;
    const point = entry.top_points[0];
    if (!point) continue;
    const stems = contentStemsOf(point);
    const match = mine.find((m) => stems.filter((s) => m.stems.has(s)).length >= 3);
    if (match) return { entry, point, mine: match.text };
  }
  return null;
}

export function revise(
  ctx: SeatContext & { digest: DigestEntry[]; own: DigestEntry; round: number },
): Revision {
  const a = assessSeat(ctx.seat, ctx.decision);
  const own = ctx.own;
  const mean = weightedMean(ctx, ctx.digest);
  const score = stanceScore(own.stance);
  const gap = mean === null ? 0 : mean - score;
  const lean = mean === null ? '' : `${mean >= 0 ? '+' : ''}${mean.toFixed(1)}`;
  // A seat moves only for a reason: another seat's point that touches its own concerns, from a
  // seat a whole step away. The weighted board disagreeing is no reason (no herding).
  const touching =
    a.outsideLens || own.confidence >= MOVE_BELOW_CONFIDENCE ? null : touchingPoint(ctx, a, score);
  if (touching) {
    const stance = stanceFor(score + Math.sign(stanceScore(touching.entry.stance) - score));
    return {
      stance,
      confidence: own.confidence,
      reasoning:
        `The ${touching.entry.title}’s point — “${truncate(touching.point, 140)}” — bears on my own concern (${lowerFirst(truncate(touching.mine, 100))}), ` +
        `and my evidence is thin (confidence ${own.confidence.toFixed(2)}): I move one step, to ${stance.replace('_', ' ')}.`,
      what_would_change_my_mind: changeMyMind(a, stance),
    };
  }
  if (a.outsideLens)
    return {
      stance: own.stance,
      confidence: own.confidence,
      reasoning: `As ${a.seat.title} I still find ${decisionLabel(a.features)} outside my lens: no point in the digest touches what I answer for, so I keep abstaining.`,
      what_would_change_my_mind: `A point about ${decisionLabel(a.features)} that touches ${lowerFirst(a.seat.persona?.lens?.optimizesFor[0] ?? 'what I answer for')}.`,
    };
  const top = (sign(own.stance) < 0 ? cons(a)[0] : pros(a)[0]) ?? a.factors[0];
  const reason = lowerFirst(top?.text ?? 'my lens finds no reason to move.');
  // Against the board: the seat disagrees in direction, or sits on the fence while the board is far off it.
  const against =
    mean !== null &&
    ((score !== 0 && Math.sign(mean) === -Math.sign(score) && Math.abs(mean) >= 0.5) ||
      (score === 0 && Math.abs(gap) >= FAR));
  if (against) {
    return {
      stance: own.stance,
      confidence: round2(Math.max(0.3, own.confidence - 0.02)),
      reasoning: `I hold ${own.stance.replace('_', ' ')}: ${reason} The board leans ${lean}, but nothing in the digest answers this.`,
      what_would_change_my_mind: changeMyMind(a, own.stance),
    };
  }
  const shares =
    mean === null
      ? 'No other seat has a stance yet'
      : Math.abs(gap) >= FAR
        ? `The board agrees in direction, if less strongly (weighted ${lean})`
        : `The board broadly shares my view (weighted ${lean})`;
  return {
    stance: own.stance,
    confidence: round2(Math.min(0.95, own.confidence + 0.03)),
    reasoning: `${shares}; I hold ${own.stance.replace('_', ' ')}: ${reason}`,
    what_would_change_my_mind: changeMyMind(a, own.stance),
  };
}

export function vote(ctx: SeatContext & { digest: DigestEntry[]; own: DigestEntry }): FinalVote {
  const a = assessSeat(ctx.seat, ctx.decision);
  const choice = stanceToVote(ctx.own.stance);
  const pro = pros(a)[0]?.text;
  const con = cons(a)[0]?.text;
  const rationale = a.outsideLens
    ? `I abstain: I find ${decisionLabel(a.features)} outside my lens, and I do not vote on what I cannot judge.`
    : choice === 'approve'
      ? `I approve: ${pro ?? 'the case holds up through my lens.'}${con ? ` Condition: ${lowerFirst(con)}` : ''}`
      : choice === 'against'
        ? `I vote against: ${con ?? 'the case does not hold up through my lens.'}`
        : `I abstain: ${[pro, con && lowerFirst(con)].filter(Boolean).join(' Yet ') || (a.factors[0] ? `${lowerFirst(a.factors[0].text)} That alone does not decide it for me.` : `nothing in ${decisionLabel(a.features)} as described touches my lens.`)}`;
  return { vote: choice, rationale, confidence: ctx.own.confidence };
}
