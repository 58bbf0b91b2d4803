// The seats that weigh capital, reading only the reading: the CFO (runway, what the decision
// costs against cash, burn and revenue, premises the figures contradict) and the Investor
// Representative (dilution, valuation, growth, what the company is worth to a buyer).

import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { annualRevenueOf } from '../reader/calculations.ts';
import { lowerFirst, money, months, pct } from '../reader/format.ts';
import { counterpartyOf } from '../reader/whose-thing.ts';
import { sellsGoods } from './goods.ts';
import { cashEffect } from './kind-groups.ts';
import { commitmentPoints } from './lenses-commitments.ts';
import { cashAndAcquisitionPoints, revenueFinancingPoints, stepSumPoints } from './lenses-figures.ts';
import { premiseMeaning } from './premise-meaning.ts';
import { runwayAfterStep } from './runway-gate.ts';
import { signalsOf } from './signals.ts';

/** Runway today: the computed figure when cash and burn are given, else the stated one. */
export function runwayOf(x: KindContext): { value: number; words: string } | null {
  const calc = x.calc('runway');
  if (calc?.value)
    return { value: calc.value, words: `Runway today is ${months(calc.value)} (${calc.inputs})` };
  const stated = x.actual('runway_months');
  return stated ? { value: stated.value, words: `Runway today is ${stated.text}, as stated` } : null;
}

/** The runway when it is shorter than `limit` months: the pressure a decision is taken under. */
export function runwayUnder(x: KindContext, limit: number): ReturnType<typeof runwayOf> {
  const runway = runwayOf(x);
  return runway && runway.value < limit ? runway : null;
}

/** The point just made comes first in the seat's list. */
function leads(c: NotesBuilder): void {
  const made = c.points.at(-1);
  if (made) made.lead = true;
}

function runwayPoint(x: KindContext, c: NotesBuilder): void {
  const runway = runwayOf(x);
  if (!runway) return;
  const r = runway.words;
  // A contract with a customer brings cash in; only a supplier's is money going out.
  const supplier =
    counterpartyOf(x.text) === 'supplier' ||
    /\b(suppliers?|vendors?|we (?:would )?pay|our cost|outsourc\w*|provider)\b/i.test(x.text);
  const effect = x.reading.kind === 'customer_contract' && !supplier ? 'earns' : cashEffect(x.reading.kind);
  if (effect === 'raises') {
    if (runway.value < 6) {
      c.pro(1, `${r}: ${x.phrase} is necessary now, not optional; every month of delay weakens the terms.`);
      leads(c);
    } else if (runway.value < 12)
      c.pro(0.75, `${r}: secure ${x.phrase} now, while there is still time to negotiate and walk away.`);
    else c.pro(0.25, `${r}: the company can seek ${x.phrase} from strength and turn down poor terms.`);
  } else if (effect === 'spends') {
    if (runway.value < 6)
      c.con(
        1,
        `${r}: ${x.phrase} must not consume the cash that keeps the company alive.`,
        `Fund ${x.phrase} from new capital, or stage it so nothing is committed before the money is in.`,
        'critical',
      );
    else if (runway.value < 12)
      c.con(
        0.5,
        `${r}: ${x.phrase} has to pay for itself well before the cash runs out.`,
        `Stage ${x.phrase} with a stop point, or fund it first.`,
        'high',
      );
    else if (runway.value >= 18) c.pro(0.5, `${r}: the company can fund ${x.phrase} from strength.`);
    // Room today is no argument when the step itself takes runway under a year: its own lens says so.
    else if (!((runwayAfterStep(x.reading)?.value ?? 12) < 12))
      c.pro(0.25, `${r}: room for ${x.phrase}, if its cost is capped.`);
  } else if (effect === 'earns') {
    if (runway.value < 12)
      c.con(
        0.25,
        `${r}: the contract helps only if its cash arrives before the cost of delivering it.`,
        sellsGoods(x)
          ? 'Ask for a deposit or shorter payment terms, or finance the invoices, so the cash for the goods is not tied up for the whole term.'
          : 'Bill annually or quarterly in advance where the customer accepts it, and price custom work separately.',
        'low',
      );
    else c.pro(0.25, `${r}: the company can carry the cost of delivery until the contract pays.`);
  } else if (effect === 'saves') {
    if (runway.value < 12) {
      c.pro(0.75, `${r}: cutting cost now is necessary, and the savings buy time.`);
      // On a short runway the runway is the first thing said about a cut, before how it is done.
      if (runway.value < 6) leads(c);
    } else c.pro(0.25, `${r}: the savings are prudence rather than survival.`);
    cutSavingPoint(x, c);
  } else if (effect === 'sells') {
    if (runway.value < 9)
      c.pro(0.5, `${r}: a sale may beat a raise on weak terms; the board must weigh both.`);
    else
      c.con(
        0.25,
        `${r}: the company need not sell, so the offer must beat the value of carrying on.`,
        'Value the company’s plan on its own before comparing it with the offer.',
      );
  } else {
    c.pro(0, `${r}; whatever ${x.phrase} costs comes out of that.`);
  }
}

