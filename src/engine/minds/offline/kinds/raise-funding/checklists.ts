// Each seat's checklist for a raise: how urgent it is (runway), what it buys (runway added,
// milestones), what it costs (dilution, valuation, terms), who is on the other side, and what
// happens if it does not close. Runway, dilution and terms the general lenses and duties cover;
// these add what is particular to raising.
import { months } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

// Someone has put money or terms on the table, or offered to lead: 'two angels have offered to lead'.
const LEAD =
  /\b(term sheet|lead investor|lead (?:vc|fund)|led by|investors? (?:offer|offered|are offering|has offered|have offered)|(?:fund|vc|syndicate) (?:would |will )?(?:invest|put in)|signed (?:a |the )?(?:term sheet|loi)|(?:offer(?:s|ed)?|agreed|agrees|willing|wants?) to lead|(?:will|would) lead (?:the|our|this) (?:round|raise|seed))\b/;
const EXISTING_HOLDERS =
  /\b(existing|current|our|previous|earlier|seed|angel|pre-seed) (?:investors?|shareholders?|backers?|vcs?|angels?)\b|\b(?:last|previous|prior|seed|pre-seed|series [a-e]) round\b|\braised (?:before|previously|last)\b/;
const DOWN_ROUND = /\b(down round|lower valuation than (?:our |the )?last|below (?:our |the )?last round)\b/;

