// The app's notices, one look everywhere: a failure in red with what failed as its title and the
// reason under it, a success in green.
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/api-client.ts';

/** The close button of a notice is an icon: screen readers need its name. */
const closeButtonProps = { 'aria-label': 'Dismiss notice' };

/** A red notice: what failed, and why. */
export function notifyFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}

/**
 * A failed call: `title` says what failed; the message is the server's reason (its `detail`, or
 * the first issue of a validation list), else `fallback`.
 */
export function notifyError(error: unknown, title: string, fallback = 'Please try again.'): void {
  notifyFailure(title, errorMessage(error, fallback));
}

/** A green notice: what was done. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, closeButtonProps });
}
