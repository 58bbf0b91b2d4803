// Maps a FastAPI validation detail (`[{loc: ['body', 'email'], msg}]`) onto form fields.
export function fieldErrorsFromDetail(detail: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(detail)) return errors;
  for (const issue of detail) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { loc, msg } = issue as { loc?: unknown; msg?: unknown };
    if (!Array.isArray(loc) || typeof msg !== 'string') continue;
    const field = loc.find((part): part is string => typeof part === 'string' && fields.includes(part));
    if (field && !errors[field]) errors[field] = msg;
  }
  return errors;
}
