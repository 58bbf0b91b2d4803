// Reading an error's `detail` — kept apart from the zod schemas so the web app's first load
// (which only needs this) does not carry zod.

interface ValidationIssueLike {
  msg?: unknown;
}

/** A readable sentence from either form of `detail`: a message, or a list of validation issues. */
export function describeDetail(detail: unknown, fallback: string): string {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) {
    const first = detail[0] as ValidationIssueLike | undefined;
    if (typeof first?.msg === 'string') return first.msg;
  }
  return fallback;
}
