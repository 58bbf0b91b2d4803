// Follow-up questions after a session: a person who follows the board asks one AI seat 'why?'
// or a new question, and the seat answers in character from what it recorded.
import { z } from 'zod';
import { idSchema, textSchema } from './text.ts';

export const FOLLOW_UP_QUESTION_MAX = 1000;
/** Each answer may cost a model call: a person asks at most this many an hour, across sessions. */
export const FOLLOW_UPS_PER_HOUR = 20;
/** A session's record stays readable: at most this many follow-ups are kept with it. */
export const FOLLOW_UPS_PER_SESSION = 100;

export const askFollowUpBodySchema = z.strictObject({
  seat_id: idSchema,
  question: textSchema
    .trim()
    .min(2, 'Type a question for the seat')
    .max(FOLLOW_UP_QUESTION_MAX, `Keep the question under ${FOLLOW_UP_QUESTION_MAX} characters`),
});
export type AskFollowUpBody = z.input<typeof askFollowUpBodySchema>;

export const followUpSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  seat_id: z.string(),
  position_title: z.string(),
  asker_name: z.string(),
  question: z.string(),
  answer: z.string(),
  engine: z.string(),
  model: z.string(),
  created_at: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
