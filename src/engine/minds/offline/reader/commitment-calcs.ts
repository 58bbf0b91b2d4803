// The sums a board does on sight and a reader of single figures misses: what a multi-year
// commitment adds up to (a year's rent × the years × the sites, plus the fit-out), that commitment
// against what the spend would be at its own growth, the price of a company over its profit, how
// many months of saving pay back a severance, and this week's cash after payroll and a bill due.
// ADR 0111.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { type CalcContext, REPLACED_THING } from './calculations.ts';
import { months, pct } from './format.ts';
import { otherBidCalcs } from './other-bid.ts';
import { stakePriceOf } from './stake-price.ts';

type Calc = ReadingCalculation;
const SITES =
  /\b(\d+)\s+(?:[\w-]+\s+){0,2}?(leases|stores|shops|sites|offices|locations|branches|outlets|units|plants|clinics)\b/i;
const EACH =
  /\b(each|apiece|per (?:store|shop|site|office|location|branch|outlet|lease|unit|plant|clinic))\b/i;

/** How many of the thing a figure is 'each' of: '3 leases at $420k a year each' → 3. */
function timesEach(n: ReadingNumber, text: string): number {
  // A figure the reader already multiplied ('$1.5M per store × 3 = $4.5M') is counted once.
  if (n.text.includes('×') || (!EACH.test(n.clause) && !EACH.test(n.text))) return 1;
  const stated = SITES.exec(n.clause) ?? SITES.exec(text);
  const k = stated ? Number(stated[1]) : 1;
  return k > 1 && k < 1000 ? k : 1;
}

