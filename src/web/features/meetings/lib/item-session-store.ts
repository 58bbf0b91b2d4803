// The board session still deciding an agenda item, remembered in this browser (so a reload of
// the run page keeps following it).
const sessionKey = (itemId: string) => `boardwise.item_session.${itemId}`;

export function readItemSession(itemId: string): string | null {
  try {
    return window.localStorage.getItem(sessionKey(itemId));
  } catch {
    return null;
  }
}

export function writeItemSession(itemId: string, sessionId: string | null): void {
  try {
    if (sessionId) window.localStorage.setItem(sessionKey(itemId), sessionId);
    else window.localStorage.removeItem(sessionKey(itemId));
  } catch {
    // Storage unavailable.
  }
}
