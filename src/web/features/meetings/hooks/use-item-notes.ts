// The notes editor's state for one agenda item: the draft kept by the meeting's autosaver (one per
// meeting for the page's lifetime, so a save under way outlives the item's editor), the server's
// notes until the item is edited here, and the meeting in the cache updated with each save.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { AgendaItem, MeetingDetail } from '../../../../contracts/meetings.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meetingQueryOptions, meetingsApi } from '../../../shared/api/meetings.ts';
import { NotesAutosave, type NotesDraft } from '../lib/notes-autosave.ts';

const autosavers = new Map<string, NotesAutosave>();

function autosaverFor(meetingId: string, client: QueryClient): NotesAutosave {
  let autosaver = autosavers.get(meetingId);
  if (!autosaver) {
    autosaver = new NotesAutosave({
      save: async (itemId, notes) => {
        const item = await meetingsApi.updateItem(meetingId, itemId, { notes: notes || null });
        client.setQueryData(meetingQueryOptions(meetingId).queryKey, (meeting: MeetingDetail | undefined) =>
          meeting
            ? { ...meeting, agenda_items: meeting.agenda_items.map((i) => (i.id === item.id ? item : i)) }
            : meeting,
        );
      },
      describeError: (error) => errorMessage(error, 'Notes were not saved'),
    });
    autosavers.set(meetingId, autosaver);
  }
  return autosaver;
}

/** Warns before the page closes while notes are unsaved, and sends what is waiting. */
function useUnsavedGuard(autosaver: NotesAutosave) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosaver.hasUnsaved()) return;
      autosaver.flushAll();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [autosaver]);
}

export interface ItemNotesState extends NotesDraft {
  change: (text: string) => void;
  flush: () => void;
}

export function useItemNotes(meetingId: string, item: AgendaItem): ItemNotesState {
  const autosaver = autosaverFor(meetingId, useQueryClient());
  useSyncExternalStore(
    (listener) => autosaver.subscribe(listener),
    () => autosaver.snapshot(),
  );
  useUnsavedGuard(autosaver);
  // Leaving the item (its editor unmounts) saves what is waiting at once.
  useEffect(() => () => autosaver.flush(item.id), [autosaver, item.id]);
  const draft = autosaver.draft(item.id) ?? { text: item.notes ?? '', status: 'saved', error: null };
  return {
    ...draft,
    change: (text) => autosaver.edit(item.id, text, item.notes),
    flush: () => autosaver.flush(item.id),
  };
}
