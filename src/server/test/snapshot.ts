// A fingerprint of everything an organization owns, to prove a refused call changed nothing.
// Columns that move on their own (a running session's progress, activity times) are left out.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export async function snapshotOrganizationData(db: Db, organizationId: string): Promise<string> {
  const boards = sql`(select id from boards where organization_id = ${organizationId})`;
  const meetingsOf = sql`(select id from meetings where board_id in ${boards})`;
  const parts = await Promise.all([
    db.execute(
      sql`select id, name, industry, default_board_type, plan, permissions from organizations where id = ${organizationId}`,
    ),
    db.execute(
      sql`select user_id, role from organization_members where organization_id = ${organizationId} order by user_id`,
    ),
    db.execute(
      sql`select id, email, role, board_ids, token_hash, accepted_at, revoked_at from invites where organization_id = ${organizationId} order by id`,
    ),
    db.execute(
      sql`select id, name, description, status, ai_provider_id, quorum from boards where organization_id = ${organizationId} order by id`,
    ),
    db.execute(
      sql`select id, name, base_url, api_key_ciphertext, default_model, is_default from ai_providers where organization_id = ${organizationId} order by id`,
    ),
    db.execute(sql`select * from board_positions where board_id in ${boards} order by id`),
    db.execute(
      sql`select board_id, user_id from board_members where board_id in ${boards} order by board_id, user_id`,
    ),
    db.execute(
      sql`select id, name, purpose, seats, is_shared from board_templates where organization_id = ${organizationId} order by id`,
    ),
    db.execute(
      sql`select id, decision_topic, owner_id from decision_sessions where board_id in ${boards} order by id`,
    ),
    db.execute(
      sql`select id, stance, position_id from human_perspectives where session_id in (select id from decision_sessions where board_id in ${boards}) order by id`,
    ),
    db.execute(
      sql`select id, seat_id, question from session_follow_ups where session_id in (select id from decision_sessions where board_id in ${boards}) order by id`,
    ),
    db.execute(sql`select id, title, status, location from meetings where board_id in ${boards} order by id`),
    db.execute(
      sql`select id, title, position, meeting_id from agenda_items where meeting_id in ${meetingsOf} order by id`,
    ),
    db.execute(
      sql`select id, description, owner, status from meeting_action_items where meeting_id in ${meetingsOf} order by id`,
    ),
    db.execute(
      sql`select id, meeting_id, approved_at, approved_by_id from meeting_minutes where meeting_id in ${meetingsOf} order by id`,
    ),
    db.execute(
      sql`select id, minutes_id, body from minutes_comments where minutes_id in (select id from meeting_minutes where meeting_id in ${meetingsOf}) order by id`,
    ),
    db.execute(
      sql`select meeting_id, user_id, status from meeting_attendance where meeting_id in ${meetingsOf} order by meeting_id, user_id`,
    ),
    db.execute(sql`select id, user_id, read_at from notifications where board_id in ${boards} order by id`),
    db.execute(
      sql`select id, status, closed_at, minutes_id from resolutions where board_id in ${boards} order by id`,
    ),
    db.execute(
      sql`select id, vote, reason from resolution_directors where resolution_id in (select id from resolutions where board_id in ${boards}) order by id`,
    ),
    // A delivery's attempts and status move on their own (the job retries): only its rows count.
    db.execute(
      sql`select id, url, description, format, events, enabled from webhook_endpoints where organization_id = ${organizationId} order by id`,
    ),
    db.execute(
      sql`select id, message_id, replay_of from webhook_deliveries where endpoint_id in (select id from webhook_endpoints where organization_id = ${organizationId}) order by id`,
    ),
    db.execute(
      sql`select id, plan, status from plan_upgrade_requests where organization_id = ${organizationId} order by id`,
    ),
  ]);
  return JSON.stringify(parts.map((result) => (result as { rows?: unknown }).rows ?? result));
}
