// The offline mind's seat steps. Each is a pure function of its context: the seat re-reads the
// reading (deterministically, so it need not remember anything) and reasons about the digest by
// comparing stances on the five-point scale. Every figure a seat states comes from the reading.
import { truncate } from '../../../digest.ts';
import type { DecisionReading } from '../../../reading.ts';
import { stanceScore, stanceToVote } from '../../../scoring.ts';
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
} from '../../../types.ts';
import { withPastDecisions } from '../past-decisions.ts';
import { lowerFirst, upperFirst } from '../reader/format.ts';
import { readDecision } from '../reader/read-decision.ts';
import { contentStemsOf } from '../stems.ts';
import { abstentionReason } from './abstention.ts';
import { answerQuestions, bestMatch } from './answer-questions.ts';
import type { SeatAssessment } from './assess.ts';
import { assessSeat, stanceFor } from './assess.ts';

/** Below this confidence a seat far from the board's weighted view moves one step toward it. */
export const MOVE_BELOW_CONFIDENCE = 0.6;
/** 'Far' is a whole step or more on the five-point scale. */
export const FAR = 1;

const round2 = (n: number) => Math.round(n * 100) / 100;
const sign = (s: Stance) => Math.sign(stanceScore(s));

export function readingOf(ctx: {
  reading?: DecisionReading | null;
  decision: SeatContext['decision'];
}): DecisionReading {
  return ctx.reading ?? readDecision(ctx.decision);
}

export function assess(ctx: SeatContext): SeatAssessment {
  return withPastDecisions(assessSeat(ctx.seat, readingOf(ctx), ctx.decision, ctx.board), ctx.decision);
}

const pros = (a: SeatAssessment) => a.points.filter((x) => x.weight > 0);
const cons = (a: SeatAssessment) => a.points.filter((x) => x.weight < 0);
/** Points that state a fact without weighing it. */
const facts = (a: SeatAssessment) => a.points.filter((x) => x.weight === 0);

function speaker(a: SeatAssessment): string {
  const name = a.seat.persona?.name;
  return name ? `As ${name.replace(/^The /, 'the ')}` : `As ${a.seat.title}`;
}

// No full stop: the reason follows in the same sentence, so no two decisions share the opening line.
const STANCE_PHRASE: Readonly<Record<Stance, (label: string) => string>> = {
  strongly_support: (l) => `I strongly support ${l}`,
  support: (l) => `I support ${l}, with conditions`,
  neutral: (l) => `I am undecided on ${l}`,
  oppose: (l) => `I oppose ${l} as proposed`,
  strongly_oppose: (l) => `I strongly oppose ${l}`,
};

/** What would settle an undecided seat: the fact it asks for, else the fix to its main concern. */
export function decider(a: SeatAssessment): string {
  const question = a.questions[0];
  if (question) return `an answer to this: ${question}`;
  const fix = cons(a)[0]?.mitigation?.replace(/\.$/, '');
  if (fix) return `this being done: ${lowerFirst(fix)}`;
  const pro = pros(a)[0]?.text.replace(/\.$/, '');
  return pro ? `confirmation that ${lowerFirst(pro)}` : `a figure on ${a.phrase} that bears on my seat`;
}

function perspective(a: SeatAssessment): string {
  if (a.outsideLens) return `${speaker(a)}, I abstain on ${a.phrase}: ${abstentionReason(a)}.`;
  const lead = `${speaker(a)}, ${STANCE_PHRASE[a.stance](a.phrase)}`;
  const pro = pros(a)[0]?.text;
  const con = cons(a)[0]?.text;
  const dir = sign(a.stance);
  const condition = cons(a)[0]?.mitigation?.replace(/\.$/, '');
  const reason =
    dir > 0
      ? (pro ?? (condition ? `Provided this is done: ${lowerFirst(condition)}.` : ''))
      : dir < 0
        ? (con ?? '')
        : [
            pro && `For: ${lowerFirst(pro)}`,
            con && `Against: ${lowerFirst(con)}`,
            `What would decide it for me: ${decider(a)}`,
          ]
            .filter(Boolean)
            .join(' ');
  // Support that rests on a condition says so once: 'I support the hire provided this is done: …'.
  if (dir > 0 && !pro && condition)
    // A condition that is a question ('…: What does it cost over 3 years?') keeps its own mark.
    return `${speaker(a)}, I support ${a.phrase} provided this is done: ${lowerFirst(condition)}${/[.!?]$/.test(condition) ? '' : '.'}`;
  const because = reason || facts(a)[0]?.text;
  return because ? `${lead}: ${lowerFirst(because)}` : `${lead}.`;
}

