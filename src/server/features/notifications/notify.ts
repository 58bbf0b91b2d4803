// What the rest of the server calls to tell people something. Each function writes on the given
// database or transaction (so a notification commits with the change it reports) and returns
// the ids of the people it notified: wake their live streams after the commit (`wakeUsers`).
import type { Db } from '../../db/client.ts';
import { liveChannel, type SessionEventBus } from '../../realtime/event-bus.ts';
import { createAudienceRepository, type SeatHolder } from './audience-repository.ts';
import { createNotificationRepository, type NewNotification, type NotificationRow } from './repository.ts';

/** Wakes the live notification streams of these people (in this process, for now). */
export type UserWake = (userIds: readonly string[]) => void;

/**
 * The channel a person's notification stream waits on: the bus's user channel, so its
 * cross-process fan-out (LISTEN/NOTIFY on PostgreSQL) carries it too.
 */
export const userChannel = liveChannel.user;

export function createUserWake(bus: Pick<SessionEventBus, 'publish'>): UserWake {
  return (userIds) => {
    for (const id of new Set(userIds)) bus.publish(userChannel(id));
  };
}

export const paths = {
  portalSession: (sessionId: string) => `/board/human/session/${sessionId}`,
  liveRoom: (sessionId: string) => `/board/deliberation/${sessionId}`,
  analysis: (sessionId: string) => `/session/${sessionId}`,
  board: (boardId: string) => `/board/${boardId}`,
  portal: '/board/human',
  invite: (token: string) => `/invite/${token}`,
};

/** How long is left, in words: "within 12 minutes", "within 24 hours". */
export function dueIn(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  if (minutes === 1) return 'within a minute';
  if (minutes < 120) return `within ${minutes} minutes`;
  return `within ${Math.round(minutes / 60)} hours`;
}

const quoted = (text: string) => `“${text.length > 120 ? `${text.slice(0, 117)}…` : text}”`;

/**
 * Writes notifications another feature words itself (a resolution's reminder or close, a review
 * falling due), on the given database or transaction; the rows come back for waking and mailing.
 */
export function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  return createNotificationRepository(db).insertMany(rows);
}

async function insert(db: Db, rows: NewNotification[]): Promise<string[]> {
  const created = await createNotificationRepository(db).insertMany(rows);
  return [...new Set(created.map((r) => r.userId))];
}

/** The organization's Admins: told of what awaits an Admin (minutes to approve, a review due). */
export function organizationAdminIds(db: Db, organizationId: string): Promise<string[]> {
  return createAudienceRepository(db).adminIds(organizationId);
}

/** A seat of a session's board snapshot, as far as notifications read it. */
interface SnapshotSeatRef {
  id: string;
  kind: string;
}

/** The holders today of the session's human seats (its snapshot names the seats). */
export async function sessionSeatHolders(
  db: Db,
  boardId: string,
  snapshot: unknown[],
): Promise<SeatHolder[]> {
  const humanSeats = new Set(
    (snapshot as SnapshotSeatRef[]).filter((s) => s.kind === 'Human').map((s) => s.id),
  );
  return (await createAudienceRepository(db).seatHolders(boardId)).filter((h) =>
    humanSeats.has(h.positionId),
  );
}

export interface StartedSession {
  id: string;
  boardId: string;
  ownerId: string;
  decisionTopic: string;
  boardSnapshot: unknown[];
}

/**
 * A session started: the holders of its human seats are asked for their perspective (the
 * portal), the board's other members may watch (the live room). The person who asked is not told.
 */
export async function notifySessionStarted(
  db: Db,
  session: StartedSession,
  boardName: string,
): Promise<string[]> {
  const holders = await sessionSeatHolders(db, session.boardId, session.boardSnapshot);
  const holderIds = new Set(holders.map((h) => h.userId));
  const members = await createAudienceRepository(db).memberIds(session.boardId);
  const about = { boardId: session.boardId, sessionId: session.id, type: 'session_start' as const };
  const rows: NewNotification[] = [];
  for (const holder of holders) {
    if (holder.userId === session.ownerId || rows.some((r) => r.userId === holder.userId)) continue;
    rows.push({
      ...about,
      userId: holder.userId,
      title: `${boardName} needs your perspective`,
      message: `${boardName} started deliberating ${quoted(session.decisionTopic)}. Give your perspective as ${holder.title}.`,
      actionUrl: paths.portalSession(session.id),
      // One per holder and session: the e-mail of this step is sent once (step-mail.ts).
      dedupeKey: `session_start:${session.id}`,
    });
  }
  for (const userId of members) {
    if (userId === session.ownerId || holderIds.has(userId)) continue;
    rows.push({
      ...about,
      userId,
      title: `${boardName} is deliberating`,
      message: `A session on ${quoted(session.decisionTopic)} started. Watch the board deliberate live.`,
      actionUrl: paths.liveRoom(session.id),
    });
  }
  return insert(db, rows);
}

/** The decision's notifications: once per person and session, mailed together. */
export const decisionKey = (sessionId: string) => `decision_made:${sessionId}`;

const OUTCOME_WORDS: Record<string, string> = {
  proceed: 'the board recommends proceeding',
  against: 'the board recommends against',
  mixed: 'the board holds mixed views',
  cannot_judge: 'the board could not judge it from what it was given',
  needs_information: 'the board needs more information before it can advise',
};

/**
 * A session completed: everyone who follows the board hears the outcome, including the person
 * who asked. Once per session and person, however often a retried job calls it.
 */
