// What a step gives back: the months a one-off cost takes to earn back from the saving or the
// revenue it adds, and what a cheaper quote named in the text would save a year.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { monthsOf, percentOf } from './calc-shapes.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

type Calc = ReadingCalculation;

/** A target set for a year or more away ('by end of year two', 'in 3 years'): not revenue the move adds from month one. */
const LATER_THAN_A_YEAR =
  /\b(?:by (?:the )?end of (?:year )?(?:two|three|four|five|2|3|4|5)|(?:in|within|over|after) (?:the next )?(?:two|three|four|five|2|3|4|5|\d{2}) (?:years|yrs)|by 20\d\d|(?:in )?year (?:two|three|2|3)|by (?:year|yr) (?:two|three|2|3))\b/i;

/** What the move adds a year: revenue named as extra or as an option, or a customer's contract. */
export function revenueAdded(x: CalcContext): { value: number; text: string } | null {
  const added = x.numbers.find(
    (n) =>
      n.whose === 'ours' &&
      ((['annual_revenue', 'arr', 'mrr'].includes(n.meaning) &&
        (n.role === 'option' || (n.role === 'target' && !LATER_THAN_A_YEAR.test(n.clause)))) ||
        n.meaning === 'contract_value'),
  );
  if (!added) return null;
  // A contract given as a total and a month: a year of it is the month × 12, not the total.
  const perMonth = x.numbers.find(
    (n) => n.whose === 'ours' && n.meaning === 'contract_value' && /monthly/.test(n.label),
  );
  if (added.meaning === 'contract_value' && perMonth)
    return { value: perMonth.value * 12, text: `${perMonth.text} a month × 12` };
  // A total over a term longer than a year is spread over its years.
  const term = x.numbers.find((n) => n.whose === 'ours' && n.meaning === 'term_months' && n.value > 12);
  if (added.meaning === 'contract_value' && !/monthly|annual/.test(added.label) && term)
    return {
      value: (added.value * 12) / term.value,
      text: `${added.text} over ${/year/.test(term.text) && term.value % 12 === 0 ? `${term.value / 12} years` : term.text} = ${x.money((added.value * 12) / term.value)}`,
    };
  const monthly = added.meaning === 'mrr' || /monthly/.test(added.label);
  return {
    value: monthly ? added.value * 12 : added.value,
    text: monthly ? `${added.text} a month × 12` : added.text,
  };
}

/** A saving said for a year in its own clause: 'annual savings ₹70.5 L', '€40k a year'. */
const YEARLY_SAID = /\b(?:annual(?:ly)?|yearly|a year|per year|per annum|each year|every year|p\.a\.)/i;
/** The running cost of what is bought: operation and maintenance, servicing, upkeep. */
const UPKEEP =
  /\b(?:o&m|o & m|maintenance|servicing|upkeep|running costs?|operating costs? of (?:it|the \w+))\b/i;

/** A cost the step brings with it: 'needs a driver at', 'plus a manager on', 'we would hire'. */
const STEP_NEEDS = /\b(?:needs?|would need|requires?|plus|hire|hiring|extra|additional)\b/i;

/** What a one-off cost earns back each month: a saving said a month or a year, else the revenue it adds. */
function monthlyReturnOf(x: CalcContext): { value: number; word: string } | null {
  const savings = x.numbers.filter((n) => n.meaning === 'saving' && n.whose === 'ours' && n.role !== 'past');
  const saving = savings.length === 1 ? savings[0] : undefined;
  if (saving && (/annual/.test(saving.label) || YEARLY_SAID.test(saving.clause))) {
    // 'Saves ₹70.5 L a year; O&M ₹4.2 L a year': what the step costs to keep running comes off.
    const upkeep = x.numbers.find(
      (n) =>
        n.meaning === 'annual_cost' &&
        n.whose === 'ours' &&
        UPKEEP.test(n.clause) &&
        !/\bsav(?:e|es|ed|ing)\b/i.test(n.clause) &&
        n.value < saving.value,
    );
    return upkeep
      ? {
          value: (saving.value - upkeep.value) / 12,
          word: `saved a month, net of ${upkeep.text} a year to run it`,
        }
      : { value: saving.value / 12, word: 'saved a month' };
  }
  if (saving && /monthly/.test(saving.label)) return { value: saving.value, word: 'saved a month' };
  // 'Saves $65k a year in electricity and $10k a year in maintenance': savings of one period add up
  // (a sum said twice, in the text and in the constraints, counts once).
  const distinct = savings.filter((n, i) => savings.findIndex((o) => o.value === n.value) === i);
  const yearly = distinct.every((n) => /annual/.test(n.label));
  const monthly = distinct.every((n) => /monthly/.test(n.label));
  if (distinct.length > 1 && (yearly || monthly)) {
    const total = distinct.reduce((t, n) => t + n.value, 0);
    return {
      value: yearly ? total / 12 : total,
      word: `saved a month (${distinct.map((n) => n.text).join(' + ')}${yearly ? ' a year' : ' a month'})`,
    };
  }
  if (distinct.length === 1 && distinct[0] && /monthly/.test(distinct[0].label))
    return { value: distinct[0].value, word: 'saved a month' };
  if (savings.length) return null;
  const added = revenueAdded(x);
  if (!added) return null;
  // Revenue is not profit: with a gross margin stated, the margin on it is what pays the cost back;
  // without one, the months are a floor on the payback, and the inputs say so.
  const margin = x.numbers.find((n) => n.meaning === 'gross_margin_pct' && n.whose === 'ours');
  // 'It needs a driver at £2,100 a month': a running cost the step brings comes off what it earns.
  const running = x.numbers.find(
    (n) =>
      n.whose === 'ours' &&
      n.role !== 'past' &&
      (n.meaning === 'salary' || n.meaning === 'monthly_cost') &&
      STEP_NEEDS.test(n.clause),
  );
  const perMonth = running ? (running.meaning === 'salary' ? running.value / 12 : running.value) : 0;
  const less = running
    ? `, less ${x.money(perMonth)} a month for ${running.meaning === 'salary' ? 'the pay it needs' : running.label}`
    : '';
  if (margin && margin.value > 0 && margin.value < 100)
    return {
      value: (added.value * margin.value) / 100 / 12 - perMonth,
      word: `of gross margin a month (${margin.text} of the added revenue${less})`,
    };
  return {
    value: added.value / 12 - perMonth,
    word: `of added revenue a month${less}, before its${running ? ' other' : ''} costs`,
  };
}

