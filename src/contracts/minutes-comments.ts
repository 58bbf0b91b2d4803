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
