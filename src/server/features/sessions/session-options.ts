// The options a session is asked to choose between (ADR 58): those typed in the form or given
// through the API, else those the offline reading finds laid out in the text; none for a yes/no
// decision. The board's option rule is fixed with them at start.
import { letteredOptions, type OptionRuleSetting } from '../../../contracts/options.ts';
import { optionsInText } from '../../../engine/minds/offline/reader/options-in-text.ts';

export function optionsOfSession(
  body: { decision_topic: string; decision_context: string; options?: string[] | null },
  boardRule: OptionRuleSetting | null | undefined,
) {
  const typed = body.options;
  const options =
    typed === undefined || typed === null
      ? (optionsInText(body.decision_topic, body.decision_context) ?? [])
      : letteredOptions(typed);
  return options.length >= 2
    ? { options, optionRule: boardRule ?? 'borda' }
    : { options: null, optionRule: null };
}
