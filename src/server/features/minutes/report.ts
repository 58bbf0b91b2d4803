// Minutes as a document (PDF and Markdown exports): the meeting, attendance, each item with its
// notes and decision (wording, tally by headcount and weight, result), and the action items.
import type { MeetingDetail } from '../../../contracts/meetings.ts';
import {
  bullets,
  fields,
  paragraph,
  percent,
  type ReportDocument,
  type ReportSection,
  subheading,
} from '../../lib/report/model.ts';

const RESULT = {
  proceed: 'Approved — proceed',
  against: 'Rejected — against',
  mixed: 'No clear decision — mixed views',
};
const when = (iso: string | null) => (iso ? new Date(iso).toUTCString() : '—');

export function minutesReport(meeting: MeetingDetail): ReportDocument {
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
            fields([
              ['Decision', item.decision.wording],
              ['Result', RESULT[item.decision.result]],
              [
                'Tally (members)',
                `${item.decision.headcount.approve} approve · ${item.decision.headcount.against} against · ${item.decision.headcount.abstain} abstain`,
              ],
              [
                'Tally (weighted)',
                `${percent(item.decision.weighted.approve)} approve · ${percent(item.decision.weighted.against)} against · ${percent(item.decision.weighted.abstain)} abstain`,
              ],
            ]),
          ]
        : []),
    ]),
  };
  return {
    title: `Minutes — ${meeting.title}`,
    subtitle: `${meeting.board_name} · ${meeting.meeting_type.toUpperCase()} meeting`,
    sections: [
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
        blocks: [bullets(meeting.attendees.length ? meeting.attendees : ['Not recorded'])],
      },
      items,
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
