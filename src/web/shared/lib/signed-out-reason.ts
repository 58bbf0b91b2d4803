// Why this tab was signed out (the server's sentence: removed from an organization, signed out by
// an administrator, account disabled …), kept across the move to the sign-in page, shown there once.
const KEY = 'boardwise.signed-out-reason';

export function rememberSignedOutReason(reason: string): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage refused (private mode): the sign-in page just shows no reason.
  }
}

/** The reason, once: reading it forgets it. */
export function takeSignedOutReason(): string | null {
  try {
    const reason = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return reason;
  } catch {
    return null;
  }
}
