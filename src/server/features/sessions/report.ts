// The session report (PDF and Markdown exports): the recommendation, its figures, and the
// whole deliberation phase by phase — from the same data the analysis page shows.
import { consensusLabel, decidedShare } from '../../../contracts/consensus.ts';
import type { FollowUp } from '../../../contracts/follow-ups.ts';
import { OUTCOME_TITLES } from '../../../contracts/outcome-titles.ts';
import type { TrackRecord } from '../../../contracts/reviews.ts';
import type { SessionDetail } from '../../../contracts/sessions.ts';
import { votingRuleLine } from '../../../contracts/voting-rules.ts';
import {
  banner,
  bullets,
  fields,
  paragraph,
  percent,
  type ReportDocument,
  type ReportSection,
  subheading,
} from '../../lib/report/model.ts';
import { optionBlocks } from './report-options.ts';
import { cannotJudgeSection, readingSection } from './report-reading.ts';

const OUTCOME_TONE = {
  proceed: 'positive',
  against: 'negative',
  mixed: 'neutral',
  cannot_judge: 'neutral',
  needs_information: 'neutral',
} as const;

const humanStance = (stance: string) => stance.replace(/_/g, ' ');

export function sessionReport(
  detail: SessionDetail,
  boardName: string,
  followUps: readonly FollowUp[] = [],
  /** The seats' track records when the decision was made (from earlier reviews). */
  trackRecords: readonly TrackRecord[] = [],
): ReportDocument {
  const { session, recommendation: rec } = detail;
  const engine =
    detail.engine === 'offline'
      ? 'Built-in offline engine (deterministic, no AI model)'
      : `${detail.model} (language model, ${detail.usage.calls} calls, ${detail.usage.prompt_tokens + detail.usage.completion_tokens} tokens)`;
  const sections: ReportSection[] = [
    {
      heading: 'Decision',
      blocks: [
        fields([
          ['Topic', session.decision_topic],
          ['Board', boardName],
          ['Date', new Date(session.created_at).toUTCString()],
          ['Budget', String(session.constraints.budget ?? '')],
          ['Timeline', String(session.constraints.timeline ?? '')],
          ['Other constraints', String(session.constraints.other ?? '')],
          ['Deliberated by', engine],
        ]),
        subheading('Context provided'),
        paragraph(session.decision_context),
        subheading('Company information'),
        paragraph(String(session.constraints.company_info ?? '')),
      ],
    },
  ];
  if (detail.reading && !detail.reading.cannot_judge) sections.push(readingSection(detail.reading));
  if (rec?.outcome === 'cannot_judge') {
    sections.push(cannotJudgeSection(detail.reading, OUTCOME_TITLES.cannot_judge));
    return { title: 'Board Session Report', subtitle: `${boardName} · ${session.decision_topic}`, sections };
  }
  if (rec) {
    const { headcount, weighted, absent } = rec.vote_breakdown;
    sections.push(
      {
        heading: 'Board Recommendation',
        blocks: [
          banner(OUTCOME_TITLES[rec.outcome], OUTCOME_TONE[rec.outcome]),
          subheading(rec.recommendation),
          fields([
            ['Confidence', percent(rec.confidence_score)],
            [
              'Consensus',
              `${percent(rec.consensus_level)} — ${consensusLabel(rec.consensus_level, decidedShare(rec.vote_breakdown))}`,
            ],
            [
              'Votes (members)',
              `${headcount.approve} approve · ${headcount.against} against · ${headcount.abstain} abstain`,
            ],
            [
              'Votes (weighted)',
              `${percent(weighted.approve)} approve · ${percent(weighted.against)} against · ${percent(weighted.abstain)} abstain`,
            ],
            ...(absent.count > 0
              ? [
                  ['Did not vote', `${absent.count} (${percent(absent.weight)} of the weight)`] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(rec.voting_rule
              ? [['Voting rule', votingRuleLine(rec.voting_rule)] as [string, string]]
              : []),
          ]),
          ...(detail.sensitivity
            ? [subheading('Would it flip?'), paragraph(detail.sensitivity.summary)]
            : []),
          ...optionBlocks(detail),
          subheading('Executive summary'),
          paragraph(rec.executive_summary),
          subheading('Synthesis'),
          paragraph(rec.synthesis),
        ],
      },
      {
        heading: 'Recommended Actions',
        blocks: [bullets(rec.action_items.map((a) => `${a.action} — ${a.owner_role}, ${a.horizon}`))],
      },
      {
        heading: 'Risk Assessment',
        blocks: [
          bullets(
            rec.critical_risks.map(
              (r) => `[${r.severity.toUpperCase()}] ${r.risk} Mitigation: ${r.mitigation}`,
            ),
          ),
        ],
      },
      { heading: 'Minority Report', blocks: [paragraph(rec.minority_report)] },
    );
  } else {
    sections.push({
      heading: 'Board Recommendation',
      blocks: [paragraph(session.error ?? 'The deliberation did not reach a recommendation.', true)],
    });
  }
  sections.push(
    {
      heading: 'Phase 1 — Initial Positions',
      blocks: detail.deliberations.flatMap((d) => [
        subheading(
          `${d.position_title} (${percent(d.weight)} weight) — ${humanStance(d.stance)}, confidence ${percent(d.confidence)}${d.source === 'human' ? ', human member' : ''}`,
        ),
        paragraph(d.perspective),
        bullets([...d.key_points, ...d.concerns.map((c) => `Concern: ${c}`)]),
      ]),
    },
    {
      heading: 'Phase 2 — Discussion & Debate',
      blocks: detail.discussion.flatMap((turn) => [
        subheading(turn.position_title),
        paragraph(turn.summary),
        bullets([
          ...turn.agreements.map((r) => `Agrees with ${r.seat}: ${r.point}`),
          ...turn.rebuttals.map((r) => `Rebuts ${r.seat}: ${r.point}`),
          ...turn.questions.map((r) => `Asks ${r.seat}: ${r.point}`),
          ...turn.answers.map((a) => `Answers ${a.seat} ("${a.question}"): ${a.answer}`),
        ]),
      ]),
    },
    ...(detail.interjections.length
      ? [
          {
            heading: 'Interjections',
            blocks: [bullets(detail.interjections.map((i) => `${i.author}: ${i.text}`))],
          },
        ]
      : []),
    {
      heading: 'Phase 3 — Consensus Building',
      blocks: detail.rounds.flatMap((round) =>
        round.status === 'skipped'
          ? [subheading(`Round ${round.round} — skipped`), paragraph(round.reason ?? '', true)]
          : [
              subheading(`Round ${round.round} — weighted confidence ${percent(round.weighted_confidence)}`),
              bullets(
                round.seats.map(
                  (s) =>
                    `${s.position_title}${s.is_human ? ' (human member)' : ''}: ${s.changed ? `${humanStance(s.previous)} → ` : ''}${humanStance(s.stance)} (${percent(s.confidence)}). ${s.reasoning}`,
                ),
              ),
            ],
      ),
    },
    {
      heading: 'Phase 4 — Final Vote',
      blocks: [
        bullets(
          detail.votes.map(
            (v) => `${v.position_title}${voteMark(v)}: ${v.vote.toUpperCase()} — ${v.rationale}`,
          ),
        ),
        ...(detail.failures.length
          ? [
              subheading('Left out of a step'),
              bullets(
                detail.failures.map((f) => `${f.position_title} (${f.phase.replace(/_/g, ' ')}): ${f.error}`),
              ),
            ]
          : []),
      ],
    },
  );
  if (followUps.length) sections.push(followUpSection(followUps));
  if (trackRecords.length) sections.push(trackRecordSection(trackRecords));
  return {
    title: 'Board Session Report',
    subtitle: `${boardName} · ${session.decision_topic}`,
    sections,
  };
}

/** Human votes are marked in every view; a fallback says the member did not vote in time. */
function voteMark(vote: { is_human: boolean; fallback: boolean }): string {
  if (!vote.is_human) return '';
  return vote.fallback ? ' (human member — did not vote in time; vote implied by stance)' : ' (human member)';
}

/** Questions asked after the session, each with the seat's answer, oldest first. */
function followUpSection(followUps: readonly FollowUp[]): ReportSection {
  return {
    heading: 'Follow-up questions',
    blocks: followUps.flatMap((f) => [
      subheading(`${f.asker_name} asked the ${f.position_title}: ${f.question}`),
      paragraph(f.answer),
    ]),
  };
}

/** Each seat's record from the board's earlier outcome reviews, as it stood at the decision. */
function trackRecordSection(records: readonly TrackRecord[]): ReportSection {
  const who = (r: TrackRecord) =>
    r.kind === 'human'
      ? (r.member_name ?? 'human member')
      : `${r.persona_name ?? 'no persona'}, ${r.model ?? ''}`;
  return {
    heading: 'Seats’ track records at the time',
    blocks: [
      paragraph(
        'From the outcome reviews of this board’s earlier decisions. No score under 5 reviews.',
        true,
      ),
      bullets(records.map((r) => `${r.seat_title} (${who(r)}): ${r.summary}`)),
    ],
  };
}
