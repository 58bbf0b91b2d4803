// Quick add (spec §2): imports agenda text into a meeting (or the pool) and reports the result;
// resolves true when the items were added, so the form can close.
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';

export function useQuickAdd(meetingId: string, successMessage: (count: number) => string) {
  const importItems = useMeetingMutation((text: string) => meetingsApi.importAgenda(meetingId, text));
  const add = async (text: string): Promise<boolean> => {
    try {
      const result = await importItems.mutateAsync(text);
      notifications.show({ color: 'green', message: successMessage(result.items_created) });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Failed to add agenda items',
        message: errorMessage(error, 'Please try again.'),
      });
      return false;
    }
  };
  return { add, busy: importItems.isPending };
}
