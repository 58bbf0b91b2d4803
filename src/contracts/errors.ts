// The error shape every client reads (FastAPI's): a message, or a list of validation issues.
import { z } from 'zod';

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A readable sentence from either form of `detail`. */
export function describeDetail(detail: unknown, fallback: string): string {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) {
    const first = detail[0] as Partial<ValidationIssue>;
    if (typeof first?.msg === 'string') return first.msg;
  }
  return fallback;
}
