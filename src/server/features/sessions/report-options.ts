// The options in the session report (PDF and Markdown, ADR 58): the board's ranking with each
// option's figures side by side, how close it was, who could flip it, and each seat's ranking.
import { CLOSENESS_LABELS, OPTION_RULE_LABELS, optionCost } from '../../../contracts/options.ts';
import type { SessionDetail } from '../../../contracts/sessions.ts';
import { type Block, bullets, fields, paragraph, percent, subheading } from '../../lib/report/model.ts';

export function optionBlocks(detail: SessionDetail): Block[] {
  const result = detail.options_result;
  if (!result) return [];
  const figures = new Map((detail.reading?.option_figures ?? []).map((f) => [f.option, f]));
  const rows = result.standings.map((s): [string, string] => {
    const f = figures.get(s.option);
    const cost = f ? (optionCost(f) ?? 'no price given') : '';
    const vetoes = s.vetoed_by.length
      ? `; vetoed by ${s.vetoed_by.map((v) => `${v.seat} (${v.duty})`).join(', ')}`
      : '';
    return [
      `${s.place}. ${s.option} — ${s.label}`,
      `score ${percent(s.score)}, first choice of ${percent(s.first_choices)}${cost ? `; ${cost}` : ''}${vetoes}`,
    ];
  });
  const ballots = result.ballots.map(
    (b) =>
      `${b.seat}${b.counted ? '' : ' (not counted)'}: ${
        b.ranking.length
          ? b.ranking.map((r, i) => `${i + 1}. ${r.option}${r.reason ? ` (${r.reason})` : ''}`).join(' ')
          : 'ranked no option'
      }${b.veto ? ` — vetoes ${b.veto.option} on ${b.veto.duty}` : ''}`,
  );
  return [
    subheading('The options'),
    fields([
      ['Rule', OPTION_RULE_LABELS[result.rule]],
      ['How close', `${CLOSENESS_LABELS[result.closeness]} (margin ${percent(result.margin)})`],
      ...rows,
    ]),
    paragraph(result.summary),
    subheading('How each seat ranked the options'),
    bullets(ballots),
  ];
}
