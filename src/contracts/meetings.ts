// Meetings, agendas, decisions, action items and minutes.
import { z } from 'zod';
import { approvalSchema, attendanceSchema } from './minutes.ts';
import { minutesAmendmentSchema } from './minutes-comments.ts';
import { minutesResolutionSchema } from './resolutions.ts';
import { dateSchema, dateTimeSchema, idSchema, textSchema } from './text.ts';
import { voteTallySchema } from './voting-rules.ts';

export const MEETING_TYPES = ['regular', 'special', 'annual', 'strategic', 'emergency'] as const;
export const MEETING_STATUSES = ['DRAFT', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const AGENDA_ITEM_TYPES = ['DISCUSSION', 'DECISION', 'INFORMATION', 'APPROVAL'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type AgendaItemType = (typeof AGENDA_ITEM_TYPES)[number];

export const POOL_TITLE = 'Agenda Items Pool';
export const POOL_DAYS_AHEAD = 30;
export const MEETING_DURATION = { min: 15, max: 480, default: 60 } as const;
export const ITEM_DURATION = { min: 5, max: 480, default: 10 } as const;
/**
 * Agenda sizes: a line is read only up to this length (a title is at most 300 characters), one
 * import adds a bounded number of items, and a meeting (the pool too) holds a bounded agenda.
 */
export const AGENDA_LIMITS = { lineLength: 400, itemsPerImport: 200, itemsPerMeeting: 500 } as const;
/** Start Meeting is offered from this long before the scheduled time. */
export const START_WINDOW_MINUTES = 15;

export const MEETING_MESSAGES = {
  noItems: 'Add agenda items before starting the meeting',
  tooEarly: `A meeting can start from ${START_WINDOW_MINUTES} minutes before its scheduled time`,
  onlyDraftDelete: 'Only draft meetings can be deleted',
  agendaFull: `A meeting holds at most ${AGENDA_LIMITS.itemsPerMeeting} agenda items`,
} as const;

const text = (max: number) => textSchema.trim().max(max);

export const createMeetingBodySchema = z.strictObject({
  board_id: idSchema,
  title: textSchema.trim().min(1, 'Title is required').max(200),
  description: text(5000).nullish(),
  meeting_type: z.enum(MEETING_TYPES).default('regular'),
  scheduled_date: dateTimeSchema('Date and time are required'),
  scheduled_duration_minutes: z
    .number()
    .int()
    .min(MEETING_DURATION.min, `Duration must be at least ${MEETING_DURATION.min} minutes`)
    .max(MEETING_DURATION.max, `Duration must be at most ${MEETING_DURATION.max} minutes`)
    .default(MEETING_DURATION.default),
  location: text(300).nullish(),
  status: z.enum(['DRAFT', 'SCHEDULED']).optional(),
});
export type CreateMeetingBody = z.input<typeof createMeetingBodySchema>;

export const updateMeetingBodySchema = createMeetingBodySchema.omit({ board_id: true }).partial().strict();
export type UpdateMeetingBody = z.input<typeof updateMeetingBodySchema>;

export const agendaItemSchema = z.object({
  id: z.string(),
  meeting_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  background: z.string().nullable(),
  proposal: z.string().nullable(),
  recommendation: z.string().nullable(),
  item_type: z.enum(AGENDA_ITEM_TYPES),
  estimated_duration_minutes: z.number().int(),
  requires_vote: z.boolean(),
  vote_type: z.string(),
  order: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(['pending', 'in_progress', 'done']),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  decision: z
    .object({
      session_id: z.string().nullable(),
      wording: z.string(),
      result: z.enum(['proceed', 'against', 'mixed']),
      headcount: voteTallySchema,
      weighted: voteTallySchema,
      decided_at: z.string(),
      // Decisions recorded before votes, rule and conditions were kept read back without them.
      votes: z
        .array(
          z.object({
            seat_title: z.string(),
            kind: z.enum(['AI', 'Human']),
            member_name: z.string().nullable(),
            vote: z.enum(['approve', 'against', 'abstain']),
            fallback: z.boolean(),
            advisory: z.boolean(),
          }),
        )
        .default([]),
      rule: z.string().nullable().default(null),
      conditions: z.array(z.string()).default([]),
    })
    .nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const updateAgendaItemBodySchema = z.strictObject({
  title: textSchema.trim().min(1, 'Title is required').max(300).optional(),
  description: text(5000).nullish(),
  background: text(10_000).nullish(),
  proposal: text(10_000).nullish(),
  recommendation: text(5000).nullish(),
  item_type: z.enum(AGENDA_ITEM_TYPES).optional(),
  estimated_duration_minutes: z
    .number()
    .int()
    .min(ITEM_DURATION.min, `Duration must be at least ${ITEM_DURATION.min} minutes`)
    .max(ITEM_DURATION.max, `Duration must be at most ${ITEM_DURATION.max} minutes`)
    .optional(),
  requires_vote: z.boolean().optional(),
  vote_type: text(40).optional(),
  notes: text(20_000).nullish(),
  status: z.enum(['pending', 'in_progress', 'done']).optional(),
});
export type UpdateAgendaItemBody = z.input<typeof updateAgendaItemBodySchema>;

export const importAgendaBodySchema = z.strictObject({
  text: textSchema.max(50_000),
  format: z.literal('text').default('text'),
});

export const reorderBodySchema = z
  .array(z.strictObject({ item_id: idSchema, new_order: z.number().int().min(1) }))
  .min(1)
  .max(AGENDA_LIMITS.itemsPerMeeting);
export type ReorderBody = z.input<typeof reorderBodySchema>;

export const moveItemsBodySchema = z.strictObject({
  item_ids: z.array(idSchema).min(1).max(AGENDA_LIMITS.itemsPerMeeting),
  target_meeting_id: idSchema,
});

export const startMeetingBodySchema = z.strictObject({
  actual_attendees: z.array(textSchema.trim().max(200)).max(200).default([]),
});

export const actionItemSchema = z.object({
  id: z.string(),
  meeting_id: z.string(),
  agenda_item_id: z.string().nullable(),
  description: z.string(),
  owner: z.string(),
  due_date: z.string().nullable(),
  status: z.enum(['open', 'done']),
  created_at: z.string(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const createActionItemBodySchema = z.strictObject({
  description: textSchema.trim().min(1, 'Describe the action').max(2000),
  owner: textSchema.trim().min(1, 'Name an owner').max(200),
  due_date: dateSchema().nullish(),
  agenda_item_id: idSchema.nullish(),
});
export type CreateActionItemBody = z.input<typeof createActionItemBodySchema>;
export const updateActionItemBodySchema = createActionItemBodySchema
  .omit({ agenda_item_id: true })
  .partial()
  .extend({ status: z.enum(['open', 'done']).optional() })
  .strict();
export type UpdateActionItemBody = z.input<typeof updateActionItemBodySchema>;

export const meetingSchema = z.object({
  id: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  meeting_type: z.enum(MEETING_TYPES),
  scheduled_date: z.string(),
  scheduled_duration_minutes: z.number().int(),
  location: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  attendees: z.array(z.string()),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  agenda_item_count: z.number().int(),
  completed_item_count: z.number().int(),
  agenda_count: z.number().int(),
  total_duration_minutes: z.number().int(),
  minutes_id: z.string().nullable(),
  created_at: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingDetailSchema = meetingSchema.extend({
  agenda_items: z.array(agendaItemSchema),
  action_items: z.array(actionItemSchema),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const meetingListSchema = z.object({ meetings: z.array(meetingSchema), total: z.number().int() });
export type MeetingList = z.infer<typeof meetingListSchema>;

/** The answer to importing agenda text: the items it created. */
export const importAgendaResultSchema = z.object({
  success: z.boolean(),
  items_created: z.number().int(),
  items: z.array(agendaItemSchema),
});
export type ImportAgendaResult = z.infer<typeof importAgendaResultSchema>;

export const minutesSummarySchema = z.object({
  id: z.string(),
  meeting_id: z.string(),
  board_id: z.string(),
  meeting_title: z.string(),
  meeting_date: z.string(),
  board_name: z.string(),
  decision_count: z.number().int(),
  action_count: z.number().int(),
  created_at: z.string(),
});
export type MinutesSummary = z.infer<typeof minutesSummarySchema>;

export const minutesSchema = minutesSummarySchema.extend({
  meeting: meetingDetailSchema,
  /** Null while the minutes are a draft. */
  approval: approvalSchema.nullable(),
  attendance: attendanceSchema,
  /** Changes after approval, each a new version (the approved minutes are version 1). */
  amendments: z.array(minutesAmendmentSchema),
  /** Written resolutions decided since the board's previous minutes. */
  resolutions: z.array(minutesResolutionSchema),
  /** Whether the caller may approve these (draft) minutes. */
  can_approve: z.boolean(),
  /** Whether the caller may amend these (approved) minutes. */
  can_amend: z.boolean(),
});
export type Minutes = z.infer<typeof minutesSchema>;
