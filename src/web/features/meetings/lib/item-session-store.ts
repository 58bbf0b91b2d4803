// The company information sent with a question to the board, remembered per board in this browser.
const key = (boardId: string) => `boardwise.company_info.${boardId}`;

export function readCompanyInfo(boardId: string): string {
  try {
    return window.localStorage.getItem(key(boardId)) ?? '';
  } catch {
    return '';
  }
}

export function writeCompanyInfo(boardId: string, value: string): void {
  try {
    if (value.trim()) window.localStorage.setItem(key(boardId), value);
    else window.localStorage.removeItem(key(boardId));
  } catch {
    // Storage unavailable: the field simply is not remembered.
  }
}

const sessionKey = (itemId: string) => `boardwise.item_session.${itemId}`;

/** The board session still deciding an item (so a reload keeps following it). */
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
