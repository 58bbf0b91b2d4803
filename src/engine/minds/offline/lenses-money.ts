// Lenses of the seats that weigh capital: CFO (runway, cash, return) and Investor
// Representative (upside, growth, valuation).
import type { DecisionFeatures } from './analyze-decision.ts';
import { has } from './analyze-decision.ts';
import type { LensReading } from './lens-kit.ts';
import {
  annualRevenue,
  churnAtRisk,
  clause,
  createReading,
  decisionLabel,
  first,
  healthyCore,
  money,
  months,
  stake,
} from './lens-kit.ts';

export function cfoLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const amount = f.primaryAmount;
  const runway = f.runway?.months ?? null;
  if (f.type === 'funding') {
    if (amount && f.burn) {
      const extra = amount.value / f.burn.value;
      r.pro(
        0.75,
        `A ${amount.text} raise at the ${f.burn.text} monthly burn you describe buys roughly ${months(extra)} of extra runway.`,
      );
    }
    if (runway !== null && runway < 12) {
      r.pro(
        0.75,
        `With ${months(runway)} of runway, raising now is prudent: waiting means negotiating with less than a year of cash.`,
      );
    } else if (runway !== null) {
      r.pro(0.25, `${months(runway)} of runway lets you raise from strength rather than need.`);
    } else {
      r.con(
        0.25,
        'No runway figure is given, so I cannot judge how urgent the raise is.',
        'State today’s cash, burn and runway before talking to investors.',
      );
    }
    if (has(f, 'debt')) {
      r.con(
        0.5,
        `Debt terms (${clause(first(f, 'debt'))}) can carry covenants that bite exactly when cash is short.`,
        'Have counsel review covenants and guarantees; prefer equity if terms are tight.',
      );
    }
    r.recommend(
      `Build base, downside and severe cash plans showing runway after ${amount ? `the ${amount.text}` : 'the raise'}`,
      'before the first investor meeting',
    );
  } else if (amount) {
    if (runway !== null && runway < 12) {
      const sev = runway < 6 ? 'critical' : 'high';
      r.con(
        1,
        `Committing ${amount.text} with ${months(runway)} of runway puts the company’s survival on this bet.`,
        'Fund it only from new capital or in milestone-based tranches.',
        sev,
      );
    }
    if (f.revenue) {
      const ratio = amount.value / annualRevenue(f.revenue);
      if (ratio > 3) {
        r.con(
          0.5,
          `${amount.text} is about ${ratio.toFixed(1)}× the ${money(annualRevenue(f.revenue))} of annual revenue you state.`,
          'Tie the price to earn-outs or milestones instead of cash up front.',
        );
      } else {
        r.pro(
          0.25,
          `${amount.text} is ${ratio.toFixed(1)}× annual revenue of ${money(annualRevenue(f.revenue))}: affordable if the return case holds.`,
        );
      }
    }
    if (amount.value >= 10e6) {
      r.con(
        0.5,
        `${amount.text} is a bet-the-company sum; I want sensitivity tables with base, downside and severe cases before signing.`,
        'Model the downside case and confirm the maximum loss is survivable.',
      );
    }
    if (runway === null && !f.cash && !f.revenue) {
      r.con(
        0.5,
        `No runway, cash or revenue figure is given to weigh ${amount.text} against.`,
        'Reconcile cash and runway before committing.',
      );
    }
    r.recommend(
      `Model the payback of ${amount.text} with a downside case six months late`,
      'before the board vote',
    );
  } else {
    if (!has(f, 'priceIncrease'))
      r.con(
        0.25,
        `No budget is stated for ${decisionLabel(f)}, so its fully loaded cost is unknown.`,
        'Put a fully loaded cost, including people and management time, on the plan.',
      );
    if (runway !== null && runway < 12) {
      const sev = runway < 6 ? 'critical' : 'high';
      r.con(
        0.75,
        `With ${months(runway)} of runway, ${decisionLabel(f)} must pay for itself before the cash runs out.`,
        'Fund it first, or scope it to what the runway can carry.',
        sev,
      );
    }
    r.recommend(`Estimate the fully loaded cost of ${decisionLabel(f)}`, 'within 2 weeks');
  }
  if (f.type !== 'funding' && runway !== null && runway >= 12) {
    r.pro(
      runway >= 18 ? 0.75 : 0.5,
      `${months(runway)} of runway means ${decisionLabel(f)} can be funded from strength, not need.`,
    );
  }
  if (has(f, 'staged'))
    r.pro(0.5, `The staged structure (${clause(first(f, 'staged'))}) caps the maximum loss.`);
  const core = healthyCore(f);
  if (f.type === 'pivot' && core) {
    r.con(
      0.75,
      `The pivot walks away from a business that works (${core}): that is the cash that funds everything else.`,
      'Keep the core running and fund the new bet as a capped experiment.',
    );
  } else if (f.growth && f.strongGrowth) r.pro(0.25, `Growth of ${f.growth.text} supports the payback case.`);
  const demand = first(f, 'customerDemand');
  if (demand && f.type !== 'funding' && f.type !== 'pivot')
    r.pro(0.25, `Revenue is visible before the spend: ${clause(demand)}.`);
  if (f.signals.unvalidated)
    r.con(
      0.5,
      `Spend would be committed ahead of evidence: ${clause(f.signals.unvalidated)}.`,
      'Buy the evidence first: ten customer conversations and a capped pilot.',
    );
  if (has(f, 'priceIncrease')) {
    if (churnAtRisk(f))
      r.con(
        0.75,
        `With ${clause(f.signals.highChurn ?? f.signals.complaints)}, a price increase may lose more revenue than it adds.`,
        'Model revenue under churn doubling; test the new price on new customers first.',
      );
    else r.pro(0.5, 'A price increase lifts margin on the existing base at no extra cost.');
  }
  if (f.signals.traction && f.type !== 'funding' && f.type !== 'pivot')
    r.pro(0.25, `The spend converts proven demand, not a hypothesis: ${clause(f.signals.traction)}.`);
  if (f.type === 'funding' && f.signals.leadInvestor)
    r.pro(
      0.25,
      `There is a committed counterparty (${clause(f.signals.leadInvestor)}), so the round can close.`,
    );
  if (f.type === 'hire' && amount && /per year|a year|annual|salary|package/i.test(f.text)) {
    r.con(
      0.25,
      `${amount.text} a year is about ${money(amount.value / 12)} a month of new fixed cost.`,
      'Tie part of the package to targets.',
    );
  } else if (has(f, 'hiring') && f.type !== 'funding' && (runway ?? 0) < 18) {
    r.con(
      0.25,
      'New hires add fixed cost before the revenue they are meant to bring.',
      'Phase hiring against revenue milestones.',
    );
  }
  return r;
}

