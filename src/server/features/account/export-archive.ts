// The export as a zip: `data.json` (everything, as the JSON export has it) and Markdown a person
// can read without tools — a README, one page per decision they asked (question, context,
// outcome), one per board they own (its seats), their perspectives and votes, and the minutes of
// their boards' meetings.
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { meetingDetailSchema } from '../../../contracts/meetings.ts';
import { attendanceSchema } from '../../../contracts/minutes.ts';
import { renderMarkdown } from '../../lib/report/markdown.ts';
import { minutesReport } from '../../lib/report/minutes.ts';

type Row = Record<string, unknown>;

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
const day = (value: unknown) => text(value).slice(0, 10);

/** A file name from a title: lower case, dashes, short; the id's start keeps names apart. */
function fileName(title: unknown, id: unknown): string {
  const slug = text(title)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${slug || 'untitled'}-${text(id).slice(0, 8)}.md`;
}

function decisionPage(decision: Row): string {
  const result = (decision.result ?? {}) as Row;
  const scores = (result.scores ?? {}) as Row;
  const synthesis = result.synthesis as Row | string | undefined;
  const lines = [
    `# ${text(decision.decisionTopic)}`,
    '',
    `- Asked: ${text(decision.createdAt)}`,
    `- Status: ${text(decision.status)}`,
  ];
  if (scores.outcome) lines.push(`- Outcome: ${text(scores.outcome)}`);
  lines.push('', '## Context', '', text(decision.decisionContext) || '_None given._');
  if (synthesis)
    lines.push(
      '',
      '## Synthesis',
      '',
      typeof synthesis === 'string' ? synthesis : `\`\`\`json\n${JSON.stringify(synthesis, null, 2)}\n\`\`\``,
    );
  return `${lines.join('\n')}\n`;
}

function boardPage(board: Row): string {
  const lines = [`# ${text(board.name)}`, '', text(board.description), '', '## Seats', ''];
  for (const seat of rows(board.seats)) lines.push(`- ${text(seat.title ?? seat.key)} (${text(seat.type)})`);
  return `${lines.join('\n')}\n`;
}

function perspectivesPage(perspectives: Row[]): string {
  const lines = ['# My perspectives', ''];
  for (const p of perspectives) {
    lines.push(`## ${text(p.submittedAt)} — ${text(p.stance)}`, '', text(p.perspective), '');
    for (const point of rows(p.keyPoints)) lines.push(`- ${text(point)}`);
    if (rows(p.keyPoints).length) lines.push('');
  }
  if (perspectives.length === 0) lines.push('_None._');
  return `${lines.join('\n')}\n`;
}

function votesPage(votes: Row[]): string {
  const lines = ['# My votes', ''];
  for (const v of votes) lines.push(`- ${text(v.createdAt)} — **${text(v.vote)}**: ${text(v.rationale)}`);
  if (votes.length === 0) lines.push('_None._');
  return `${lines.join('\n')}\n`;
}

/** The meeting frozen in the minutes: versioned snapshots, or the meeting itself in early ones. */
const frozenMeeting = z.union([
  z.object({ version: z.literal(1), meeting: meetingDetailSchema }).transform((v) => v.meeting),
  meetingDetailSchema,
]);
const frozenAttendance = attendanceSchema.pick({ entries: true, quorum: true });

/**
 * The minutes as the board reads them (decision, attendance, votes, actions). Approved minutes
 * carry the attendance frozen with them; a draft's is not in the export. Minutes whose stored
 * shape cannot be read keep their JSON, so nothing is lost.
 */
function minutesPage(minutes: Row, meeting: Row | undefined): string {
  const frozen = frozenMeeting.safeParse(minutes.content);
  if (frozen.success) {
    const attendance = frozenAttendance.safeParse(minutes.approvedAttendance);
    return renderMarkdown(
      minutesReport({
        meeting: frozen.data,
        approval: minutes.approvedAt
          ? {
              approved_at: text(minutes.approvedAt),
              approved_by: text(minutes.approvedByName) || 'Unknown',
            }
          : null,
        attendance: attendance.success ? attendance.data : null,
        amendments: [],
        resolutions: [],
      }),
    );
  }
  return [
    `# Minutes: ${text(meeting?.title ?? 'a meeting')}`,
    '',
    `- Meeting: ${day(meeting?.scheduledDate)}`,
    `- Status: ${minutes.approvedAt ? `approved ${day(minutes.approvedAt)}` : 'draft'}`,
    '',
    '```json',
    JSON.stringify(minutes.content, null, 2),
    '```',
    '',
  ].join('\n');
}

function readme(data: Row): string {
  const profile = (data.profile ?? {}) as Row;
  const lines = [
    '# Your Boardwise data',
    '',
    `Exported ${text(data.exported_at)} for ${text(profile.full_name)} (${text(profile.email ?? profile.username)}).`,
    '',
    '`data.json` holds everything below and more (notifications, sign-ins, API tokens, the audit',
    'events by or about you), in the format named in its `format` field.',
    '',
    '## Organizations',
    '',
  ];
  for (const org of rows(data.organizations)) lines.push(`- ${text(org.name)} — ${text(org.role)}`);
  lines.push(
    '',
    '## In this archive',
    '',
    `- decisions/: ${rows(data.decisions).length} decision(s) you asked`,
    `- boards/: ${rows(data.boards).length} board(s) you own`,
    `- minutes/: ${rows(data.minutes).length} set(s) of minutes of your boards' meetings`,
    `- perspectives.md: ${rows(data.perspectives).length} perspective(s)`,
    `- votes.md: ${rows(data.votes).length} vote(s)`,
  );
  return `${lines.join('\n')}\n`;
}

/** The zip's bytes for a gathered export (gatherAccountData). */
export function buildExportArchive(data: Row): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'README.md': strToU8(readme(data)),
    'perspectives.md': strToU8(perspectivesPage(rows(data.perspectives))),
    'votes.md': strToU8(votesPage(rows(data.votes))),
  };
  for (const decision of rows(data.decisions))
    files[`decisions/${fileName(decision.decisionTopic, decision.id)}`] = strToU8(decisionPage(decision));
  for (const board of rows(data.boards))
    files[`boards/${fileName(board.name, board.id)}`] = strToU8(boardPage(board));
  const meetings = new Map(rows(data.meetings).map((m) => [m.id, m]));
  for (const minutes of rows(data.minutes)) {
    const meeting = meetings.get(minutes.meetingId);
    files[`minutes/${fileName(meeting?.title, minutes.id)}`] = strToU8(minutesPage(minutes, meeting));
  }
  return zipSync(files, { level: 6 });
}
