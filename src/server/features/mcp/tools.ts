// The tools an MCP client sees. Each calls the same service as its REST twin, for the token's
// user, so the policy, the quotas and the refusals are the API's own.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { REVIEW_ACTIONS, REVIEW_RESULTS, recordReviewBodySchema } from '../../../contracts/reviews.ts';
import { createSessionBodySchema } from '../../../contracts/sessions.ts';
import { idSchema } from '../../../contracts/text.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { BoardService } from '../boards/service.ts';
import type { GuestQuotas } from '../guests/quotas.ts';
import type { ReviewService } from '../reviews/service.ts';
import type { SessionService } from '../sessions/service.ts';
import {
  boardsText,
  pendingReviewsText,
  presentBoards,
  presentResult,
  resultText,
  reviewText,
} from './present.ts';
import { asTool, toolError, toolResult } from './tool-access.ts';
import { waitForResult } from './wait-for-result.ts';

export interface McpToolDeps {
  boards: BoardService;
  sessions: SessionService;
  reviews: ReviewService;
  guestQuotas: GuestQuotas;
  /** How often a waiting `ask_board` reads the session's progress. */
  pollMs: number;
}

/** Under the SDK client's own 60 s request timeout: beyond it, poll with `get_result`. */
export const MAX_WAIT_SECONDS = 50;

const optionalText = z.string().max(2000).optional();

export function registerTools(server: McpServer, identity: Identity, deps: McpToolDeps): void {
  const { actor } = identity;

  server.registerTool(
    'list_boards',
    {
      title: 'List boards',
      description: 'The boards you may see, with their seats and whether you may ask them.',
      inputSchema: { organization_id: idSchema.optional().describe('Only this organization’s boards') },
      annotations: { readOnlyHint: true },
    },
    async ({ organization_id }) =>
      asTool(identity, 'GET /api/v1/boards', async () => {
        const boards = presentBoards(await deps.boards.listBoards(actor, organization_id));
        return toolResult(boardsText(boards), { boards });
      }),
  );

  server.registerTool(
    'ask_board',
    {
      title: 'Ask a board',
      description:
        'Put a decision to a board. The board deliberates; this waits up to wait_seconds (progress ' +
        'notifications meanwhile) and returns the result, or the session_id to read later with get_result.',
      inputSchema: {
        board_id: idSchema,
        decision_topic: z.string().describe('The decision, in one sentence'),
        decision_context: z.string().describe('The facts: figures, options, deadlines'),
        company_info: z.string().describe('What the company is and does'),
        decision_type: z.string().max(40).optional(),
        budget: optionalText,
        timeline: optionalText,
        other: optionalText,
        wait_seconds: z.number().int().min(0).max(MAX_WAIT_SECONDS).default(MAX_WAIT_SECONDS),
      },
    },
    async (input, extra) =>
      asTool(identity, 'POST /api/v1/boards/:id/sessions', async () => {
        const body = createSessionBodySchema.safeParse({
          decision_topic: input.decision_topic,
          decision_context: input.decision_context,
          decision_type: input.decision_type,
          constraints: {
            company_info: input.company_info,
            budget: input.budget ?? null,
            timeline: input.timeline ?? null,
            other: input.other ?? null,
          },
        });
        if (!body.success) return toolError(body.error.issues.map((i) => i.message).join('; '));
        await deps.guestQuotas.beforeStartSession(identity.user);
        const started = await deps.sessions.startSession(actor, input.board_id, body.data);
        const detail = await waitForResult(deps, actor, started.session_id, {
          waitMs: input.wait_seconds * 1000,
          signal: extra.signal,
          progressToken: extra._meta?.progressToken,
          sendNotification: extra.sendNotification,
        });
        const result = presentResult(detail);
        return toolResult(resultText(result), result);
      }),
  );

  server.registerTool(
    'get_result',
    {
      title: 'Read a result',
      description: 'A session’s status, and once the board has decided, its recommendation and risks.',
      inputSchema: { session_id: idSchema },
      annotations: { readOnlyHint: true },
    },
    async ({ session_id }) =>
      asTool(identity, 'GET /api/v1/sessions/:id', async () => {
        const result = presentResult(await deps.sessions.getDetail(actor, session_id));
        return toolResult(resultText(result), result);
      }),
  );

  server.registerTool(
    'list_pending_reviews',
    {
      title: 'List pending reviews',
      description:
        'Decisions whose review date has come and that you record: ones you asked, and boards of organizations you administer.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () =>
      asTool(identity, 'GET /api/v1/reviews/pending', async () => {
        const reviews = await deps.reviews.pending(actor);
        return toolResult(pendingReviewsText(reviews), { reviews });
      }),
  );

  server.registerTool(
    'record_review',
    {
      title: 'Record an outcome review',
      description:
        'Say how a decision turned out: what was done (followed the board, did something else, not yet), ' +
        'the result (better, as expected, worse), notes, figures, and which of the critical risks the ' +
        'board named happened (by their index, as list_pending_reviews gives them).',
      inputSchema: {
        session_id: idSchema,
        action: z.enum(REVIEW_ACTIONS),
        result: z.enum(REVIEW_RESULTS).nullable().optional(),
        notes: z.string().max(4000).optional(),
        figures: z
          .array(z.object({ label: z.string(), value: z.string() }))
          .max(10)
          .optional(),
        risks: z
          .array(z.object({ index: z.number().int(), happened: z.boolean() }))
          .max(50)
          .optional(),
      },
    },
    async ({ session_id, ...input }) =>
      asTool(identity, 'PUT /api/v1/sessions/:id/review', async () => {
        const body = recordReviewBodySchema.safeParse(input);
        if (!body.success) return toolError(body.error.issues.map((i) => i.message).join('; '));
        const review = await deps.reviews.record(actor, session_id, body.data);
        return toolResult(reviewText(review), review);
      }),
  );
}
