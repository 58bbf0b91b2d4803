// The error shape every client reads (FastAPI's): a message, or a list of validation issues.
import { z } from 'zod';

export { describeDetail } from './error-detail.ts';

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

/** The error shape under each status given: a route's `response` entries for what can go wrong. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