const PAID_NOW = /\b(?:currently|today|now|at present|already|we spend|we're spending|we are spending)\b/i;
const going = (n: ReadingNumber) => n.whose === 'ours' && n.role !== 'past' && n.role !== 'floor';

/** A running yearly cost over a stated term, times the sites it is each of, plus what is paid up front. */
function totalCommitment(x: CalcContext, text: string, out: Calc[]): void {
  const term = x.numbers.find((n) => n.meaning === 'term_months' && n.value >= 12 && n.label !== 'horizon');
  // The cost the commitment binds: one offered or proposed, else one not said to be today's spend.
  const bound = (m: string) =>
    x.numbers.find((n) => n.meaning === m && going(n) && n.role !== 'actual') ??
    x.numbers.find(
      (n) => n.meaning === m && going(n) && !PAID_NOW.test(n.clause) && !REPLACED_THING.test(n.clause),
    ) ??
    x.numbers.find((n) => n.meaning === m && going(n) && !PAID_NOW.test(n.clause));
  const monthly = bound('monthly_cost');
  const yearly = bound('annual_cost') ?? (monthly ? { ...monthly, value: monthly.value * 12 } : null);
  if (!term || !yearly) return;
  const years = term.value / 12;
  const sites = timesEach(yearly, text);
  const upFront = x.numbers
    .filter(
      (n) =>
        n.meaning === 'cost' && going(n) && /up-front|fit-?out/.test(`${n.label} ${n.clause}`.toLowerCase()),
    )
    .map((n) => n.value * timesEach(n, text));
  const fitOut = upFront.length ? Math.max(...upFront) : 0;
  const running = yearly.value * years * sites;
  const simple = out.findIndex((c) => c.id === 'term_commitment');
  // The plain monthly × term sum stands when nothing multiplies it; the kind's own lease sum too.
  // A single lease is summed by its own kind (rent-free months, rent in parts); this would repeat it.
  const leaseSummed = x.kind === 'real_estate' && sites === 1;
  if (
    !leaseSummed &&
    (sites > 1 || fitOut > 0 || (simple < 0 && !out.some((c) => c.id === 'lease_commitment')))
  ) {
    if (simple >= 0) out.splice(simple, 1);
    out.push(totalOf(x, yearly.value, years, sites, fitOut));
  }
  if (sites === 1) projectedAgainst(x, running, years, out);
}

function totalOf(x: CalcContext, yearly: number, years: number, sites: number, fitOut: number): Calc {
  const running = yearly * years * sites;
  return {
    id: 'total_commitment',
    label: 'What the commitment adds up to over its term',
    value: running + fitOut,
    result: `${x.money(running + fitOut)}${fitOut ? ` (${x.money(running)} of rent or fees + ${x.money(fitOut)} up front)` : ''}`,
    inputs: `${x.money(yearly)} a year × ${Math.round(years * 10) / 10} years${sites > 1 ? ` × ${sites}` : ''}${fitOut ? ` + ${x.money(fitOut)}` : ''}`,
  };
}

/** A yearly commit against today's spend on the same thing, grown at its own stated rate. */
function projectedAgainst(x: CalcContext, running: number, years: number, out: Calc[]): void {
  const spend = x.numbers.find(
    (n) =>
      n.meaning === 'annual_cost' && n.whose === 'ours' && n.role === 'actual' && PAID_NOW.test(n.clause),
  );
  const growth = x.numbers.find((n) => n.meaning === 'cost_growth_pct' && n.whose === 'ours');
  if (!spend) return;
  const g = (growth?.value ?? 0) / 100;
  let projected = 0;
  for (let y = 0; y < Math.round(years); y++) projected += spend.value * (1 + g) ** y;
  // A commit bought with a discount is spent at the discounted price: the use it must cover is less.
  const discount = x.numbers.find((n) => n.meaning === 'discount_pct' && n.value > 0 && n.value < 100);
  const use = projected * (1 - (discount?.value ?? 0) / 100);
  out.push({
    id: 'commitment_vs_projected',
    label: 'The commitment against the spend projected over the same years',
    value: running - use,
    result: `${x.money(running)} committed against ${x.money(projected)} projected${discount ? ` at list, ${x.money(use)} after the ${pct(discount.value)} discount` : ''}: ${running > use ? `${x.money(running - use)} committed beyond the projected use` : `${x.money(use - running)} of headroom`}`,
    inputs: `${x.money(spend.value)} a year today${g ? ` growing ${pct(growth?.value ?? 0)} a year` : ''}, over ${Math.round(years)} years`,
  });
}

/** The price of a company over its yearly profit: stated profit, else revenue × net margin. */
function earningsMultiple(x: CalcContext, out: Calc[]): void {
  // A property's price is no multiple of the company's profit.
  if (x.kind === 'real_estate') return;
  const price = x.numbers.find((n) => n.meaning === 'purchase_price' || n.meaning === 'offer_price');
  if (!price) return;
  const whose = price.meaning === 'offer_price' ? 'ours' : 'counterparty';
  const of = (m: string) =>
    x.numbers.find((n) => n.meaning === m && n.whose === whose && n.role === 'actual');
  const profit = of('operating_profit');
  const revenue = of('annual_revenue');
  const margin = of('net_margin_pct');
  const earnings = profit?.value ?? (revenue && margin ? (revenue.value * margin.value) / 100 : null);
  if (!earnings || earnings <= 0) return;
  // A price for part of the company is set against its profit as the whole it implies.
  const part = stakePriceOf(x, price);
  const value = part?.whole ?? price.value;
  const priced = part ? `${x.money(value)} for 100% (${price.text} for ${part.stake.text})` : x.money(value);
  out.push({
    id: 'earnings_multiple',
    label: 'Price as a multiple of yearly profit',
    value: value / earnings,
    result: `${Math.round((10 * value) / earnings) / 10}× yearly profit`,
    inputs: profit
      ? `${priced} ÷ ${x.money(earnings)} profit`
      : `${priced} ÷ (${x.money(revenue?.value ?? 0)} revenue × ${pct(margin?.value ?? 0)} net margin = ${x.money(earnings)})`,
  });
}

/** Months of the saving a cut brings before its severance is paid back. */
function severancePayback(x: CalcContext, out: Calc[]): void {
  const severance = x.numbers.find((n) => n.meaning === 'severance' && n.whose === 'ours');
  if (!severance) return;
  const saving = x.numbers.find((n) => n.meaning === 'saving' && n.whose === 'ours');
  const lost =
    x.actual('annual_cost') ?? x.numbers.find((n) => n.meaning === 'annual_cost' && going(n)) ?? null;
  // The cut's own saving, worked from the roles and their cost, when the reading has it.
  const worked = out.find((c) => c.id === 'monthly_saving')?.value;
  const perMonth = worked
    ? worked
    : saving
      ? /annual|year/.test(saving.label)
        ? saving.value / 12
        : saving.value
      : lost
        ? lost.value / 12
        : null;
  if (!perMonth || perMonth <= 0) return;
  out.push({
    id: 'severance_payback',
    label: 'Months of saving that pay back the severance',
    value: severance.value / perMonth,
    result: months(severance.value / perMonth),
    inputs: `${x.money(severance.value)} severance ÷ ${x.money(perMonth)} a month saved${worked || saving ? '' : ` (${x.money(lost?.value ?? 0)} a year ÷ 12)`}`,
  });
}

/** This week's cash once payroll and a bill due are paid, before money owed to us lands. */
function cashGapThisWeek(x: CalcContext, out: Calc[]): void {
  const cash = x.actual('cash');
  const bill = x.numbers.find((n) => n.meaning === 'cost' && n.label.includes('we owe'));
  const payroll = x.numbers.find((n) => n.meaning === 'monthly_cost' && /payroll/.test(n.label));
  if (!cash || !bill || !payroll) return;
  const gap = cash.value - payroll.value - bill.value;
  const due = x.numbers.find((n) => n.meaning === 'contract_value' && /due from/.test(n.label));
  out.push({
    id: 'cash_gap_this_week',
    label: 'Cash once payroll and the bill are both paid',
    value: gap,
    result: `${gap < 0 ? '−' : ''}${x.money(Math.abs(gap))}${gap < 0 ? ' short' : ' left'}${due ? `, before the ${x.money(due.value)} owed to us lands` : ''}`,
    inputs: `${x.money(cash.value)} cash − ${x.money(payroll.value)} payroll − ${x.money(bill.value)} bill`,
  });
}

export function commitmentCalcs(x: CalcContext, text: string, out: Calc[]): void {
  totalCommitment(x, text, out);
  earningsMultiple(x, out);
  otherBidCalcs(x, text, out);
  severancePayback(x, out);
  cashGapThisWeek(x, out);
}
