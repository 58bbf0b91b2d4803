// Two texts that look like decisions and ask for none: a status report (what happened, with its
// figures, and nothing pending) and a question of fact ('What is a liquidation preference?').
// A situation told in prose is still a decision when something in it is pending — an offer, a
// deadline, a problem, a choice — so a report is refused only when nothing is.
import { sentencesOf } from './text.ts';

/** What a report says happened: results reached, people hired, work shipped. */
const RESULT =
  /\b(?:reached|grew|rose|fell|dropped|declined|improved|increased|decreased|held|stayed|remained|shipped|hired|onboarded|closed|signed|completed|delivered|launched|went live|finished|achieved|hit|crossed|exceeded|beat|missed|renewed|churned|added|won|lost|released|migrated|passed|came in|ended|is now|are now|was up|were up|was down|were down|up \d|down \d|(?:up|down) (?:by )?\d+(?:\.\d+)?\s?%)\b/i;

/**
 * Something pending that asks the board for a choice: an offer or a demand, a deadline, a problem,
 * a doubt, a proposal, a counterpart waiting. Any one keeps the text a decision.
 */
const PENDING =
  /\b(?:wants?|asks?|asking|offer\w*|propos\w*|demand\w*|threaten\w*|deadline|expir\w*|runs? out|running out|run out|can(?:no|['’])?t|unable|problem|dilemma|trade-?off|pressure|need(?:s|ed)? to (?:decide|choose|pick|know whether)|must (?:decide|choose)|decid\w*|consider\w*|options?|unless|if we|either|instead|alternative\w*|should|whether|or not|losing|overdue|complain\w*|breach\w*|incident|leak\w*|lawsuit|sue[ds]?|suing|claims? (?:against|that)|fined|fines|(?:a|the|regulatory) fine|quot(?:e|es|ed)|bid|tender|term sheet|counter-?offer\w*|approv\w*|recommend\w*|choose|choice|vs\.?|versus|or (?:we|to|keep|stay|wait)|ends? (?:in|on|next)|renew(?:al|ing|s)?|pending|undecided|open question|not sure|unsure|torn)\b|\?/i;

/** Whether anything in the text is pending: an offer, a deadline, a problem, a doubt, a question. */
export const somethingPending = (text: string): boolean => PENDING.test(text);

/** A figure stated as it stands: 'Cash is $2.1M', 'NPS at 51'. */
const STANDING = /\b(?:is|are|at|stands? at|of)\s+(?:about |around |now )?[$€£]?\d/i;

/**
 * The writer saying in words that the board is asked nothing ('for information', 'no action
 * needed', 'just keeping everyone in the loop'): an update's greetings and asides then do not hide
 * that it only reports, however few of its sentences are results.
 */
const NOTHING_ASKED_ALL =
  /\b(?:for (?:your )?information(?: only)?|fyi|no (?:action|decision|input|response|reply) (?:is |are )?(?:needed|required|necessary|expected)|nothing (?:we need from you|(?:is )?needed from (?:you|the board)|(?:for (?:you|the board) )?to (?:decide|approve|sign off)|for (?:you|the board) to (?:decide|approve|do))|(?:just |simply |only )?(?:keeping|letting) (?:you|everyone|all of you|the board)(?: all)? (?:in the loop|posted|informed|know)|no need to (?:reply|respond|decide|act))\b/gi;
const NOTHING_ASKED = new RegExp(NOTHING_ASKED_ALL.source, 'i');

/**
 * Whether the text only reports what happened: two or more results, most sentences results or
 * figures as they stand, and nothing pending; or, where the writer says the board is asked
 * nothing, one result or figure and nothing pending besides that statement.
 */
export function readsAsReport(text: string): boolean {
  const sentences = sentencesOf(text);
  const results = sentences.filter((s) => RESULT.test(s)).length;
  const reported = sentences.filter((s) => RESULT.test(s) || STANDING.test(s)).length;
  if (NOTHING_ASKED.test(text)) return reported >= 1 && !PENDING.test(text.replace(NOTHING_ASKED_ALL, ' '));
  return results >= 2 && reported >= 0.5 * sentences.length && !PENDING.test(text);
}

/**
 * A question asked for information: what something is or means, how it is worked out, why it
 * happened — with no choice in it. 'What do we do…', 'How should we…', 'What is the best…' ask
 * for a decision and are not this.
 */
const FACT_QUESTION =
  /^\W*(?:(?:can|could) you (?:please )?(?:explain|tell me|describe|define|clarify|summari[sz]e)|please (?:explain|describe|define|clarify)|explain|define|describe|tell me (?:what|how|why|about)|what(?:['’]s| is| are| was| were| does| did) (?:the )?(?:difference|meaning|definition)|what (?:does|do) (?!we\b|i\b)[\w\s-]{1,40} mean|what(?:['’]s| is| are| was| were) (?!we\b|i\b|our (?:best|options?|choices?|next)|the (?:best|right|smartest|ideal|safest|cheapest|fastest|better|next|plan|options?|choices?)\b)(?:an? |the |our |their |its )?[\w\s-]{1,80}\??$|how (?:is|are|was|were|does|do|did) (?!we\b|i\b|you\b)[\w\s-]{1,60}(?:calculated|computed|measured|worked out|defined|taxed|valued|counted|work|mean|differ|compare)\b|why (?:is|are|was|were|did|does|do|has|have) |how (?:many|much|long|often) (?![\w\s-]*\b(?:need|should|could|would|can|must|ought|afford)\b)(?![\w\s-]*\b(?:do|will|shall) (?:we|i) (?!(?:have|get|make|earn|lose|owe|employ|sell|spend|pay|currently|already|usually|typically|still|actually|really)\b)\w+))/i;

/** Words that put a choice into a question, whatever its shape. */
const CHOICE_IN_QUESTION =
  /\b(?:should|shall|whether|or|vs\.?|versus|worth|best|better|right|recommend\w*|choose|choice|decid\w*|option\w*|afford|approve|accept|go ahead|instead)\b/i;

const factQuestion = (q: string) => FACT_QUESTION.test(q.trim()) && !CHOICE_IN_QUESTION.test(q);

/**
 * Whether the text asks questions of fact and nothing in it asks for a choice: the topic is one,
 * or the topic names no choice (`proposes` is false) and every question the text asks is one.
 */
export function asksOnlyForFacts(topic: string, rest: string, proposes: boolean): boolean {
  const choiceAsked = sentencesOf(rest).some(
    (s) => CHOICE_IN_QUESTION.test(s) && /\?|\b(?:should|whether)\b/i.test(s) && !factQuestion(s),
  );
  if (choiceAsked) return false;
  if (factQuestion(topic)) return true;
  if (proposes || /\?\s*$/.test(topic)) return false;
  const questions = sentencesOf(rest).filter((s) => /\?\s*$/.test(s));
  return questions.length > 0 && questions.every(factQuestion);
}
