// The offline mind answers a follow-up question after the session from what the seat recorded
// (its points, concerns, recommendations, discussion turn, rounds and vote) and from the board's
// reading of the decision (its figures, calculations and duties), matched on content words as
// answer-questions.ts matches questions during the discussion. 'Why?' gets the seat's reasons
// for its vote and what would change its mind. It never invents a figure: when nothing recorded
// touches the question, it says so and names what would let it answer.
import { truncate } from '../../digest.ts';
import type { FollowUpAnswer, FollowUpContext, SeatRecord } from '../../follow-up.ts';
import { lastStanceOf } from '../../follow-up.ts';
import type { DecisionReading } from '../../reading.ts';
import { kindModule } from './kinds/registry.ts';
import { bestMatch, type Candidate } from './seats/answer-questions.ts';

export const FOLLOW_UP_ANSWER_CHARS = 1200;

/** 'Why?', 'why did you…', 'what is your reasoning', 'how come'. */
const WHY = /\b(why|how come|reason(s|ing)?|rationale|justify)\b/i;

/** Lower-cases a sentence's first letter to continue another sentence ('I' stays 'I'). */
const lowerFirst = (s: string) => (/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const sentence = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function recorded(record: SeatRecord): Candidate[] {
  const p = record.position;
  const last = record.rounds.at(-1);
  return [
    ...(p?.concerns ?? []).map((text) => ({ text: `My concern: ${text}`, follow: null })),
    ...(p?.key_points ?? []).map((text) => ({ text, follow: null })),
    ...(p?.recommendations ?? []).map((text) => ({ text: `I recommended: ${text}`, follow: null })),
    ...(p?.questions ?? []).map((text) => ({
      text: `The decision did not settle this, so I asked: ${text}`,
      follow: null,
    })),
    ...(record.turn?.rebuttals ?? []).map((r) => ({
      text: `I told the ${r.seat}: ${r.point}`,
      follow: null,
    })),
    // A round's reasoning is worth quoting when the seat moved; otherwise it restates its points.
    ...(last?.changed ? [{ text: last.reasoning, follow: null }] : []),
  ];
}

function fromReading(reading: DecisionReading | null): Candidate[] {
  if (!reading) return [];
  return [
    ...(reading.duties ?? []).map((d) => ({
      text: `Whatever the vote: ${d.title}: ${d.text}`,
      follow: d.action,
    })),
    ...(reading.premise_checks ?? []).map((p) => ({ text: p.text, follow: null })),
    ...reading.calculations.map((c) => ({
      text: `${c.label}: ${c.result} (${c.inputs}).`,
      follow: null,
    })),
    ...reading.numbers.map((n) => ({
      text: `The decision gives this figure: ${n.label}, ${n.text}.`,
      follow: null,
    })),
  ];
}

/** The seat's position in one sentence: its vote's rationale, else its stance. */
function positionLine(record: SeatRecord): string {
  if (record.vote) return sentence(record.vote.rationale);
  const stance = lastStanceOf(record);
  const head = record.position?.perspective;
  return head ? sentence(head) : `My last stance was ${String(stance).replace('_', ' ')}.`;
}

function changeMyMind(record: SeatRecord): string | null {
  const text = record.rounds.at(-1)?.what_would_change_my_mind;
  if (!text) return null;
  return /^I\b/.test(text) ? sentence(text) : `What would change my mind: ${lowerFirst(sentence(text))}`;
}

/** Words about the session itself ('why did you vote that way?'), which name no point of substance. */
const ABOUT_THE_SESSION =
  /\b(why|votes?|voted|voting|stance|position|way|think|thought|decid(e|ed|ing)|decision|board|seat)\b/gi;

/** The recorded text without its framing ('My concern: …'), to see whether the vote already says it. */
const coreOf = (text: string) => text.replace(/^[A-Z][^:]{0,40}: /, '').slice(0, 60);

export function answerFollowUp(ctx: FollowUpContext): FollowUpAnswer {
  const { record, question } = ctx;
  const topic = question.replace(ABOUT_THE_SESSION, ' ');
  const match = bestMatch(topic, [...recorded(record), ...fromReading(ctx.reading)]);
  const matchText = match ? sentence(match.follow ? `${match.text} ${match.follow}` : match.text) : null;
  const position = positionLine(record);
  let parts: (string | null)[];
  if (WHY.test(question) || (!match && question.trim().split(/\s+/).length <= 3)) {
    // Asked for reasons: the vote and its reasons first, then the point the question names.
    const also = matchText && !position.includes(matchText) ? `On your point: ${matchText}` : null;
    parts = [position, also, changeMyMind(record)];
  } else if (match && matchText) {
    const same = position.includes(coreOf(match.text));
    parts = [
      matchText,
      same
        ? `It is the reason for my vote${record.vote ? ` (${record.vote.vote})` : ''}.`
        : `Where I came out: ${lowerFirst(position)}`,
    ];
  } else {
    const label = kindModule(ctx.reading?.kind)?.phrase ?? 'this decision';
    parts = [
      `Nothing I said on ${label}, and nothing in the figures the board read, speaks to that directly from the ${ctx.seat.title} seat.`,
      `What I can say: ${lowerFirst(position)}`,
      'The facts or figures behind your question would let me answer it.',
    ];
  }
  return { answer: truncate(parts.filter(Boolean).join(' '), FOLLOW_UP_ANSWER_CHARS) };
}
