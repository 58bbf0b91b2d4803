// The company information sent with a question to the board, remembered per board in this
// browser (by the meeting run page and Ask Your Board's Import Agenda mode).
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
