// The live room's stream, reduced from the session's event log: each AI or human contribution
// as it completes, phase and round separators, interjections, notices (a window opening, a seat
// acting, a skipped round), who is typing, and reaction counts per message. Pure: a reload or a
// late joiner replays the same log into the same feed.
import type { ReactionKind } from '../../../../contracts/live.ts';
import type { SessionEvent } from '../../../../contracts/sessions.ts';

export interface FeedContribution {
  kind: 'contribution';
  seq: number;
  at: string;
  seatId: string | null;
  title: string;
  source: 'ai' | 'human';
  phase: string | null;
  round: number | null;
  stance: string | null;
  /** The stance before a consensus revision, when it changed. */
  previous: string | null;
  vote: string | null;
  /** A human seat that did not vote in its window: the vote its stance implies. */
  fallback: boolean;
  /** The full text (perspective, discussion summary, reasoning, rationale, recommendation). */
  text: string;
  keyPoints: string[];
  answers: { seat: string; question: string; answer: string }[];
}

export interface FeedSeparator {
  kind: 'separator';
  seq: number;
  phase: string | null;
  round: number | null;
}

export interface FeedInterjection {
  kind: 'interjection';
  seq: number;
  at: string;
  author: string;
  text: string;
  mine: boolean;
}

export interface FeedNotice {
  kind: 'notice';
  seq: number;
  at: string;
  text: string;
}

export type FeedItem = FeedContribution | FeedSeparator | FeedInterjection | FeedNotice;

export interface ReactionTally {
  count: number;
  mine: boolean;
}

export interface RoomFeed {
  items: FeedItem[];
  /** Seats whose step is running, by seat id ('chair' for the synthesis). */
  typing: Record<string, string>;
  reactions: Record<number, Partial<Record<ReactionKind, ReactionTally>>>;
  lastSeq: number;
  ended: 'completed' | 'failed' | null;
  /** Who is in the room now (from presence events), by user id. */
  present: Record<string, string>;
}

export const EMPTY_FEED: RoomFeed = {
  items: [],
  typing: {},
  reactions: {},
  lastSeq: 0,
  ended: null,
  present: {},
};

const CHAIR_KEY = 'chair';
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function titleOf(event: SessionEvent): string {
  return str((event.payload as { title?: unknown }).title) ?? (event.seat_id ? 'Board member' : 'Chair');
}

function withoutTyping(typing: Record<string, string>, key: string): Record<string, string> {
  if (!(key in typing)) return typing;
  const { [key]: _gone, ...rest } = typing;
  return rest;
}

function answersOf(value: unknown): FeedContribution['answers'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const a = entry as { seat?: unknown; question?: unknown; answer?: unknown };
    const seat = str(a.seat);
    const question = str(a.question);
    const answer = str(a.answer);
    return seat && question && answer ? [{ seat, question, answer }] : [];
  });
}

function contribution(event: SessionEvent, source: 'ai' | 'human'): FeedContribution {
  const p = event.payload as Record<string, unknown>;
  const changed = p.changed === true;
  return {
    kind: 'contribution',
    seq: event.seq,
    at: event.at,
    seatId: event.seat_id,
    title: titleOf(event),
    source: p.source === 'human' ? 'human' : source,
    phase: event.phase,
    round: event.round,
    stance: str(p.stance),
    previous: changed ? str(p.previous) : null,
    vote: str(p.vote),
    fallback: p.fallback === true,
    text:
      str(p.perspective) ??
      str(p.summary) ??
      str(p.reasoning) ??
      str(p.rationale) ??
      str(p.recommendation) ??
      '',
    keyPoints: strings(p.key_points),
    answers: answersOf(p.answers),
  };
}

const WINDOW_TEXT = {
  consensus: (titles: string, round: number | null) =>
    `Round ${round ?? ''} is open for ${titles} to revise their stance`,
  final_vote: (titles: string) => `Voting is open for ${titles}`,
};

