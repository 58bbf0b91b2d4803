// Services throw AppError; one error handler turns it into `{"detail": ...}` with its status.
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const notFound = (what = 'Not Found') => new AppError(404, what);
export const conflict = (detail: string) => new AppError(409, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new AppError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this') => new AppError(403, detail);
export const unprocessable = (detail: string) => new AppError(422, detail);

/** PostgreSQL unique violation (23505), as thrown by pg, PGlite or wrapped by Drizzle. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return { constraint: String(candidate.constraint ?? '') };
    current = candidate.cause;
  }
  return null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs can name nothing: callers answer 404 without asking the database. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