function costPoints(x: KindContext, c: NotesBuilder): void {
  const share = x.calc('cost_share');
  const cash = x.actual('cash');
  // A fine, a claim or a ransom is not a purchase to call affordable: its size is stated, not weighed.
  if (share?.value != null && cash && cashEffect(x.reading.kind) === 'duty') c.pro(0, `${share.result}.`);
  else if (share?.value != null && cash) {
    if (share.value > 40) {
      // The remedy names the sum, and fits what is bought: a machine or a building is financed
      // against itself; a programme of spending can be released in stages.
      const sum = share.inputs.split(' ÷ ')[0] ?? 'the sum';
      const asset = x.reading.kind === 'equipment_purchase' || x.reading.kind === 'real_estate';
      c.con(
        0.75,
        `${share.result}: a bet-the-company sum.`,
        asset
          ? `Finance the ${sum} against the asset (a lease or an asset loan) rather than paying it from cash, and keep at least six months of costs in the bank.`
          : `Release the ${sum} in tranches tied to milestones, with a result agreed now at which the board stops.`,
        'high',
      );
    } else if (share.value > 15)
      c.con(
        0.25,
        `${share.result}: material, so it needs a stop point.`,
        'Agree in advance what result would stop further spending.',
      );
    else c.pro(0.25, `${share.result}: affordable if the return case holds.`);
  }
  const hire = x.calc('annual_burn_of_hire');
  const revenue = annualRevenueOf(x);
  if (hire?.value != null) {
    const share = revenue && revenue.value > 0 ? (100 * hire.value) / revenue.value : null;
    if (share !== null && share > 50)
      c.con(
        0.5,
        `The hire costs ${hire.result}: more than half of today’s revenue for one person.`,
        'Tie part of the package to the results the role must deliver, or hire in stages.',
      );
    else if (share !== null && share <= 20)
      c.pro(0.5, `The hire costs ${hire.result}: affordable at today’s revenue.`);
    else c.pro(0.25, `The hire costs ${hire.result}.`);
    const firstYear = x.calc('first_year_cost_of_hire');
    if (firstYear) c.pro(0, `${firstYear.label}: ${firstYear.result} (${firstYear.inputs}).`);
  }
  const monthly = x.calc('monthly_cost_share');
  if (monthly?.value != null && monthly.value > 25)
    c.con(
      0.5,
      `The new monthly cost is ${monthly.result}.`,
      'Check what the monthly cost buys against what it adds to revenue.',
    );
}

