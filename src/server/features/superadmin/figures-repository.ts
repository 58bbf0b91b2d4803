// Platform figures for the Dashboard and Analytics sections, computed in SQL over every
// organization (the super-admin sees the whole platform).
import { sql } from 'drizzle-orm';
import type { ReviewAction, ReviewResult } from '../../../contracts/reviews.ts';
import type { Analytics, Overview } from '../../../contracts/superadmin.ts';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { trackRecords } from '../reviews/track-records.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';

/** Track records across boards are computed from at most this many of the latest reviews. */
const TRACK_RECORD_REVIEWS = 2000;

const DAYS = 30;
const WEEKS = 12;

function lastDays(counts: Map<string, number>, now: Date): Overview['sessions_per_day'] {
  const days: Overview['sessions_per_day'] = [];
  for (let i = DAYS - 1; i >= 0; i--) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - i))
      .toISOString()
      .slice(0, 10);
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}

export function createFiguresRepository(db: Db) {
  return {
    async overview(now = new Date()): Promise<Overview> {
      const [counts] = await rowsOf<Overview['counts']>(
        db,
        sql`select
          (select count(*) from users where not is_guest)::int as users,
          (select count(*) from organizations)::int as organizations,
          (select count(*) from boards)::int as boards,
          (select count(*) from decision_sessions)::int as sessions,
          (select count(*) from meetings where not is_pool)::int as meetings,
          (select count(*) from meeting_minutes)::int as minutes`,
      );
      const perDay = await rowsOf<{ day: string; count: number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
            from decision_sessions
            where created_at >= (now() at time zone 'UTC')::date - ${DAYS - 1}::int
            group by 1`,
      );
      const outcomes = await rowsOf<{ outcome: string; count: number }>(
        db,
        sql`select coalesce(outcome, status) as outcome, count(*)::int as count
            from decision_sessions group by 1 order by 2 desc, 1`,
      );
      const [ended] = await rowsOf<{ ended: number; failed: number }>(
        db,
        sql`select count(*)::int as ended, (count(*) filter (where status = 'failed'))::int as failed
            from decision_sessions where status in ('completed', 'failed')`,
      );
      const engines = await rowsOf<{ engine: string; model: string; provider: string | null; count: number }>(
        db,
        sql`select engine, model, provider_name as provider, count(*)::int as count
            from decision_sessions group by 1, 2, 3 order by 4 desc, 1, 2`,
      );
      const [tokens] = await rowsOf<{ prompt: number; completion: number; calls: number }>(
        db,
        sql`select
          coalesce(sum((result->'usage'->>'prompt_tokens')::bigint), 0)::int as prompt,
          coalesce(sum((result->'usage'->>'completion_tokens')::bigint), 0)::int as completion,
          coalesce(sum((result->'usage'->>'calls')::bigint), 0)::int as calls
          from decision_sessions where result is not null`,
      );
      return {
        counts: counts!,
        sessions_per_day: lastDays(new Map(perDay.map((d) => [d.day, d.count])), now),
        outcomes,
        failure_rate: ended && ended.ended > 0 ? ended.failed / ended.ended : null,
        engines,
        tokens: tokens!,
      };
    },

    async analytics(): Promise<Analytics> {
      const weeks = await rowsOf<{ week: string; sessions: number; decisions: number }>(
        db,
        sql`with weeks as (
              select generate_series(
                date_trunc('week', now() at time zone 'UTC') - interval '${sql.raw(String(WEEKS - 1))} weeks',
                date_trunc('week', now() at time zone 'UTC'), interval '1 week') as week)
            select to_char(w.week, 'YYYY-MM-DD') as week,
              (select count(*) from decision_sessions s
                where date_trunc('week', s.created_at at time zone 'UTC') = w.week)::int as sessions,
              (select count(*) from decision_sessions s
                where s.status = 'completed' and s.outcome in ('proceed', 'against', 'mixed')
                and date_trunc('week', s.completed_at at time zone 'UTC') = w.week)::int as decisions
            from weeks w order by w.week`,
      );
      const byOutcome = await rowsOf<{ outcome: string; count: number }>(
        db,
        sql`select outcome, count(*)::int as count from decision_sessions
            where status = 'completed' and outcome is not null group by 1 order by 2 desc, 1`,
      );
      const [averages] = await rowsOf<{
        confidence: number | null;
        consensus: number | null;
        median_seconds: number | null;
        tokens: number | null;
      }>(
        db,
        sql`select avg(confidence_score)::float8 as confidence,
              avg((result->'scores'->>'consensus_level')::float8)::float8 as consensus,
              percentile_cont(0.5) within group (
                order by extract(epoch from (completed_at - coalesce(started_at, created_at))))::float8 as median_seconds,
              avg(coalesce((result->'usage'->>'prompt_tokens')::float8, 0)
                + coalesce((result->'usage'->>'completion_tokens')::float8, 0))::float8 as tokens
            from decision_sessions where status = 'completed'`,
      );
      const [humans] = await rowsOf<{ with_seats: number; answered: number }>(
        db,
        sql`select count(*)::int as with_seats,
              (count(*) filter (where exists (
                select 1 from human_perspectives h where h.session_id = s.id)))::int as answered
            from decision_sessions s where s.board_snapshot @> '[{"kind":"Human"}]'::jsonb`,
      );
      const [reviewCounts] = await rowsOf<{ recorded: number; due: number }>(
        db,
        sql`select (count(*) filter (where action is not null))::int as recorded,
              (count(*) filter (where (action is null or action = 'not_yet') and due_at <= now()))::int as due
            from decision_reviews`,
      );
      const reviewed = await rowsOf<{
        model: string;
        snapshot: SnapshotSeat[];
        result: DeliberationResult | null;
        action: ReviewAction;
        review_result: ReviewResult | null;
        risks: { index: number; happened: boolean }[];
      }>(
        db,
        sql`select s.model, s.board_snapshot as snapshot, s.result, r.action, r.result as review_result, r.risks
            from decision_reviews r join decision_sessions s on s.id = r.session_id
            where r.action is not null
            order by coalesce(r.updated_at, r.recorded_at) desc limit ${TRACK_RECORD_REVIEWS}`,
      );
      const records = trackRecords(
        reviewed.flatMap((r) =>
          r.result
            ? [
                {
                  sessionModel: r.model,
                  seats: r.snapshot,
                  result: r.result,
                  action: r.action,
                  reviewResult: r.review_result,
                  risks: r.risks,
                },
              ]
            : [],
        ),
        { memberNames: new Map(), currentSeats: [], by: 'mind' },
      )
        .sort((a, b) => b.reviews - a.reviews)
        .slice(0, 20);
      return {
        reviews: { recorded: reviewCounts?.recorded ?? 0, due: reviewCounts?.due ?? 0 },
        track_records: records,
        weeks,
        by_outcome: byOutcome,
        average_confidence: averages?.confidence ?? null,
        average_consensus: averages?.consensus ?? null,
        human_participation_rate:
          humans && humans.with_seats > 0 ? humans.answered / humans.with_seats : null,
        median_duration_seconds: averages?.median_seconds ?? null,
        tokens_per_session: averages?.tokens ?? null,
      };
    },
  };
}
