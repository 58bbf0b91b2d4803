// Agenda items and action items of a meeting: bulk import from text, edit, delete, reorder,
// move between the pool and a meeting; action items captured while the meeting runs.
import { parseAgendaText } from '../../../contracts/agenda-text.ts';
import {
  AGENDA_LIMITS,
  type AgendaItem,
  MEETING_MESSAGES,
  type UpdateAgendaItemBody,
} from '../../../contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { loadItem, loadMeeting } from './access.ts';
import { presentActionItem, presentItem } from './presenter.ts';
import { createMeetingRepository, type MeetingWithBoard } from './repository.ts';

export function createAgendaService(db: Db, now: () => Date = () => new Date()) {
  const meetings = createMeetingRepository(db);

  async function editable(actor: Actor, meetingId: string): Promise<MeetingWithBoard> {
    const meeting = await loadMeeting(meetings, actor, meetingId, 'manage_meetings');
    if (meeting.status === 'COMPLETED') throw conflict('The agenda of a completed meeting cannot change');
    return meeting;
  }

  const ordered = async (meetingId: string) => (await meetings.itemsOf([meetingId])).map(presentItem);

  async function ensureRoom(meetingId: string, adding: number): Promise<void> {
    const present = await meetings.countItems(meetingId);
    if (present + adding > AGENDA_LIMITS.itemsPerMeeting) {
      throw unprocessable(`${MEETING_MESSAGES.agendaFull} (it has ${present}, this adds ${adding})`);
    }
  }

  return {
    async list(actor: Actor, meetingId: string): Promise<AgendaItem[]> {
      return ordered((await loadMeeting(meetings, actor, meetingId)).id);
    },

    async importText(actor: Actor, meetingId: string, text: string) {
      const meeting = await editable(actor, meetingId);
      const parsed = parseAgendaText(text);
      if (!parsed.ok) throw unprocessable(parsed.error);
      await ensureRoom(meeting.id, parsed.items.length);
      const first = await meetings.nextPosition(meeting.id);
      const rows = await meetings.insertItems(
        parsed.items.map((item, index) => ({
          meetingId: meeting.id,
          title: item.title,
          estimatedDurationMinutes: item.durationMinutes,
          position: first + index,
        })),
      );
      return { success: true, items_created: rows.length, items: rows.map(presentItem) };
    },

    async update(
      actor: Actor,
      meetingId: string,
      itemId: string,
      body: UpdateAgendaItemBody,
    ): Promise<AgendaItem> {
      const meeting = await editable(actor, meetingId);
      const item = await loadItem(meetings, meeting, itemId);
      const text = (value: string | null | undefined) =>
        value === undefined ? undefined : value?.trim() || null;
      const changes = Object.fromEntries(
        Object.entries({
          title: body.title,
          description: text(body.description),
          background: text(body.background),
          proposal: text(body.proposal),
          recommendation: text(body.recommendation),
          itemType: body.item_type,
          estimatedDurationMinutes: body.estimated_duration_minutes,
          requiresVote: body.requires_vote,
          voteType: body.vote_type,
          notes: text(body.notes),
          status: body.status,
          // Running the meeting stamps when each item was taken up and finished.
          startedAt: body.status === 'in_progress' && !item.startedAt ? now() : undefined,
          completedAt: body.status === 'done' ? now() : body.status ? null : undefined,
        }).filter(([, value]) => value !== undefined),
      );
      return presentItem(Object.keys(changes).length ? await meetings.updateItem(item.id, changes) : item);
    },

    async remove(actor: Actor, meetingId: string, itemId: string): Promise<void> {
      const meeting = await editable(actor, meetingId);
      const item = await loadItem(meetings, meeting, itemId);
      await meetings.deleteItem(item.id);
    },

    /** The new order must name every item of the meeting once, numbered 1..n. */
    async reorder(actor: Actor, meetingId: string, entries: { item_id: string; new_order: number }[]) {
      const meeting = await editable(actor, meetingId);
      const items = await meetings.itemsOf([meeting.id]);
      const known = new Set(items.map((i) => i.id));
      const ids = new Set(entries.map((e) => e.item_id));
      const orders = new Set(entries.map((e) => e.new_order));
      const complete =
        entries.length === items.length && ids.size === items.length && [...ids].every((id) => known.has(id));
      const numbered = orders.size === entries.length && entries.every((e) => e.new_order <= entries.length);
      if (!complete)
        throw unprocessable('The new order must list every agenda item of the meeting exactly once');
      if (!numbered) throw unprocessable('Positions must run from 1 to the number of items, each used once');
      await meetings.setPositions(entries.map((e) => ({ id: e.item_id, position: e.new_order })));
      return ordered(meeting.id);
    },

    /** Moves items between the board's pool and its meetings (same board, not completed). */
    async move(actor: Actor, meetingId: string, itemIds: string[], targetId: string) {
      const source = await editable(actor, meetingId);
      const target = await editable(actor, targetId);
      if (target.boardId !== source.boardId) throw notFound('Meeting not found');
      const items = await meetings.itemsOf([source.id]);
      const present = new Set(items.map((i) => i.id));
      if (!itemIds.every((id) => isUuid(id) && present.has(id))) throw notFound('Agenda item not found');
      if (target.id !== source.id) await ensureRoom(target.id, new Set(itemIds).size);
      await meetings.moveItems([...new Set(itemIds)], target.id, await meetings.nextPosition(target.id));
      return { moved: new Set(itemIds).size };
    },

    async addAction(
      actor: Actor,
      meetingId: string,
      body: { description: string; owner: string; due_date?: string | null; agenda_item_id?: string | null },
    ) {
      const meeting = await editable(actor, meetingId);
      const itemId = body.agenda_item_id ? (await loadItem(meetings, meeting, body.agenda_item_id)).id : null;
      const row = await meetings.insertActionItem({
        meetingId: meeting.id,
        agendaItemId: itemId,
        description: body.description,
        owner: body.owner,
        dueDate: body.due_date ?? null,
      });
      return presentActionItem(row);
    },

    async updateAction(
      actor: Actor,
      meetingId: string,
      actionId: string,
      body: { description?: string; owner?: string; due_date?: string | null; status?: 'open' | 'done' },
    ) {
      const meeting = await editable(actor, meetingId);
      const action = (await meetings.actionItemsOf(meeting.id)).find((a) => a.id === actionId);
      if (!action) throw notFound('Action item not found');
      const row = await meetings.updateActionItem(action.id, {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.owner !== undefined ? { owner: body.owner } : {}),
        ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      });
      return presentActionItem(row);
    },

    async removeAction(actor: Actor, meetingId: string, actionId: string): Promise<void> {
      const meeting = await editable(actor, meetingId);
      const action = (await meetings.actionItemsOf(meeting.id)).find((a) => a.id === actionId);
      if (!action) throw notFound('Action item not found');
      await meetings.deleteActionItem(action.id);
    },
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;
