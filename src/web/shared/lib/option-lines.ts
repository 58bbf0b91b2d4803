// Options typed one per line (the session form and an agenda item's 'Ask the Board'): list marks
// such as '-', 'A)' or '2.' are dropped; no lines means none typed (the server then reads the text).

export function optionLabels(text: string | undefined): string[] | undefined {
  const labels = (text ?? '')
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|[A-Ea-e1-5][.):])\s*/, '').trim())
    .filter(Boolean);
  return labels.length ? labels : undefined;
}
