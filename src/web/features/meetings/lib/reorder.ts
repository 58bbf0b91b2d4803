// Reordering the agenda: the moved list, the full 1-based payload the server expects, and the
// screen-reader announcements while an item is dragged.
import type { ReorderBody } from '../../../../contracts/meetings.ts';

/** A copy of `list` with the element at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The whole list in its new order, positions 1-based. */
export function reorderPayload(ids: readonly string[]): ReorderBody {
  return ids.map((item_id, index) => ({ item_id, new_order: index + 1 }));
}

/** Moves `activeId` onto `overId`'s place; null when nothing changes. */
export function reorderIds(ids: readonly string[], activeId: string, overId: string | null): string[] | null {
  if (!overId || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return moveItem(ids, from, to);
}

export interface Announcer {
  titleOf(id: string): string;
  positionOf(id: string): number;
  total: number;
}

type Id = string | number;

/** Announcements for dnd-kit; a move is only announced when the target changes. */
export function reorderAnnouncements({ titleOf, positionOf, total }: Announcer) {
  const at = (id: Id) => `position ${positionOf(String(id))} of ${total}`;
  const title = (id: Id) => titleOf(String(id));
  let lastOver: Id | null = null;
  return {
    onDragStart: ({ active }: { active: { id: Id } }) => {
      lastOver = active.id;
      return `Picked up ${title(active.id)}, ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over
        ? `${title(active.id)} moved to ${at(over.id)}.`
        : `${title(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over ? `${title(active.id)} dropped at ${at(over.id)}.` : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }: { active: { id: Id } }) =>
      `Reordering cancelled. ${title(active.id)} returned to ${at(active.id)}.`,
  };
}

export const REORDER_INSTRUCTIONS =
  'To reorder an agenda item, focus its handle and press Space or Enter to pick it up. ' +
  'Use the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';
