// An API path whose every interpolated value is one encoded path segment, so an id with a slash
// or a question mark cannot reach another route: apiPath`/boards/${boardId}/papers`.
export function apiPath(strings: TemplateStringsArray, ...segments: string[]): string {
  return strings.reduce((path, text, i) => path + encodeURIComponent(segments[i - 1] ?? '') + text);
}
