// What an error may put in a log line. Drizzle's errors carry the query's parameters (password
// hashes, e-mails, tokens) in their message and properties, and pino's default serializer
// writes every property out. Here a database error becomes its SQLSTATE code and the driver's
// own message, and any message is cut before parameters and masked where it looks like a secret.

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Hashes, JWTs, API keys and session tokens: long runs without spaces. */
const SECRET_LIKE = /[A-Za-z0-9+/=_.$:-]{24,}/g;
const EMAIL = /[^\s@"'<>(),;]+@[^\s@"'<>(),;]+/g;
const MAX_MESSAGE = 500;

export type SafeError = {
  type: string;
  message: string;
  /** The SQLSTATE of a database error (23505 unique violation, 22P05 untranslatable…). */
  code?: string;
  constraint?: string;
  stack: string;
};

export function redactMessage(text: string): string {
  const beforeParams = text.split(/\bparams:/)[0] ?? '';
  return beforeParams.replace(EMAIL, '[email]').replace(SECRET_LIKE, '[redacted]').slice(0, MAX_MESSAGE);
}

interface DriverErrorLike {
  code: string;
  message: string;
  constraint?: unknown;
}

/** The database driver's error inside Drizzle's wrapper (pg, PGlite), if there is one. */
function driverError(error: unknown): DriverErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return current as DriverErrorLike;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Only the stack's frames: its first lines repeat the message, parameters and all. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function serializeError(error: unknown): SafeError {
  const database = driverError(error);
  if (database) {
    return {
      type: 'DatabaseError',
      code: database.code,
      message: redactMessage(String(database.message ?? '')),
      ...(typeof database.constraint === 'string' ? { constraint: database.constraint } : {}),
      stack: frames(error instanceof Error ? error.stack : undefined),
    };
  }
  if (error instanceof Error) {
    return { type: error.name, message: redactMessage(error.message), stack: frames(error.stack) };
  }
  return { type: typeof error, message: '[not an Error]', stack: '' };
}

/** The logger settings every process uses: safe errors, and no credentials from headers. */
export const safeLogSerializers = { err: serializeError, error: serializeError };
export const redactedLogPaths = ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'];

/** For loggers without serializers (the worker's console): the same treatment of `err`. */
export function safeLogFields(fields: unknown): unknown {
  if (!fields || typeof fields !== 'object') return fields;
  const record = fields as Record<string, unknown>;
  if (!('err' in record) && !('error' in record)) return fields;
  return {
    ...record,
    ...('err' in record ? { err: serializeError(record.err) } : {}),
    ...('error' in record ? { error: serializeError(record.error) } : {}),
  };
}
