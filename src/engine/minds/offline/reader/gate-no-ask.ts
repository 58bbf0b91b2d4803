// A text the reader could place under no kind, that asks nothing and proposes nothing: minutes
// with figures, a rant, a policy pasted alone, a task list, a forwarded thread. Each alone is weak
// evidence (a real decision can be framed, or go unphrased); together — no kind, no ask, no
// option, offer, deadline or doubt, and a topic that names no step — the board has nothing to vote
// on, and a 'needs information' answer would pretend otherwise. A topic naming a step as a noun
// phrase ('Office lease renewal', 'Series A at $12M pre', 'Warehouse automation') is a decision.
import { contextAsks } from './ask.ts';
import { somethingPending } from './gate-reports.ts';
import type { Section } from './text.ts';

/** Nouns that name a step a company takes: the decision written as a title. */
const STEP_NOUN =
  /\b(?:renewal|acquisition|acquiring|merger|sale|selling|purchase|buying|buyout|buy-?back|hire|hiring|recruit\w*|raise|raising|round|seed|series [a-f]|bridge|safe|convertible|investment|invest\w*|expansion|expanding|entry|launch\w*|migration|relocation|move|moving|closure|closing|shutdown|wind-?down|layoffs?|redundanc\w+|restructur\w+|downsiz\w+|cuts?|cutting|pivot\w*|partnership|joint venture|deal|offer|lease|leasing|loan|debt|financ\w+|refinanc\w+|price|pricing|discount|contract|terms|tender|bid|settlement|lawsuit|litigation|dividend|automation|automating|outsourc\w+|insourc\w+|switch\w*|replac\w+|upgrade|budget|approval|proposal|recall|rebrand\w*|exit|ipo|listing|spin-?off|licen[cs]\w*|franchis\w*|option pool|equity|shares?|stake|vesting|bonus|pay rise|salary|promotion|dismissal|firing|appointment|succession|merg\w+|consolidat\w+|expan\w+|opening|open|new (?:office|store|site|market|product|plant|line)|plan|strategy|policy change|change|decision|choice|option)\b/i;

/** A choice set out in words: options named, either … or, a doubt voiced, approval asked. */
const CHOICE_WORDS =
  /\b(?:option|plan|choice|scenario|route|alternative|path)\s+(?:a|1|one|b|2|two)\b|\beither\b[^.?!]{3,160}\bor\b|\b(?:not sure|unsure|undecided|on the fence|second[- ]guessing|torn|hesitant|going back and forth)\b|\b(?:approval|sign-?off|go-ahead|green light|endorsement|ratification|consent)\b|\b(?:options|choices|alternatives)\s*:/i;

/**
 * A standing policy or terms named as the topic ('Data retention policy', 'Our code of conduct'):
 * pasted alone, it asks nothing even when its words suggest a kind. A new, changed or draft one is
 * a step (and a noun in STEP_NOUN keeps it judged).
 */
const POLICY_TOPIC =
  /^\W*(?:(?:our|the|company|current|existing|staff|employee|customer)\s+)*(?!.*\b(?:new|draft|proposed|updated?|revised|change[ds]?|introduc\w*)\b)[\w\s-]{0,40}\b(?:policy|policies|privacy notice|terms of (?:service|use|business)|terms and conditions|code of conduct|handbook|procedure)\W*$/i;

/**
 * A step weighed or put to the company without the word 'offer': what something would cost or
 * need, a pilot, a suggestion, a request or an approach from someone, a petition, a door newly open.
 */
const STEP_WEIGHED =
  /\b(?:would|could|might)\b|\b(?:pilot\w*|trial\w*|suggest\w*|asked|requested|requests?|approach(?:ed|es)|invit\w+|petition\w*|signatures|campaign\w*|pitch(?:ed|es)|interested in|allows?|allowed|permits?|opportunit\w+|possib\w+|potential\w*|prospect\w*|available)\b/i;

/**
 * Whether a text the reader framed (no kind named), or a policy pasted alone, holds no decision: its topic asks nothing and
 * names no step, no sentence of the context asks, and nothing in it is offered, pending or in doubt.
 * `proposes` and `asksInWords` are the gate's own readings of a proposal and of a decision phrase.
 */
export function framedWithNoAsk(
  sections: readonly Section[],
  kindNamed: boolean,
  proposes: boolean,
  asksInWords: boolean,
): boolean {
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  if ((kindNamed && !POLICY_TOPIC.test(topic)) || proposes || asksInWords) return false;
  const text = sections.map((s) => s.text).join(' ');
  // A budget or a deadline filled in is a decision brought, whatever the prose says.
  if (sections.some((s) => (s.name === 'budget' || s.name === 'timeline') && s.text.trim())) return false;
  return (
    !/\?/.test(text) &&
    !STEP_NOUN.test(topic) &&
    !contextAsks(sections) &&
    !somethingPending(text) &&
    !CHOICE_WORDS.test(text) &&
    !STEP_WEIGHED.test(text)
  );
}
