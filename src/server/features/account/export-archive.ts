// The export as a zip: `data.json` (everything, as the JSON export has it) and Markdown a person
// can read without tools — a README, one page per decision they asked (question, context,
// outcome), one per board they own (its seats), their perspectives, votes, votes on written
// resolutions and comments on minutes, the minutes of the boards they read (with amendments and
// the resolutions entered in them), and those boards' written resolutions.
import { strToU8, zipSync } from 'fflate';
import { minutesSchema } from '../../../contracts/meetings.ts';
import { resolutionSchema, resolutionVoteLine } from '../../../contracts/resolutions.ts';
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

/**
 * The minutes as the board reads them (decision, attendance, votes, actions, amendments, the
 * written resolutions entered in them). A draft's attendance is not settled until approval, so the
 * page says so rather than print it. Minutes this version cannot read are named, not guessed at.
 */
function minutesPage(minutes: Row): string {
  const parsed = minutesSchema.safeParse(minutes);
  if (parsed.success) {
    const m = parsed.data;
    return renderMarkdown(
      minutesReport({
        meeting: m.meeting,
        approval: m.approval,
        attendance: m.approval ? m.attendance : null,
        amendments: m.amendments,
        resolutions: m.resolutions,
      }),
    );
  }
  return [
    `# Minutes: ${text(minutes.meeting_title) || 'a meeting'}`,
    '',
    `- Board: ${text(minutes.board_name)}`,
    `- Meeting: ${day(minutes.meeting_date)}`,
    '',
    'These minutes are stored in a shape this version of Boardwise cannot read; the board’s Admin can',
    'ask for them to be recovered.',
    '',
  ].join('\n');
}

function resolutionPage(resolution: Row): string {
  const parsed = resolutionSchema.safeParse(resolution);
  if (!parsed.success)
    return `# ${text(resolution.title)}\n\n\`\`\`json\n${JSON.stringify(resolution, null, 2)}\n\`\`\`\n`;
  const r = parsed.data;
  const lines = [
    `# ${r.title}`,
    '',
    `- Board: ${r.board_name}`,
    `- Circulated: ${r.circulated_at} by ${r.circulated_by}`,
    `- Closes: ${r.closes_at}`,
    `- Status: ${r.status}${r.closed_at ? ` (closed ${r.closed_at})` : ''}`,
    `- Rule: ${r.rule_line}`,
    `- Result: ${r.result_line}`,
  ];
  if (r.minutes) lines.push(`- Entered in the minutes of: ${r.minutes.meeting_title}`);
  lines.push('', '## Text', '', r.text, '', '## Votes', '');
  for (const d of r.directors) lines.push(`- ${resolutionVoteLine(d)}`);
  if (r.directors.length === 0) lines.push('_No directors._');
  return `${lines.join('\n')}\n`;
}

function resolutionVotesPage(votes: Row[]): string {
  const lines = ['# My votes on written resolutions', ''];
  for (const v of votes) {
    const cast = v.vote
      ? `**${text(v.vote)}**${text(v.reason) ? `: ${text(v.reason)}` : ''}`
      : 'did not vote';
    lines.push(
      `## ${text(v.title)} — ${text(v.board_name)}`,
      '',
      `As ${text(v.seat_title)}, ${v.voted_at ? text(v.voted_at) : ''} — ${cast} (resolution ${text(v.status)})`,
      '',
      text(v.text),
      '',
    );
  }
  if (votes.length === 0) lines.push('_None._');
  return `${lines.join('\n')}\n`;
}

function commentsPage(comments: Row[], amendments: Row[]): string {
  const lines = ['# My comments and amendments on minutes', ''];
  const meeting = (r: Row) => `${text(r.meeting_title)} (${day(r.meeting_date)})`;
  for (const c of comments) lines.push(`- ${text(c.created_at)} — comment on ${meeting(c)}: ${text(c.body)}`);
  for (const a of amendments)
    lines.push(
      `- ${text(a.created_at)} — amendment (version ${text(a.version)}) to ${meeting(a)}: ${text(a.body)}`,
    );
  if (comments.length + amendments.length === 0) lines.push('_None._');
  return `${lines.join('\n')}\n`;
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
    `- minutes/: ${rows(data.minutes).length} set(s) of minutes of the boards you read`,
    `- resolutions/: ${rows(data.resolutions).length} written resolution(s) of the boards you follow`,
    `- perspectives.md: ${rows(data.perspectives).length} perspective(s)`,
    `- votes.md: ${rows(data.votes).length} vote(s)`,
    `- resolution-votes.md: ${rows(data.resolution_votes).length} written resolution(s) circulated to you`,
    `- comments.md: ${rows(data.minutes_comments).length} comment(s) and ${rows(data.minutes_amendments).length} amendment(s) on minutes`,
    '',
    'What you wrote or cast is here wherever it sits, even on a board you have since left. What others',
    'wrote (minutes, resolutions) comes only from the boards you may read today:',
  );
  for (const board of rows(data.boards_i_read))
    lines.push(`- ${text(board.name)} (${text(board.organization_name)})`);
  return `${lines.join('\n')}\n`;
}

/** The zip's bytes for a gathered export (gatherAccountData). */
export function buildExportArchive(data: Row): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'README.md': strToU8(readme(data)),
    'perspectives.md': strToU8(perspectivesPage(rows(data.perspectives))),
    'votes.md': strToU8(votesPage(rows(data.votes))),
    'resolution-votes.md': strToU8(resolutionVotesPage(rows(data.resolution_votes))),
    'comments.md': strToU8(commentsPage(rows(data.minutes_comments), rows(data.minutes_amendments))),
  };
  for (const decision of rows(data.decisions))
    files[`decisions/${fileName(decision.decisionTopic, decision.id)}`] = strToU8(decisionPage(decision));
  for (const board of rows(data.boards))
    files[`boards/${fileName(board.name, board.id)}`] = strToU8(boardPage(board));
  for (const minutes of rows(data.minutes))
    files[`minutes/${fileName(minutes.meeting_title, minutes.id)}`] = strToU8(minutesPage(minutes));
  for (const resolution of rows(data.resolutions))
    files[`resolutions/${fileName(resolution.title, resolution.id)}`] = strToU8(resolutionPage(resolution));
  return zipSync(files, { level: 6 });
}
