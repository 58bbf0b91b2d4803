// The name a downloaded report is saved under when the server suggests none.
export function reportFileName(sessionId: string, format: 'pdf' | 'md'): string {
  return `boardwise-session-${sessionId.slice(0, 8)}.${format}`;
}