export function cfoLens(x: KindContext, c: NotesBuilder): void {
  const spend = x.proposed('budget') ?? x.proposed('cost');
  const revenue = annualRevenueOf(x);
  // A price in euros set against revenue in pesos compares nothing until one is converted.
  const otherCurrency = Boolean(
    spend?.unit.trim() && revenue?.unit.trim() && spend.unit.trim() !== revenue.unit.trim(),
  );
  if (spend && revenue && otherCurrency && cashEffect(x.reading.kind) === 'spends')
    c.ask(
      `The ${spend.text} is priced in ${spend.unit.trim()} and the revenue it is paid from is in ${revenue.unit.trim()}: what is it at today’s rate as a share of a year’s revenue, and what does a 10–20% move in the exchange rate before payment add?`,
    );
  else if (
    spend &&
    !x.actual('cash') &&
    revenue &&
    revenue.value > 0 &&
    cashEffect(x.reading.kind) === 'spends'
  )
    c.lean(
      spend.value / revenue.value > 0.25 ? -0.5 : 0.25,
      // Stated against the revenue figure itself, not as a new percentage a reader could take for a share of revenue.
      `${spend.text} against ${revenue.word} of ${money(revenue.value, spend.unit)}: ${spend.value / revenue.value > 0.25 ? 'more than a quarter of a year’s revenue, a large bet against what the company earns' : 'within what the company earns in a year'}.`,
      'Stage the spend and set the result that releases each stage.',
    );
  else if (spend && !x.actual('cash') && cashEffect(x.reading.kind) === 'spends')
    c.ask(`What does the ${spend.text} buy back, by when, and how many months of cash would it use?`);
  for (const p of x.reading.premise_checks)
    if (p.meaning === 'covenant_breach')
      c.con(
        1,
        p.text,
        'Talk to the lender now, with a cure plan and a waiver request, before the breach is found in the next compliance report.',
        'critical',
      );
    else {
      const meaning = premiseMeaning(x.reading.calculations, x.phrase, p);
      c.con(
        0.75,
        `The figures contradict the premise: ${lowerFirst(p.text)}${meaning ? ` ${meaning.means}` : ''}`,
        meaning?.condition ?? `Re-run the plan on the computed figure (${p.computed_text}) before deciding.`,
        'high',
      );
    }
  runwayPoint(x, c);
  costPoints(x, c);
  cashAndAcquisitionPoints(x, c);
  stepSumPoints(x, c);
  commitmentPoints(x, c);
  revenueFinancingPoints(x, c);
  // Quotes side by side on one footing: the gap is what every other difference must justify.
  const compared = x.calc('options_compared');
  if (compared)
    c.pro(
      0,
      `${compared.label}: ${compared.result} (${compared.inputs}); the gap is what any other difference must be worth.`,
    );
  const interest = x.calc('interest_year');
  // A loan's own checklist weighs its interest; other decisions only note it.
  if (interest && x.reading.kind !== 'take_loan')
    c.pro(0, `Interest comes to ${interest.result} a year (${interest.inputs}), payable whatever sales do.`);
  const gap = x.calc('gap_to_target');
  if (gap) c.pro(0, `${gap.label}: ${gap.result}.`);
  // A one-off cost earns its place by how soon the saving repays it: within a year is easy to back.
  const cheaper = x.calc('alternative_saving');
  if (cheaper)
    c.pro(
      0,
      `${cheaper.label}: ${cheaper.result} (${cheaper.inputs}); the switch must not cost more than that.`,
    );
  const payback = x.calc('infra_payback') ? null : x.calc('payback_of_cost');
  if (payback?.value != null)
    if (payback.value <= 12)
      // Earned back from revenue rather than a saving, the months are a floor: weighed lighter.
      c.pro(
        /revenue/.test(payback.inputs) ? 0.25 : 0.5,
        `${payback.label}: ${payback.result} (${payback.inputs}).`,
      );
    else
      c.con(
        payback.value > 36 ? 0.5 : 0.25,
        `${payback.label}: ${payback.result} (${payback.inputs}), a long wait for the cash to come back.`,
        'Confirm the saving with a quote or a month of measured bills before paying up front.',
      );
  if (signalsOf(x).brokenUnitEconomics) {
    const calc = x.calc('payback_vs_lifetime');
    c.con(
      1,
      `${calc?.label}: ${calc?.result} — customers leave before they pay back what it costs to win them, so more spend on this funnel buys little or no profit.`,
      'Fix churn first, then scale spend.',
      'high',
    );
  }
}

