// Quick add: imports agenda text into a meeting (or the pool) and reports the result;
// resolves true when the items were added, so the form can close.
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';

export function useQuickAdd(meetingId: string, successMessage: (count: number) => string) {
  const importItems = useMeetingMutation((text: string) => meetingsApi.importAgenda(meetingId, text));
  const add = async (text: string): Promise<boolean> => {
    try {
      const result = await importItems.mutateAsync(text);
      notifySuccess(successMessage(result.items_created));
      return true;
    } catch (error) {
      notifyError(error, 'Failed to add agenda items');
      return false;
    }
  };
  return { add, busy: importItems.isPending };
}
