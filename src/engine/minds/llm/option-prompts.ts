// A decision's options in the language-model prompts (ADR 58): the options go into the user
// message as data inside <decision>, the vote step asks for a ranking with a reason per option and
// an optional veto on a duty the seat owns, and the chair is handed the board's count.
import type { OptionsOutcome } from '../../option-ranking.ts';
import type { Decision } from '../../types.ts';

const LABEL_MAX = 200;

/** 'Options (the board chooses between them):' and one line per option, inside <decision>. */
export function optionLines(decision: Decision, clean: (text: string, max: number) => string): string[] {
  const options = decision.options ?? [];
  if (options.length < 2) return [];
  return [
    'Options (the board chooses between them):',
    ...options.map((o) => `- ${o.id}: ${clean(o.label, LABEL_MAX)}`),
  ];
}

/** The vote step's extra instruction on a decision with options; empty for a yes/no decision. */
export function optionsVoteStep(decision: Decision): string {
  const options = decision.options ?? [];
  if (options.length < 2) return '';
  const ids = options.map((o) => o.id).join(', ');
  return (
    '\n\nThe decision names options (' +
    ids +
    ') in <decision>. In `ranking`, rank every option, best first, each with its letter in `option` and ' +
    'a one-sentence reason from your lens in `reason`. Your approve/against/abstain vote is on going ' +
    'ahead with the option you rank first. You may veto one option in `veto`, only on a duty your seat ' +
    'owns (name the duty in `duty`); otherwise set `veto` to null.'
  );
}

/** The board's count, for the chair. */
export function optionsResultBlock(options: OptionsOutcome | null | undefined): string[] {
  if (!options) return [];
  const rows = options.standings.map(
    (s) =>
      `- ${s.place}. ${s.option} — score ${Math.round(s.score * 100)}%` +
      (s.vetoed_by.length ? `, vetoed by ${s.vetoed_by.map((v) => `${v.seat} (${v.duty})`).join(', ')}` : ''),
  );
  return [`<option_ranking>\n${rows.join('\n')}\n${options.summary}\n</option_ranking>`];
}
