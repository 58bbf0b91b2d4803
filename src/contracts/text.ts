// The building blocks of every text, date and sequence number a client sends. PostgreSQL
// refuses NUL in text and jsonb and has no year 0, so such input must stop at validation (a
// 422 naming the field) instead of failing in the database as a 500.
import { z } from 'zod';

export const NO_NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Any text a client sends — names, titles, notes, ids and slugs in paths, the login username.
 * Chain as usual: `textSchema.trim().min(1).max(120)`.
 */
export const textSchema = z.string().refine((value) => !value.includes('\u0000'), NO_NUL_MESSAGE);

/** An id in a path, query or body: ids are never longer, and unknown ones answer 404 later. */
export const idSchema = textSchema.max(100);

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const YEAR_MESSAGE = 'Use a year from 1 to 9999';

/** A date and time with an offset, year 1 or later (PostgreSQL has no year 0). */
export const dateTimeSchema = (message = 'Use a date and time like 2026-12-31T10:00:00Z') =>
  z.iso.datetime({ offset: true, message }).refine((value) => yearOf(value) >= 1, YEAR_MESSAGE);

/** A calendar date (YYYY-MM-DD), year 1 or later. */
export const dateSchema = (message = 'Use a date like 2026-12-31') =>
  z.iso.date({ message }).refine((value) => yearOf(value) >= 1, YEAR_MESSAGE);

/** Event sequence numbers are PostgreSQL integers: never above 2^31 − 1. */
export const MAX_SEQUENCE = 2_147_483_647;
export const sequenceSchema = z.coerce.number().int().min(0).max(MAX_SEQUENCE);
