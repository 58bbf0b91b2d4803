// Comments on draft minutes: what the board's people ask to be corrected before the chair approves.
import { z } from 'zod';
import { textSchema } from './text.ts';

export const MINUTES_COMMENT_MESSAGES = {
  approved: 'These minutes are approved: comments are closed',
  notMember: 'Only the board’s people can comment on its minutes',
} as const;

export const minutesCommentBodySchema = z.strictObject({
  body: textSchema.trim().min(1, 'Write a comment').max(4000),
});
export type MinutesCommentBody = z.infer<typeof minutesCommentBodySchema>;

export const minutesCommentSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type MinutesComment = z.infer<typeof minutesCommentSchema>;

export const minutesCommentsSchema = z.object({
  comments: z.array(minutesCommentSchema),
  /** False once the minutes are approved, or for someone who only reads them (a super-admin). */
  can_comment: z.boolean(),
});
export type MinutesComments = z.infer<typeof minutesCommentsSchema>;

export const MINUTES_AMENDMENT_MESSAGES = {
  draft: 'Draft minutes are corrected before approval: comment on them instead',
  onlyAdmins: 'Only an Admin of the board’s organization can amend its approved minutes',
} as const;

export const minutesAmendmentBodySchema = z.strictObject({
  body: textSchema.trim().min(1, 'Describe the amendment').max(10_000),
});
export type MinutesAmendmentBody = z.infer<typeof minutesAmendmentBodySchema>;

/** A change to approved minutes: version 2 is the first amendment (the approved text is 1). */
export const minutesAmendmentSchema = z.object({
  version: z.number().int(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type MinutesAmendment = z.infer<typeof minutesAmendmentSchema>;
