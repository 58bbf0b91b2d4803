// Minutes as a document (PDF and Markdown exports): the approval line, the meeting, attendance
// and quorum, each item with its notes and decision (wording and conditions, each seat's vote,
// tally by headcount and weight, the rule applied, result), the written resolutions decided since
// the previous minutes, and the action items. Here in lib, not in the minutes feature, because the
// account export writes the same pages into its zip.
import type { Minutes } from '../../../contracts/meetings.ts';
import {
  ATTENDANCE_LABELS,
  decisionWording,
  NOT_THE_BOARDS_DECISION,
  quorumLine,
  voteLine,
} from '../../../contracts/minutes.ts';
import {
  banner,
  bullets,
  fields,
  paragraph,
  percent,
  type ReportDocument,
  type ReportSection,
  subheading,
} from './model.ts';

const RESULT = {
  proceed: 'Approved — proceed',
  against: 'Rejected — against',
  mixed: 'No clear decision — mixed views',
};
const when = (iso: string | null) => (iso ? new Date(iso).toUTCString() : '—');

export function approvalLine(minutes: Pick<Minutes, 'approval'>): string {
  return minutes.approval
    ? `Approved by ${minutes.approval.approved_by} on ${when(minutes.approval.approved_at)}`
    : 'Draft — not yet approved';
}

/** What the document needs; attendance null: draft minutes whose attendance was not frozen with them. */
export type MinutesForReport = Pick<Minutes, 'meeting' | 'approval' | 'amendments' | 'resolutions'> & {
  attendance: Pick<Minutes['attendance'], 'entries' | 'quorum'> | null;
};

export function minutesReport(minutes: MinutesForReport): ReportDocument {
  const { meeting, attendance } = minutes;
  const items: ReportSection = {
    heading: 'Agenda',
    blocks: meeting.agenda_items.flatMap((item, index) => [
      subheading(
        `${index + 1}. ${item.title} (${item.item_type.toLowerCase()}, ${item.estimated_duration_minutes} min)`,
      ),
      ...(item.description ? [paragraph(item.description)] : []),
      paragraph(item.notes ? `Notes: ${item.notes}` : 'No notes recorded.', !item.notes),
      ...(item.decision
        ? [
            ...(attendance && !attendance.quorum.met ? [banner(NOT_THE_BOARDS_DECISION, 'negative')] : []),
            fields([
              ['Decision', decisionWording(item.decision.wording, item.decision.conditions)],
              ['Result', RESULT[item.decision.result]],
              [
                'Tally (members)',
                `${item.decision.headcount.approve} approve · ${item.decision.headcount.against} against · ${item.decision.headcount.abstain} abstain`,
              ],
              [
                'Tally (weighted)',
                `${percent(item.decision.weighted.approve)} approve · ${percent(item.decision.weighted.against)} against · ${percent(item.decision.weighted.abstain)} abstain`,
              ],
              ['Voting rule', item.decision.rule ?? 'The default reading (60/40 of the decided weight)'],
            ]),
            ...(item.decision.conditions.length
              ? [paragraph('Conditions:'), bullets(item.decision.conditions)]
              : []),
            ...(item.decision.votes.length
              ? [paragraph('Votes:'), bullets(item.decision.votes.map(voteLine))]
              : []),
          ]
        : []),
    ]),
  };
  const recorded = attendance?.entries.filter((e) => e.status !== null) ?? [];
  return {
    title: `Minutes — ${meeting.title}`,
    subtitle: `${meeting.board_name} · ${meeting.meeting_type.toUpperCase()} meeting`,
    sections: [
      {
        heading: 'Approval',
        blocks: [banner(approvalLine(minutes), minutes.approval ? 'positive' : 'neutral')],
      },
      ...(minutes.amendments.length
        ? [
            {
              heading: 'Amendments after approval',
              blocks: minutes.amendments.flatMap((a) => [
                subheading(`Version ${a.version} — ${a.author_name}, ${when(a.created_at)}`),
                paragraph(a.body),
              ]),
            } satisfies ReportSection,
          ]
        : []),
      {
        heading: 'Meeting',
        blocks: [
          fields([
            ['Board', meeting.board_name],
            ['Type', meeting.meeting_type.toUpperCase()],
            ['Scheduled', `${when(meeting.scheduled_date)} (${meeting.scheduled_duration_minutes} min)`],
            ['Location', meeting.location ?? '—'],
            ['Started', when(meeting.started_at)],
            ['Ended', when(meeting.ended_at)],
          ]),
          ...(meeting.description ? [paragraph(meeting.description)] : []),
        ],
      },
      {
        heading: 'Attendance',
        blocks: [
          bullets(
            recorded.length
              ? recorded.map(
                  (e) =>
                    `${e.name}${e.seat_title ? ` (${e.seat_title})` : ''}: ${ATTENDANCE_LABELS[e.status!]}`,
                )
              : ['Not recorded'],
          ),
          attendance
            ? paragraph(quorumLine(attendance.quorum))
            : paragraph('Attendance and quorum are recorded when the minutes are approved.', true),
        ],
      },
      items,
      ...(minutes.resolutions.length
        ? [
            {
              heading: 'Written Resolutions',
              blocks: minutes.resolutions.flatMap((r) => [
                subheading(r.title),
                paragraph(r.text),
                fields([
                  ['Circulated', when(r.circulated_at)],
                  ['Closed', when(r.closed_at)],
                  ['Rule', r.rule_line],
                  ['Result', r.result_line],
                ]),
                paragraph('Votes:'),
                bullets(r.votes),
              ]),
            } satisfies ReportSection,
          ]
        : []),
      {
        heading: 'Action Items',
        blocks: [
          bullets(
            meeting.action_items.map(
              (a) =>
                `${a.description} — owner: ${a.owner}, due: ${a.due_date ?? 'no date'}${a.status === 'done' ? ' (done)' : ''}`,
            ),
          ),
        ],
      },
    ],
  };
}