export async function notifyDecisionMade(
  db: Db,
  session: { id: string; boardId: string; ownerId: string; decisionTopic: string },
  outcome: string | null,
): Promise<string[]> {
  const audience = createAudienceRepository(db);
  const boardName = (await audience.boardName(session.boardId)) ?? 'Your board';
  const people = new Set([
    session.ownerId,
    ...(await audience.memberIds(session.boardId)),
    ...(await audience.seatHolders(session.boardId)).map((h) => h.userId),
  ]);
  const verdict = outcome ? OUTCOME_WORDS[outcome] : undefined;
  const message = verdict
    ? `${boardName} decided on ${quoted(session.decisionTopic)}: ${verdict}. Read the recommendation.`
    : `${boardName} reached its recommendation on ${quoted(session.decisionTopic)}.`;
  return insert(
    db,
    [...people].map((userId) => ({
      userId,
      type: 'decision_made' as const,
      title: 'Decision made',
      message,
      actionUrl: paths.analysis(session.id),
      boardId: session.boardId,
      sessionId: session.id,
      dedupeKey: decisionKey(session.id),
    })),
  );
}

/**
 * The final vote opened: each holder of one of the session's human seats is asked to vote
 * before `closesAt` (or only `userIds`, when given). Once per session and person.
 */
export async function notifyVoteRequired(
  db: Db,
  input: { sessionId: string; closesAt: Date; userIds?: readonly string[] },
): Promise<string[]> {
  const session = await createAudienceRepository(db).session(input.sessionId);
  if (!session) return [];
  const only = input.userIds ? new Set(input.userIds) : null;
  const holders = (await sessionSeatHolders(db, session.boardId, session.boardSnapshot)).filter(
    (h) => !only || only.has(h.userId),
  );
  const msLeft = input.closesAt.getTime() - Date.now();
  const due = msLeft < 120_000 ? `within ${Math.max(0, Math.round(msLeft / 1000))} seconds` : dueIn(msLeft);
  const rows = [...new Map(holders.map((h) => [h.userId, h])).values()].map((holder) => ({
    userId: holder.userId,
    type: 'vote_required' as const,
    title: 'Your vote is required',
    message: `${session.boardName} is voting on ${quoted(session.topic)}. Vote as ${holder.title} ${due}.`,
    actionUrl: paths.liveRoom(session.id),
    boardId: session.boardId,
    sessionId: session.id,
    deadline: input.closesAt,
    dedupeKey: `vote_required:${session.id}`,
  }));
  return insert(db, rows);
}

export const roundKey = (sessionId: string, round: number) => `round_open:${sessionId}:${round}`;

/**
 * A consensus round opened on an asynchronous board: the holders of the seats asked (those with
 * a stance) may keep or change it before `closesAt`. Once per round and person.
 */
export async function notifyRoundOpened(
  db: Db,
  input: { sessionId: string; round: number; closesAt: Date; seatIds: readonly string[] },
): Promise<string[]> {
  const session = await createAudienceRepository(db).session(input.sessionId);
  if (!session) return [];
  const asked = new Set(input.seatIds);
  const holders = (await sessionSeatHolders(db, session.boardId, session.boardSnapshot)).filter((h) =>
    asked.has(h.positionId),
  );
  const due = dueIn(input.closesAt.getTime() - Date.now());
  return insert(
    db,
    [...new Map(holders.map((h) => [h.userId, h])).values()].map((holder) => ({
      userId: holder.userId,
      type: 'round_open' as const,
      title: `Round ${input.round}: keep or change your stance`,
      message: `${session.boardName} is in consensus round ${input.round} on ${quoted(session.topic)}. Keep or change your stance as ${holder.title} ${due}.`,
      actionUrl: paths.liveRoom(session.id),
      boardId: session.boardId,
      sessionId: session.id,
      deadline: input.closesAt,
      dedupeKey: roundKey(session.id, input.round),
    })),
  );
}

/** Someone was added to a board: they may now see it and follow its sessions. */
export async function notifyAddedToBoard(
  db: Db,
  input: { userId: string; boardId: string; boardName: string; addedBy: string },
): Promise<string[]> {
  return insert(db, [
    {
      userId: input.userId,
      type: 'board_invite',
      title: `You were added to ${input.boardName}`,
      message: `${input.addedBy} added you to the board ${input.boardName}.`,
      actionUrl: paths.board(input.boardId),
      boardId: input.boardId,
    },
  ]);
}

/** Someone was given a human seat: their perspective will be asked for in the portal. */
export async function notifySeatGiven(
  db: Db,
  input: { userId: string; boardId: string; boardName: string; seatTitle: string; givenBy: string },
): Promise<string[]> {
  return insert(db, [
    {
      userId: input.userId,
      type: 'board_invite',
      title: `You hold the ${input.seatTitle} seat`,
      message: `${input.givenBy} gave you the ${input.seatTitle} seat on ${input.boardName}. Sessions of this board will ask for your perspective.`,
      actionUrl: paths.portal,
      boardId: input.boardId,
    },
  ]);
}

/**
 * An invitation to an organization went to an address that has an account. The link is the
 * invitation's own: it only previews without that account, and accepting needs it.
 */
export async function notifyInvited(
  db: Db,
  input: {
    userId: string;
    organizationName: string;
    roleLabel: string;
    invitedBy: string;
    token: string;
  },
): Promise<string[]> {
  return insert(db, [
    {
      userId: input.userId,
      type: 'board_invite',
      title: `Invitation to ${input.organizationName}`,
      message: `${input.invitedBy} invited you to join ${input.organizationName} as ${input.roleLabel}.`,
      actionUrl: paths.invite(input.token),
    },
  ]);
}