/** A one-off cost pays for itself in cost ÷ what it returns each month. */
const RUNNING_SUM =
  /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|annum|month|mo)\b|^\s*(?:annually|yearly|monthly)\b/i;

export function paybackCalc(x: CalcContext, cost: ReadingNumber | null, out: Calc[]): void {
  const back = monthlyReturnOf(x);
  if (!cost || !back || back.value <= 0) return;
  // 'A budget of ₦650M a year' is a running cost, nothing paid once to be earned back.
  if (
    RUNNING_SUM.test(
      cost.clause.slice(
        cost.clause.indexOf(cost.text) + cost.text.length,
        cost.clause.indexOf(cost.text) + cost.text.length + 20,
      ),
    )
  )
    return;
  out.push(
    monthsOf(
      'payback_of_cost',
      `Months to earn back the ${cost.label.replace(/^one-off /, '')}`,
      cost.value,
      back.value,
      `${x.money(cost.value)} ÷ ${x.money(back.value)} ${back.word}`,
    ),
  );
}

/** 'The new courier is 15% cheaper than the $8k a month we pay': what the cheaper quote saves a year. */
export function cheaperQuoteCalc(x: CalcContext, out: Calc[]): void {
  const cheaper = x.numbers.find((n) => n.meaning === 'discount_pct' && n.label === 'cheaper by');
  const monthly = x.actual('monthly_cost');
  const yearly = monthly ? monthly.value * 12 : x.actual('annual_cost')?.value;
  if (!cheaper || !yearly) return;
  out.push(
    percentOf(
      'alternative_saving',
      'What the cheaper quote saves',
      cheaper.value,
      yearly,
      (v) => `${x.money(v)} a year (${x.money(v / 12)} a month)`,
      `${pct(cheaper.value)} × ${x.money(yearly)} a year paid today`,
    ),
  );
}

/** 'Pays back in under 3 years', 'a payback of 18 months': the payback the text claims, in months. */
const PAYBACK_CLAIMED =
  /\b(?:pays? (?:itself |for itself )?back|payback(?: period)?(?: of| is| will be)?)\s+(?:in\s+|within\s+)?(?:under|less than|below|about|around|roughly|just|only|inside)?\s*(\d+(?:\.\d+)?)\s*(years?|yrs?|months?)\b/i;

/**
 * The payback the text claims against the one its own figures give: the board decides on the
 * worked one and says so (a vendor's 'under 3 years' that the saving makes 4.3).
 */
export function claimedPaybackOf(text: string): { months: number; text: string } | null {
  const m = PAYBACK_CLAIMED.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const n = Number(m[1]);
  return {
    months: /^y/i.test(m[2]) ? n * 12 : n,
    text: m[0].replace(/^.*?(?=\b(?:under|less|below|about|around|roughly|just|only|inside|\d))/i, ''),
  };
}

/** The supplier's own price rise, read by figure-holder.ts. */
export const SUPPLIER_PRICE_RISE = 'the supplier’s price rise (our cost)';

/** A quote with its surcharge, and the cheapest other quote it then costs more than. */
export function surchargedQuote(
  x: CalcContext,
): { quote: ReadingNumber; rise: ReadingNumber; loaded: number; cheaper: ReadingNumber | undefined } | null {
  const rise = x.numbers.find((n) => n.meaning === 'price_change_pct' && n.label === SUPPLIER_PRICE_RISE);
  const quote = rise && x.numbers.find((n) => n.meaning === 'annual_cost' && n.clause === rise.clause);
  if (!rise || !quote) return null;
  const loaded = quote.value * (1 + rise.value / 100);
  const cheaper = x.numbers
    .filter((n) => n.meaning === 'annual_cost' && n.clause !== rise.clause && n.value > 0 && n.value < loaded)
    .sort((a, b) => a.value - b.value)[0];
  return { quote, rise, loaded, cheaper };
}

/**
 * A quote with a surcharge on top ('€4.10M a year plus a fuel surcharge they estimate at 9%') costs
 * the quote and the surcharge: the board compares that, not the headline, with the other quotes. A
 * 'cheapest bid' that the surcharge makes dearer is the premise to catch (claims.ts).
 */
export function surchargedQuoteCalc(x: CalcContext, out: Calc[]): void {
  const q = surchargedQuote(x);
  if (!q) return;
  out.push({
    id: 'quote_with_surcharge',
    label: 'The quote with its surcharge',
    value: q.loaded,
    result:
      `${x.money(q.loaded)} a year` +
      (q.cheaper
        ? `: dearer than the ${x.money(q.cheaper.value)} a year quoted elsewhere, whatever the headline`
        : ''),
    inputs: `${x.money(q.quote.value)} a year + ${pct(q.rise.value)}`,
  });
}