const ACTED_TEXT: Record<string, (title: string) => string> = {
  perspective: (title) => `${title} gave their perspective`,
  consensus: (title) => `${title} gave their stance for this round`,
  final_vote: (title) => `${title} has voted`,
};

export function applyFeedEvent(feed: RoomFeed, event: SessionEvent, me: string | null): RoomFeed {
  if (event.seq <= feed.lastSeq) return feed; // a frame seen before a reconnect
  const next: RoomFeed = { ...feed, lastSeq: event.seq };
  const add = (item: FeedItem): RoomFeed => ({ ...next, items: [...next.items, item] });
  const notice = (text: string) => add({ kind: 'notice', seq: event.seq, at: event.at, text });
  const p = event.payload as Record<string, unknown>;
  switch (event.type) {
    case 'phase_started':
      return add({ kind: 'separator', seq: event.seq, phase: event.phase, round: event.round });
    case 'phase_completed':
      return { ...next, typing: {} };
    case 'seat_started':
      return { ...next, typing: { ...next.typing, [event.seat_id ?? CHAIR_KEY]: titleOf(event) } };
    case 'seat_completed': {
      const typing = withoutTyping(next.typing, event.seat_id ?? CHAIR_KEY);
      return { ...add(contribution(event, 'ai')), typing };
    }
    case 'seat_failed':
      return {
        ...notice(`${titleOf(event)} could not answer this step`),
        typing: withoutTyping(next.typing, event.seat_id ?? CHAIR_KEY),
      };
    case 'human_received':
      return add(contribution(event, 'human'));
    case 'human_missing':
      return notice(
        p.reason === 'no vote'
          ? `${titleOf(event)} did not vote`
          : `${titleOf(event)} did not respond in time`,
      );
    case 'human_window': {
      const seats = Array.isArray(p.seats) ? p.seats : [];
      const titles = seats.map((s) => str((s as { title?: unknown }).title) ?? 'a board member').join(', ');
      return notice(
        p.step === 'final_vote' ? WINDOW_TEXT.final_vote(titles) : WINDOW_TEXT.consensus(titles, event.round),
      );
    }
    case 'human_acted': {
      const say = ACTED_TEXT[String(p.step)];
      return say ? notice(say(titleOf(event))) : next;
    }
    case 'round_skipped':
      return notice(`Round ${event.round ?? ''} skipped: ${str(p.reason) ?? 'the board had settled'}`);
    case 'interjection':
      return add({
        kind: 'interjection',
        seq: event.seq,
        at: event.at,
        author: str(p.author) ?? 'A board member',
        text: str(p.text) ?? '',
        mine: me !== null && p.user_id === me,
      });
    case 'reaction':
      return applyReaction(next, p, me);
    case 'presence': {
      const userId = str(p.user_id);
      if (!userId) return next;
      const { [userId]: _left, ...others } = next.present;
      return {
        ...next,
        present: p.present === true ? { ...others, [userId]: str(p.name) ?? 'A board member' } : others,
      };
    }
    case 'session_completed':
      return { ...next, typing: {}, ended: 'completed' };
    case 'session_failed':
      return { ...notice(str(p.reason) ?? 'Board deliberation failed'), typing: {}, ended: 'failed' };
    default:
      return next;
  }
}

function applyReaction(feed: RoomFeed, p: Record<string, unknown>, me: string | null): RoomFeed {
  const target = typeof p.target_seq === 'number' ? p.target_seq : null;
  const kind = str(p.kind) as ReactionKind | null;
  if (target === null || !kind || typeof p.count !== 'number') return feed;
  const current = feed.reactions[target] ?? {};
  const mine = me !== null && p.user_id === me ? p.active === true : (current[kind]?.mine ?? false);
  return {
    ...feed,
    reactions: { ...feed.reactions, [target]: { ...current, [kind]: { count: p.count, mine } } },
  };
}

/** Members' messages: contributions and interjections (not separators or notices). */
export function messageCount(feed: RoomFeed): number {
  return feed.items.filter((i) => i.kind === 'contribution' || i.kind === 'interjection').length;
}