export function investorLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const core = healthyCore(f);
  if (f.growth && f.type !== 'pivot')
    r.pro(
      f.strongGrowth ? 0.5 : 0.25,
      f.strongGrowth
        ? `${f.growth.text} growth is the signal that earns a premium valuation.`
        : `${f.growth.text} growth is steady, if not yet venture pace.`,
    );
  if (f.revenue)
    r.pro(
      0.25,
      `${f.revenue.text} of ${f.revenue.monthly ? 'monthly' : 'recurring'} revenue gives the story a base.`,
    );
  if (f.type === 'funding') {
    r.pro(
      0.5,
      `Raising ${stake(f)} now${f.growth ? `, while growing ${f.growth.text},` : ''} funds the milestones that set up the next round.`,
    );
    if (f.runway && f.runway.months < 6) {
      r.con(
        0.25,
        `With ${months(f.runway.months)} of runway the company negotiates from need, which lowers the price.`,
        'Start the process now and line up a bridge as a fallback.',
      );
    }
    if (f.signals.leadInvestor)
      r.pro(0.25, `A lead is in hand (${clause(f.signals.leadInvestor)}): the round is real, not hoped for.`);
    if (/\bflat (valuation|round)|same valuation\b/i.test(f.text))
      r.con(
        0.5,
        'A flat valuation gives no step-up since the last round: existing holders take the dilution without a mark-up.',
        'Negotiate a smaller raise or milestone tranches that reprice on progress.',
      );
    if (/down round/i.test(f.text))
      r.con(
        1,
        'A down round resets the valuation and the preference stack.',
        'Explore a structured bridge before accepting a lower price.',
      );
    else if (has(f, 'dilution'))
      r.con(
        0.25,
        `Dilution (${clause(first(f, 'dilution'))}) must be priced against the growth it buys.`,
        'Model the cap table after the round and the next one.',
      );
  } else if (f.type === 'acquisition') {
    if (has(f, 'competition'))
      r.pro(0.5, 'Buying a competitor consolidates the market and can lift the valuation multiple.');
    if (f.primaryAmount && f.revenue && f.primaryAmount.value / annualRevenue(f.revenue) > 3) {
      r.con(
        0.5,
        `Paying ${f.primaryAmount.text} against ${money(annualRevenue(f.revenue))} of our own annual revenue is a large bet for the cap table.`,
        'Pay partly in stock or earn-outs to share the risk with the seller.',
      );
    }
    if (has(f, 'regulatory'))
      r.con(
        0.5,
        'A long regulatory review freezes value and management attention while the market moves.',
        'Negotiate a break fee and a long-stop date.',
      );
    if (has(f, 'regulatory') && has(f, 'irreversible'))
      r.con(
        0.5,
        'An irreversible deal the regulator may block is total downside for modest upside.',
        'Make signing conditional on clearance.',
      );
  } else if (f.type === 'expansion' || f.type === 'launch') {
    r.pro(
      0.5,
      `${decisionLabel(f).replace(/^the /, 'The ')} enlarges the addressable market: the kind of upside that moves the multiple.`,
    );
    const demand = first(f, 'customerDemand');
    if (demand) r.pro(0.25, `Demand ahead of entry (${clause(demand)}) makes the upside asymmetric.`);
    if (f.signals.security)
      r.con(
        0.5,
        `A breach at launch (${clause(f.signals.security)}) is the kind of event that caps a valuation.`,
        'Close the gap before launch; a few weeks’ delay costs far less than a breach.',
      );
  } else if (f.type === 'pivot') {
    r.con(
      0.5,
      'A pivot resets traction metrics investors have underwritten.',
      'Show the new market is bigger and that early signals already exist.',
    );
    if (core)
      r.con(
        0.5,
        `It walks away from a business that works (${core}) for one nobody has tested.`,
        'Run the new idea as a side bet until it shows traction.',
      );
    const demand = first(f, 'customerDemand');
    if (demand)
      r.pro(
        0.5,
        `Signed interest in the new direction (${clause(demand)}) is the kind of signal that can re-rate the company.`,
      );
  } else if (f.type === 'hire') {
    const sales = /\b(sales|revenue|growth|marketing|commercial)\b/i.test(f.text);
    r.pro(
      sales ? 0.5 : 0.25,
      sales
        ? 'A sales leader is how founder-led selling becomes a repeatable growth engine.'
        : 'Senior hires are how a company earns its next valuation step.',
    );
  }
  if (f.signals.traction && f.type !== 'pivot')
    r.pro(0.25, `There is proof the product sells (${clause(f.signals.traction)}).`);
  if (churnAtRisk(f))
    r.con(
      f.signals.allCustomers ? 0.75 : 0.5,
      `Retention is the metric that sets the multiple, and ${clause(f.signals.highChurn ?? f.signals.complaints)}; a ${f.signals.allCustomers ? 'blanket ' : ''}price rise now risks accelerating it.`,
      'Fix retention first, then reprice new customers.',
    );
  else if (has(f, 'priceIncrease')) r.pro(0.25, 'Pricing power is a valuation signal.');
  if (has(f, 'layoffs'))
    r.con(
      0.25,
      'Cuts signal a shrinking ambition unless tied to a clear path to growth.',
      'Pair the cuts with a growth plan.',
    );
  if (f.type === 'funding' || has(f, 'dilution'))
    r.recommend(
      'Model the effect on the next round’s valuation and dilution',
      'before the next board meeting',
    );
  return r;
}