function added(x: KindContext) {
  return x.calc('runway_added');
}

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    const runway = runwayOf(x);
    const raise = x.proposed('raise_amount');
    if (runway && runway.value < 9)
      c.pro(
        0.75,
        `With ${months(runway.value)} of runway the plan cannot wait for a better moment; the raise keeps the team building instead of cutting.`,
      );
    else if (runway)
      c.pro(
        0.5,
        `With ${months(runway.value)} of runway the company raises from strength, on its own timetable.`,
      );
    if (raise && !x.says(/\bmilestones?\b/))
      c.ask(
        `Which milestones will the ${raise.text} fund, and what must the company look like when it is spent?`,
      );
    // Without a lead the raise takes the CEO for months; with one it closes in weeks.
    if (!x.says(LEAD))
      c.act(
        runway
          ? `Name who runs the business day to day while you raise, so the ${months(runway.value)} of runway are not spent on a stalled company`
          : `Name who runs the business day to day while you look for a lead${raise ? ` for the ${raise.text}` : ''}`,
        'before the first investor meeting',
      );
  },
  CFO: (x, c) => {
    const extra = added(x);
    const raise = x.proposed('raise_amount');
    if (extra?.value != null && raise) {
      if (extra.value < 12)
        c.con(
          0.5,
          `The ${raise.text} adds only ${extra.result} at today’s burn (${extra.inputs}): too little to reach the next round.`,
          'Raise more, or cut burn, so the money lasts the usual 18–24 months to the next round.',
          'high',
        );
      else if (extra.value > 48)
        c.con(
          0.25,
          `The ${raise.text} is ${extra.result} of today’s burn (${extra.inputs}): more than a plan needs; every extra dollar is sold at this valuation.`,
          'Raise what 24–30 months of the planned burn needs, or use the extra to negotiate a higher valuation.',
        );
      else
        c.pro(
          0.5,
          `The ${raise.text} adds about ${extra.result} at today’s burn (${extra.inputs}): enough to reach the next milestones if burn rises with hiring as planned.`,
        );
    }
    const runway = runwayUnder(x, 9);
    if (runway)
      c.act(
        'Plan the cuts that start on the day the round slips past its expected close, so the company never runs out of cash waiting',
        'this month',
      );
    else
      c.act(
        `Build the monthly cash plan for 24 months with ${x.proposed('raise_amount') ? `the ${x.proposed('raise_amount')?.text} in` : 'the round'}${x.actual('monthly_burn') ? ` at the ${x.actual('monthly_burn')?.text} burn` : ''}, and a downside case where revenue grows half as fast`,
        'before signing the term sheet',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (x.says(LEAD))
      c.pro(0.5, 'A lead is in hand: the round is real, not hoped for, and a lead sets terms others follow.');
    else c.ask('Is there a lead investor, and what are they offering?');
    const multiple = x.calc('valuation_multiple');
    if (multiple?.value != null && multiple.value > 40)
      c.con(
        0.25,
        `The pre-money is ${multiple.result}: rich, so the next round must grow into it or be a down round.`,
        'Agree with the lead the growth the next round will need, and check the plan reaches it.',
      );
    if (x.says(DOWN_ROUND))
      c.con(
        0.5,
        'This is a down round: it triggers any anti-dilution protection of earlier investors and signals weakness to the team.',
        'Model the anti-dilution adjustments and refresh the team’s options before announcing.',
        'high',
      );
  },
  RISK_OFFICER: (x, c) => {
    const runway = runwayUnder(x, 6);
    if (runway && !x.says(LEAD))
      // Voting against the raise would not add a day of runway: the gap is a condition on it, but a
      // serious one — a company that may run out of cash before the round closes is at high risk.
      c.require(
        `No lead is named and ${months(runway.value)} of runway is less than a round usually takes to close (3–6 months).`,
        x.says(EXISTING_HOLDERS)
          ? 'Prepare a fallback now: a bridge from existing investors, or cost cuts that add six months.'
          : 'Prepare a fallback now: the cost cuts that add six months, ready to start the day the round slips.',
        'high',
      );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (x.says(LEAD))
      c.pro(
        0.5,
        'A priced round with a named lead is a documented process the board can approve on its terms.',
      );
    // Pre-emption and consent rights exist only where there are shareholders beyond the founders.
    if (x.says(EXISTING_HOLDERS))
      c.con(
        0.25,
        'Existing shareholders’ pre-emption and consent rights apply to a new round.',
        'Check pre-emption and consent rights in the articles and shareholders’ agreement before the term sheet is signed.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const runway = runwayOf(x);
    const revenue = x.actual('arr') ?? x.actual('mrr') ?? x.actual('annual_revenue');
    if (runway && runway.value < 9) {
      c.pro(
        0.5,
        `Raising while ${months(runway.value)} of runway remain keeps the choice of investors; waiting hands the terms to whoever is left.`,
      );
      c.ask('What is the plan if the round has not closed in three months?');
    }
    if (revenue)
      c.pro(
        0,
        `With ${revenue.text} of ${revenue.label}, venture debt or revenue-based financing could bridge or top up the round at less dilution.`,
      );
  },
  INDUSTRY_EXPERT: (x, c) => {
    // Several SAFEs convert together: the founders sell their sum before the priced round.
    const dilution = x.calc('safe_stack') ?? x.calc('dilution');
    if (dilution?.id === 'safe_stack' && dilution.value != null)
      c[dilution.value > 25 ? 'con' : 'pro'](
        0.25,
        `Stacked, the SAFEs convert into ${dilution.result.replace(/;.*$/, '')}; a priced seed or Series A round usually sells 15–25% on top.`,
        'Model the cap table with every SAFE converted before signing another.',
      );
    else if (dilution?.value != null && dilution.value > 25)
      c.con(
        0.25,
        `Priced seed and Series A rounds usually sell 15–25% of the company; this one sells ${dilution.result}.`,
        'Bring a second investor into the process to test the price.',
      );
    else if (dilution?.value != null)
      c.pro(
        0.25,
        `Priced seed and Series A rounds usually sell 15–25% of the company; this one sells ${dilution.result}, within the norm.`,
      );
    else {
      const runway = runwayOf(x);
      if (runway)
        c.pro(
          runway.value < 12 ? 0.5 : 0.25,
          runway.value < 12
            ? `Rounds usually take a quarter or two to close: with ${months(runway.value)} of runway, starting now is what companies that raise well do.`
            : `The best rounds are raised with more than a year of runway, as here (${months(runway.value)}): investors can be made to compete.`,
        );
      const raise = x.proposed('raise_amount');
      c.ask(
        raise
          ? `At what valuation would the ${raise.text} come in, and what share of the company does that sell?`
          : 'What valuation and dilution are on the table?',
      );
    }
  },
  OPERATIONS_EXPERT: (x, c) => {
    const raise = x.proposed('raise_amount');
    const extra = x.calc('runway_added');
    if (raise && x.says(/\b(hire|hiring|headcount|team|engineers?)\b/))
      c.pro(
        0.25,
        `The ${raise.text} funds hiring; a hiring plan paced to onboarding keeps burn and quality in step.`,
      );
    else if (extra)
      c.pro(
        0.25,
        `The ${extra.result} the round adds let the team plan hiring and operations beyond the next quarter.`,
      );
  },
  CTO: (x, c) => {
    if (x.says(/\b(engineer\w*|developers?|product|roadmap|platform|build)\b/))
      c.pro(
        0.25,
        'The round funds the engineering the roadmap needs; hire against the roadmap, not ahead of it.',
      );
  },
};