export function investorLens(x: KindContext, c: NotesBuilder): void {
  const dilution = x.calc('dilution');
  // SAFEs stacked: what they convert into together is the dilution, not the new one alone.
  const stack = x.calc('safe_stack');
  if (stack?.value != null) {
    if (stack.value > 25)
      c.con(
        0.5,
        `${stack.label}: ${stack.result} (${stack.inputs}); that is heavy before a priced round, which will dilute again.`,
        'Model the cap table after the priced round with every SAFE converted, and raise less on SAFEs or at a higher cap.',
      );
    else c.pro(0.5, `${stack.label}: ${stack.result} (${stack.inputs}).`);
  } else if (dilution?.value != null) {
    if (dilution.value > 25)
      c.con(
        0.5,
        `Dilution of ${dilution.result} (${dilution.inputs}) is heavy for one round; it leaves less for the rounds after.`,
        'Raise less now, or negotiate the valuation up with a second lead in play.',
      );
    else if (dilution.value >= 10)
      c.pro(
        0.5,
        `Dilution of ${dilution.result} (${dilution.inputs}) is within the usual range for a priced round.`,
      );
    else c.pro(0.5, `Dilution of ${dilution.result} (${dilution.inputs}) is light.`);
  }
  const multiple = x.calc('valuation_multiple');
  if (multiple) c.pro(0, `${multiple.label}: ${multiple.result}.`);
  const growth = x.actual('revenue_growth_pct');
  // Growth argues for raising or spending; on an offer to buy us it argues for the price, which the sale checklist weighs.
  if (growth && ['raises', 'spends'].includes(cashEffect(x.reading.kind))) {
    const monthly = /\b(month|monthly|mom)\b/.test(growth.clause.toLowerCase());
    if (monthly && growth.value >= 8)
      c.pro(0.5, `Growth of ${growth.text} a month is what investors pay for.`);
    else if (!monthly && growth.value >= 60)
      c.pro(0.5, `Growth of ${growth.text} a year is strong for the stage.`);
    else c.pro(0, `Growth is ${growth.text}${monthly ? ' a month' : ''}.`);
  }
  const offer = x.calc('offer_multiple');
  if (offer?.value != null) {
    if (offer.value >= 8)
      c.pro(0.75, `The offer is ${offer.result} (${offer.inputs}): a full price by most benchmarks.`);
    else if (offer.value >= 4)
      c.pro(0.25, `The offer is ${offer.result} (${offer.inputs}): fair, not generous.`);
    else
      c.con(
        0.5,
        `The offer is only ${offer.result} (${offer.inputs}).`,
        'Test the offer against other buyers and the value of carrying on before negotiating.',
      );
  }
  const price = x.calc('price_multiple');
  if (price?.value != null) {
    if (price.value > 8)
      c.con(
        0.5,
        `The price is ${price.result} (${price.inputs}): rich for what it buys.`,
        'Tie part of the price to an earn-out on the target’s revenue.',
      );
    else c.pro(0.25, `The price is ${price.result} (${price.inputs}).`);
  }
  if (x.reading.kind === 'raise_funding' && !dilution && x.proposed('raise_amount'))
    c.ask(
      'What valuation does the term sheet give, pre-money, and what preference and board terms come with it?',
    );
  void pct;
}

/** What the cut buys, in the reading's own sums: the saving and the runway once it is made. */
function cutSavingPoint(x: KindContext, c: NotesBuilder): void {
  const saving = x.calc('monthly_saving');
  if (!saving) return;
  const after = x.calc('runway_after_cut');
  if (after?.value != null && after.value < 9)
    c.con(
      0.5,
      `The cut saves ${saving.result} (${saving.inputs}), but runway goes only ${after.result} (${after.inputs}): it buys time, not safety.`,
      'Pair the cut with a raise, a bridge or a further cost step now, while the runway still allows it.',
      'high',
    );
  else
    c.pro(
      0.25,
      `The cut saves ${saving.result} (${saving.inputs})${after ? `; runway ${after.result}` : ''}.`,
    );
}
