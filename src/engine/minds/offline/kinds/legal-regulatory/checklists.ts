// Each seat's checklist for a legal or regulatory matter: meet every deadline through counsel,
// preserve the records, weigh settling against defending on expected cost (the claim, the odds,
// the legal fees, the management time), and fix the practice that caused it.
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const SETTLE = /\b(settle|settlement|pay (?:them|the claim)|accept (?:the|their) (?:offer|demand|terms))\b/;
const FIGHT = /\b(fight|defend|contest|go to court|litigate|counter-?sue|appeal)\b/;
const IGNORE = /\b(ignore|not respond|no response|let (?:it|the deadline) (?:pass|lapse)|wait and see)\b/;

export function legalPhrase(text: string): string | null {
  if (IGNORE.test(text)) return 'not responding';
  if (SETTLE.test(text) && !FIGHT.test(text)) return 'settling';
  if (FIGHT.test(text) && !SETTLE.test(text)) return 'fighting the claim';
  if (/\b(respond\w*|reply|replying|answer\w*|handle|deal with)\b/.test(text))
    return 'responding through counsel';
  return null;
}

const ignoring = (x: KindContext) => x.phrase === 'not responding';
/** The proposal is only to respond: every seat supports doing so, and says how. */
const responding = (x: KindContext) => x.phrase === 'responding through counsel';

export const CHECKLISTS: KindChecklists = {
  RISK_OFFICER: (x, c) => {
    if (responding(x))
      c.pro(
        0.5,
        'Responding on time, through counsel, keeps every option open: defending, settling or a finding that can be appealed.',
      );
    const deadline = x.proposed('deadline_months');
    if (ignoring(x))
      c.con(
        1.25,
        'Not responding hands the other side a default finding or judgment; the deadline is the one thing that cannot be fixed later.',
        'Instruct counsel now and respond within the deadline, whatever the strategy.',
        'critical',
      );
    else if (deadline)
      c.con(
        0.25,
        `There is a deadline (${deadline.text}): missing it can turn a complaint into a finding.`,
        'Answer within the deadline, through counsel.',
        'high',
      );
    if (x.says(/\b(incomplete|missing|lost|deleted)\b[^.]{0,30}\b(records?|documents?|logs?|files?)\b/))
      c.con(
        0.5,
        'The records are incomplete, which weakens any defence.',
        'Let counsel assess the exposure before deciding to settle or fight.',
        'high',
      );
    c.act('Put a litigation hold on every relevant document, email and log', 'today');
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    c.con(
      0.25,
      'A dispute is decided on the documents and on what the board knew when: the board’s own decisions must be minuted.',
      'Take counsel’s written advice and minute the decision with it.',
    );
    if (!ignoring(x))
      c.pro(0.25, 'Deciding the strategy with counsel’s advice in hand is the board doing its job.');
  },
  CFO: (x, c) => {
    if (responding(x) && x.proposed('fine_amount'))
      c.pro(
        0.25,
        `A response through counsel lets the board compare settling for less than ${x.proposed('fine_amount')?.text} with the cost of defending.`,
      );
    const claim = x.proposed('fine_amount');
    const share = x.calc('cost_share');
    if (claim)
      c.pro(
        0,
        `The claim is ${claim.text}${share ? ` (${share.result.replace(/^[^ ]+ is /, '')})` : ''}: compare settling with the expected cost of defending (the odds times the award, plus fees and management time).`,
      );
    c.ask('What does counsel put the odds at, and what would defending cost through trial?');
  },
  CEO: (x, c) => {
    if (responding(x))
      c.pro(
        0.25,
        'Handling it promptly and properly keeps it from distracting the team for longer than it must.',
      );
    if (x.phrase === 'settling')
      c.pro(0.25, 'A settlement ends the distraction; management time is the hidden cost of a long fight.');
    if (x.phrase === 'fighting the claim')
      c.con(
        0.25,
        'A long fight costs management time the business needs elsewhere.',
        'Set a budget and a review point for the litigation.',
      );
    if (ignoring(x))
      c.con(
        0.75,
        'Ignoring it does not make it go away; it makes it more expensive.',
        'Respond through counsel within the deadline.',
        'high',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(/\b(customers?|users?|consumers?|clients?)\b/))
      c.con(
        0.25,
        'A customer who went to a regulator or a court has already lost trust; others may follow.',
        'Fix the underlying practice, not only this case.',
      );
  },
  INDUSTRY_EXPERT: (x, c) => {
    if (x.says(/\b(incomplete|missing|lost|no)\b[^.]{0,30}\b(records?|documents?|evidence|paperwork)\b/))
      c.pro(
        0.25,
        'Claims defended on incomplete records usually end in a settlement; responding early, through counsel, gets the better settlement.',
      );
    else if (responding(x) || x.phrase === 'settling')
      c.pro(
        0.25,
        'Most disputes of this kind settle; the terms are better for the side that engaged early and prepared.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(patent|trademark|ip)\b/))
      c.ask(
        'Can the product avoid the disputed patent or mark altogether (a design-around), whatever happens in the dispute?',
      );
  },
};
