// Each seat's checklist for a corporate-structure question: where the company is really managed
// and taxed, whether its people are employees in law, and whether to fix it before a round closes
// (an investor's diligence found it once; the next one will too).
import type { KindChecklists, KindContext } from '../kind-kit.ts';

/** The timing asked against a financing: 'before or after the seed round closes'. */
export const AROUND_A_ROUND =
  /\b(?:before|after|ahead of|until) (?:or (?:before|after) )?(?:the |our |this |a )?(?:[\w-]+ ){0,2}(?:round|raise|closing|series [a-d]|investment|bridge)\b/i;

/** The people work in one country for a company registered in another, as contractors. */
const CONTRACTORS = /\b(?:freelanc\w*|contractors?|invoic\w*|self-employed|autónomos?|consultants?)\b/i;
const DILIGENCE = /\b(?:diligence|investor['’]?s? (?:counsel|lawyers?)|flagged|raised (?:it|this))\b/i;

/** The question is when, against a financing the text names. */
export function asksWhenAgainstARound(text: string): boolean {
  return (
    AROUND_A_ROUND.test(text) ||
    (/\b(?:when|now or later|timing)\b/i.test(text) &&
      /\b(?:round|raise|bridge|series|seed|investors?)\b/i.test(text))
  );
}

function timing(x: KindContext): boolean {
  return asksWhenAgainstARound(x.text);
}

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    if (timing(x))
      c.pro(
        0.5,
        'Restructure before the round closes, or make it a condition of closing: new money put into a structure the investor has already questioned inherits the problem, and fixing it later costs more and needs their consent.',
      );
    else c.ask('When must the structure be settled: before a round, a sale or a first hire abroad?');
  },
  CFO: (_x, c) => {
    c.pro(
      0.5,
      'Every month run this way adds to the exposure: a company run from another country can owe tax there (a permanent establishment, or residence where it is effectively managed), with back taxes, payroll contributions and penalties for the years already run. Restructuring stops the clock.',
    );
    c.act(
      'Quantify the past tax and social-security exposure and the cost of the fix',
      'before the round closes',
    );
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(CONTRACTORS))
      c.require(
        'People who work only for the company, on its schedule, are employees in law wherever they are paid as contractors: the company owes their employer contributions and employment rights.',
        'Convert them to employees of a local entity or an employer of record under local labour law as part of the restructuring.',
        'high',
      );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (x.says(DILIGENCE))
      c.require(
        'The investor’s counsel has found it, so it must be disclosed and fixed, not argued away: it will sit in the disclosure letter and the warranties of the round.',
        'Disclose it to the investor and agree the fix as a condition precedent of closing.',
        'high',
      );
    c.act(
      'Decide the target structure (local entity or employer of record) with counsel, and minute it',
      'before the round closes',
    );
  },
  INVESTOR_REP: (_x, c) => {
    c.pro(
      0.5,
      'A structure that matches where the company is run is what the next investor and any buyer check first; fixing it now protects the value of the round.',
    );
  },
  CTO: (x, c) => {
    if (x.says(CONTRACTORS))
      c.require(
        'Code written by contractors belongs to them until assigned: the entity that will own the product needs signed IP assignments from every one of them.',
        'Collect signed IP assignments to the new entity from every founder and contractor as part of the move.',
        'medium',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (x.says(CONTRACTORS))
      c.act(
        'Move each person onto a local contract with no gap in pay, benefits or equipment',
        'at the switch-over',
      );
  },
  STRATEGIC_ADVISOR: (_x, c) => {
    c.pro(
      0.25,
      'The right structure is where the company is actually run: the cheapest registration is no saving once tax and employment follow the people.',
    );
  },
};
