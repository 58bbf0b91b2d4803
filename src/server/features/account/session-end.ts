// Why a sign-in session ended, stored on it, so that the tab still open on it can say why it was
// signed out (its notification stream reads this when the session stops being live).
export const SESSION_END_REASONS = {
  signed_out: 'You signed out.',
  inactive: 'You were signed out after a while without activity. Sign in again.',
  ended_by_you: 'You ended this session from another one.',
  password_changed: 'Your password was changed. Sign in with the new one.',
  password_reset: 'Your password was reset. Sign in with the new one.',
  two_factor_required:
    'Your organization now requires two-factor authentication. Sign in again to set it up.',
  factor_changed: 'Your sign-in methods changed. Sign in again.',
  factors_reset: 'An administrator removed your second factor. Sign in again and set one up.',
  ended_by_admin: 'An administrator of your organization signed you out.',
  removed_from_organization: 'An administrator removed you from an organization. Sign in again.',
  account_disabled: 'This account is disabled. Ask the platform administrator.',
  account_deleted: 'This account was deleted.',
} as const;

export type SessionEndReason = keyof typeof SESSION_END_REASONS;

export const SESSION_EXPIRED = 'Your session has ended. Sign in again.';

/** The sentence a signed-out tab shows; the generic one for an unknown or missing reason. */
export function sessionEndMessage(reason: string | null | undefined): string {
  return reason && reason in SESSION_END_REASONS
    ? SESSION_END_REASONS[reason as SessionEndReason]
    : SESSION_EXPIRED;
}
