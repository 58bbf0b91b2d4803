// One e-mail template per notification type: each gives the words once, and the layout renders
// them as both the text and the HTML body, so the two never say different things. Every message
// carries the deadline when it has one, the link to act, and the unsubscribe link to the
// person's notification settings (also as a List-Unsubscribe header).
import type { NotificationType } from '../../../contracts/notifications.ts';
import type { MailAttachment, Message } from '../../lib/mailer.ts';

/** Where a person chooses, per type, how they hear of things (the unsubscribe link). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

export interface MailableNotification {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string;
}

interface Template {
  /** The words of the button / link line, e.g. "Vote here". */
  action: string;
  /** Why this person receives it, above the unsubscribe link. */
  because: string;
}

// The two reasons most types share: a seat asks the person to act, following only informs them.
const SEAT_HOLDER = 'you hold a seat on this board';
const FOLLOWER = 'you follow this board';

const TEMPLATES: Record<NotificationType, Template> = {
  board_invite: { action: 'Open it here', because: 'you were invited or added to a board' },
  session_start: { action: 'Give it here', because: SEAT_HOLDER },
  vote_required: { action: 'Vote here', because: SEAT_HOLDER },
  round_open: { action: 'Keep or change your stance here', because: SEAT_HOLDER },
  deadline_reminder: { action: 'Answer here', because: SEAT_HOLDER },
  decision_made: { action: 'Read the recommendation', because: FOLLOWER },
  meeting_scheduled: { action: 'See the meeting', because: FOLLOWER },
  meeting_changed: { action: 'See the meeting', because: FOLLOWER },
  meeting_cancelled: { action: 'See the board', because: FOLLOWER },
  minutes_approval: { action: 'Review the minutes', because: 'you may approve this board’s minutes' },
  resolution_circulated: { action: 'Vote here', because: 'you are a director of this board' },
  resolution_closed: { action: 'Read the result', because: FOLLOWER },
  review_due: {
    action: 'Record how it turned out',
    because: 'you asked this decision or administer its board',
  },
};

/** A deadline as people read it in any time zone: `2026-11-25 14:02 UTC`. */
export const utcTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const MEETING_TYPES: ReadonlySet<NotificationType> = new Set([
  'meeting_scheduled',
  'meeting_changed',
  'meeting_cancelled',
]);

/**
 * The files sent with a notification's e-mail: a meeting's calendar invitation (.ics, REQUEST, or
 * CANCEL with the same UID) with the meeting types, built for the change (calendar/invitations.ts).
 */
export function attachmentsFor(
  notification: MailableNotification,
  invitation: MailAttachment | null = null,
): MailAttachment[] {
  return invitation && MEETING_TYPES.has(notification.type) ? [invitation] : [];
}

/** The whole message for one notification to one address, from its type's template. */
export function composeNotificationMail(
  notification: MailableNotification,
  options: {
    to: string;
    publicUrl: string;
    deadline?: Date | null | undefined;
    invitation?: MailAttachment | null;
  },
): Message {
  const template = TEMPLATES[notification.type];
  const link = `${options.publicUrl}${notification.actionUrl}`;
  const settings = `${options.publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
  const deadline = options.deadline ? utcTime(options.deadline) : null;
  const text = [
    notification.message,
    ...(deadline ? ['', `Deadline: ${deadline}`] : []),
    '',
    `${template.action}: ${link}`,
    '',
    '—',
    `You receive this because ${template.because}.`,
    `Unsubscribe or choose how you are told: ${settings}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">',
    `<h1 style="font-size:18px">${escapeHtml(notification.title)}</h1>`,
    `<p>${escapeHtml(notification.message)}</p>`,
    deadline ? `<p><strong>Deadline: ${escapeHtml(deadline)}</strong></p>` : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`,
    '<hr>',
    `<p style="font-size:12px;color:#555">You receive this because ${escapeHtml(template.because)}. `,
    `<a href="${escapeHtml(settings)}">Unsubscribe or choose how you are told</a>.</p>`,
    '</body></html>',
  ].join('');
  const attachments = attachmentsFor(notification, options.invitation);
  return {
    to: options.to,
    subject: notification.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${settings}>` },
    ...(attachments.length ? { attachments } : {}),
  };
}