export function initialPositionOf(a: SeatAssessment): InitialPosition {
  const recommendations = [
    ...a.actions.map((r) => `${r.action} (${r.horizon}).`),
    ...cons(a).flatMap((x) => (x.mitigation ? [x.mitigation] : [])),
  ];
  return {
    stance: a.stance,
    confidence: a.confidence,
    perspective: perspective(a),
    key_points: a.points.slice(0, 4).map((x) => x.text),
    concerns: cons(a).map((x) => x.text),
    recommendations: [...new Set(recommendations)].slice(0, 3),
    questions: a.questions.slice(0, 3),
  };
}

export function initialPosition(ctx: SeatContext): InitialPosition {
  return initialPositionOf(assess(ctx));
}

function weightOf(ctx: SeatContext, seatId: string): number {
  return ctx.board.find((s) => s.id === seatId)?.weight ?? 0;
}

function byWeight(ctx: SeatContext, entries: readonly DigestEntry[]): DigestEntry[] {
  return [...entries].sort(
    (x, y) => weightOf(ctx, y.seatId) - weightOf(ctx, x.seatId) || x.title.localeCompare(y.title),
  );
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
  const myCase = lowerFirst(mine[0]?.text ?? `my points on ${a.phrase} point the other way.`);
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

/** A board member's correction to the figures, as the seat whose points rest on them takes it up. */
function correctionNote(a: SeatAssessment): string {
  const last = a.reading.corrections.at(-1);
  if (!last) return '';
  const changed = last.changes.map((c) => c.split(':')[0]?.trim().toLowerCase() ?? '');
  const touches = a.points.some((p) => changed.some((w) => w && p.text.toLowerCase().includes(w)));
  return touches || a.seat.key === 'CFO'
    ? `Corrected by ${last.author}: ${last.changes.join('; ')}. My points above use the corrected figures.`
    : '';
}

/**
 * An interjection is taken up by the seats whose lens it touches (it shares content words with
 * the seat's own points): the seat names who raised it and what it has to say on that point.
 */
function interjectionNote(ctx: SeatContext, a: SeatAssessment): string {
  for (const i of [...(ctx.interjections ?? [])].reverse()) {
    const stems = new Set(contentStemsOf(i.text));
    const touched = a.points.find((f) => contentStemsOf(f.text).some((s) => stems.has(s)));
    if (touched) return `On ${i.author}'s point ("${truncate(i.text, 80)}"): ${lowerFirst(touched.text)}`;
  }
  return '';
}

export function discuss(
  ctx: SeatContext & { digest: DigestEntry[]; asked?: readonly QuestionForSeat[] },
): DiscussionTurn {
  const a = assess(ctx);
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
  // An ally's own argument is agreed with, not the duty it leads with: a duty reads the same in
  // every decision of its kind and is already the board's first condition.
  const duties = readingOf(ctx).duties.map((d) => d.title);
  const ownPoint = (e: DigestEntry) => e.top_points.find((p) => !duties.some((t) => p.startsWith(t)));
  // An ally with nothing but duties to its name is agreed with in the vote, not echoed here.
  // Two undecided seats share no view to agree with: each abstains or waits on its own question.
  const withOwnPoint = mine === 0 ? [] : allies.filter((e) => e.top_points.length === 0 || ownPoint(e));
  const agreements: SeatRemark[] = withOwnPoint.slice(0, 2).map((e) => {
    const point = ownPoint(e);
    return {
      seat: e.title,
      point: point ? `Agreed — ${truncate(point, 140)}` : `Agreed: we read this the same way (${e.stance}).`,
    };
  });
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
    a.points[0]?.text ??
    (a.outsideLens
      ? `I abstain on ${a.phrase}: ${abstentionReason(a)}.`
      : `my question on ${a.phrase}: ${a.questions[0] ?? 'none yet'}`);
  const summary = [
    `${ctx.seat.title} (${a.stance.replace('_', ' ')}): ${top}`,
    // Who agrees is in the agreements above; a roll-call of every ally reads the same on every decision.
    allies.length ? `${allies.length} other seat${allies.length === 1 ? ' agrees' : 's agree'}.` : '',
    opponents.length ? `On ${a.phrase}, opposed by ${opponents.map((e) => e.title).join(', ')}.` : '',
    correctionNote(a),
    interjectionNote(ctx, a),
  ]
    .filter(Boolean)
    .join(' ');
  return { agreements, rebuttals, questions, summary, answers: answerQuestions(ctx, a, ctx.asked) };
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
  if (sign(stance) < 0) {
    const con = cons(a)[0];
    const fix = con?.mitigation?.replace(/\.$/, '');
    if (fix) return `I would move if this were done: ${lowerFirst(fix)}.`;
    return con ? `Evidence that this is wrong: ${lowerFirst(con.text)}` : `${upperFirst(decider(a))}.`;
  }
  if (sign(stance) > 0) {
    const pro = pros(a)[0];
    return pro ? `If this turned out wrong: ${lowerFirst(pro.text)}` : `${upperFirst(decider(a))}.`;
  }
  return `${decider(a)
    .replace(/^an answer/, 'An answer')
    .replace(/^this being/, 'This being')
    .replace(/^confirmation/, 'Confirmation')}.`;
}

/** Another seat's top point that shares at least three content words with one of this seat's own points. */
function touchingPoint(ctx: SeatContext & { digest: DigestEntry[] }, a: SeatAssessment, score: number) {
  // The decision's own words are in every statement; they show no point was met.
  const topic = new Set(contentStemsOf(a.phrase));
  const mine = a.points.map((x) => ({
    text: x.text,
    stems: new Set(contentStemsOf(x.text).filter((s) => !topic.has(s))),
  }));
  for (const entry of ctx.digest) {
    // Only a seat that took a side can move another: an undecided seat's words are no reason.
    if (entry.seatId === ctx.seat.id || stanceScore(entry.stance) === 0) continue;
    if (Math.abs(stanceScore(entry.stance) - score) < FAR) continue;
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
  const a = assess(ctx);
  const own = ctx.own;
  const mean = weightedMean(ctx, ctx.digest);
  const score = stanceScore(own.stance);
  const gap = mean === null ? 0 : mean - score;
  const lean = mean === null ? '' : `${mean >= 0 ? '+' : ''}${mean.toFixed(1)}`;
  // A seat moves only for a reason: another seat's point that touches its own concerns, from a
  // seat a whole step away. The weighted board disagreeing is no reason (no herding).
  // A deciding condition (the runway a step leaves) is not talked away: it holds until it is met.
  const decided = a.points.some((p) => p.lead && p.weight <= -1);
  const touching =
    a.outsideLens || decided || own.confidence >= MOVE_BELOW_CONFIDENCE ? null : touchingPoint(ctx, a, score);
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
      reasoning: `As ${a.seat.title} I still abstain on ${a.phrase}: no point in the digest touches what I answer for, and ${abstentionReason(a)}.`,
      // What is missing from this decision for this seat, not a stock 'a point that touches …'.
      what_would_change_my_mind: `A fact that changes why I abstain: ${abstentionReason(a)}.`,
    };
  const top = (sign(own.stance) < 0 ? cons(a)[0] : pros(a)[0]) ?? a.points[0];
  const reason = lowerFirst(top?.text ?? `my question stands: ${decider(a)}.`);
  // Against the board: the seat disagrees in direction, or sits on the fence while the board is far off it.
  const against =
    mean !== null &&
    ((score !== 0 && Math.sign(mean) === -Math.sign(score) && Math.abs(mean) >= 0.5) ||
      (score === 0 && Math.abs(gap) >= FAR));
  if (against) {
    return {
      stance: own.stance,
      confidence: round2(Math.max(0.3, own.confidence - 0.02)),
      reasoning: `I hold ${own.stance.replace('_', ' ')} though the board leans ${lean}, because no seat has answered this: ${reason}`,
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
  const a = assess(ctx);
  const choice = stanceToVote(ctx.own.stance);
  const pro = pros(a)[0]?.text;
  const con = cons(a)[0]?.text;
  const fix = cons(a)[0]?.mitigation;
  // A seat the discussion moved says so, so its vote never reads against its opening view.
  const moved =
    sign(a.stance) !== sign(ctx.own.stance) && !a.outsideLens
      ? `I opened at ${a.stance.replace('_', ' ')} and the discussion moved me to ${ctx.own.stance.replace('_', ' ')}. `
      : '';
  const rationale = a.outsideLens
    ? `I abstain: ${abstentionReason(a)}.`
    : choice === 'approve'
      ? pro
        ? `${moved}I approve: ${pro}${con ? ` My concern, to be met first: ${lowerFirst(con)}` : ''}`
        : // Support that rests only on conditions says which one, not that the decision 'holds up'.
          `${moved}I approve, provided this is done: ${lowerFirst(fix ?? facts(a)[0]?.text ?? `${a.phrase} is reviewed at the next board meeting.`).replace(/([^.!?])$/, '$1.')}${con ? ` The condition answers my concern: ${lowerFirst(con)}` : ''}`
      : choice === 'against'
        ? `${moved}I vote against: ${con ?? `${a.phrase} does not hold up through my lens.`}`
        : `${moved}I abstain for now: ${[pro, con && lowerFirst(con)].filter(Boolean).join(' Yet ') || (facts(a)[0]?.text ?? '')} What would decide it: ${decider(a)}`.replace(
            /: {2}/,
            ': ',
          );
  return { vote: choice, rationale: rationale.replace(/\s+/g, ' ').trim(), confidence: ctx.own.confidence };
}
