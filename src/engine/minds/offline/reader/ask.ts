// The decision's ask: what the text asks the board to decide, apart from the story around it.
// The topic's main clause, less its circumstances ('…, given our IPO in two years'), and the
// sentences of the context that ask ('Should we …?', 'the board is asked to approve …'). A word
// met only in the story ('the fee rose', 'we plan an IPO') says what the company lives with.
import type { Section } from './text.ts';
import { sentencesOf } from './text.ts';

/** Where the ask stops and its circumstances begin: 'given …', 'now that …', 'ahead of our IPO'. */
const SUBORDINATE =
  /,?\s+(?:given(?: that)?|since|because|as (?:we|our|the|it|they)|now that|ahead of|in view of|in light of|so that|even though|although|though|whereas|while|after (?:we|our|the|it|they)|when (?:we|our|the|it|they)|once (?:we|our|the)|despite|considering)\b/i;

/**
 * A sentence that asks for a choice: a question, or the words of a decision to be taken. Not what
 * nobody knows yet ('we haven't checked whether the lookalike infringes'): that is a fact missing.
 */
const ASKING =
  /\?|\b(?:should (?:we|i|the company|the board)|shall we|do we|(?<!\b(?:checked|check|know|knows|sure|clear|certain|verified|confirmed|tested|established|determined|unclear|asked) )whether|(?:we|i) (?:are|am|'re|’re) (?:considering|deciding|weighing|debating|evaluating|thinking (?:about|of)|looking (?:at|to))|(?:decide|decision|choice|choose) (?:on|whether|between|to)|the (?:question|decision|choice|proposal|plan|ask) is|(?:is|are) asked to|seeks? (?:the board['’]?s? )?approval|(?:board|we) (?:must|need to|have to) decide|asks? (?:the board|us) (?:to|whether)|propos\w+ (?:to|that))\b/i;

/** Circumstances put first: 'Given the fee rise, should we …', 'Now that we plan an IPO, …'. */
const LEADING_CIRCUMSTANCE =
  /^(?:given|since|because|as|now that|ahead of|in view of|in light of|even though|although|though|while|after|when|once|despite|considering|with)\b[^,]{0,160},\s*/i;

/** Whether any sentence of the context asks for a choice ('Should we …?', 'we are weighing …'). */
export function contextAsks(sections: readonly Section[]): boolean {
  const context = sections.find((s) => s.name === 'context')?.text ?? '';
  return sentencesOf(context).some((s) => ASKING.test(s));
}

/** The ask's main clause: a topic that asks, less its circumstances. */
export function mainClause(sentence: string): string {
  const main = sentence.replace(LEADING_CIRCUMSTANCE, '');
  const cut = SUBORDINATE.exec(main);
  return cut ? main.slice(0, cut.index) : main;
}

/** The topic's sentences and the context's sentences that ask, whole. */
export function askSentences(sections: readonly Section[]): string[] {
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  const context = sections.find((s) => s.name === 'context')?.text ?? '';
  return [...sentencesOf(topic), ...sentencesOf(context).filter((s) => ASKING.test(s))];
}

/** The decision's ask: the topic's main clauses, and the context's sentences that ask. */
export function askOf(sections: readonly Section[]): string {
  return askSentences(sections).map(mainClause).join(' ');
}
