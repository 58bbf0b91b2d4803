// Kinds grouped by what they do to the company's cash: a seat weighs the same runway differently
// when money comes in (a raise), goes out (a hire, an acquisition), is saved (a cost cut) or when
// a duty leads (a recall, a breach, a complaint).
import type { KindId } from '../kinds/kind-ids.ts';

export type CashEffect = 'raises' | 'spends' | 'saves' | 'sells' | 'duty' | 'unknown';

const EFFECTS: Readonly<Record<KindId, CashEffect>> = {
  raise_funding: 'raises',
  take_loan: 'raises',
  pivot: 'spends',
  acquire_company: 'spends',
  be_acquired: 'sells',
  merger_or_jv: 'spends',
  expand_market: 'spends',
  launch_product: 'spends',
  pricing_change: 'saves',
  hire_executive: 'spends',
  layoffs: 'saves',
  product_recall: 'duty',
  infrastructure: 'spends',
  partnership: 'spends',
  legal_regulatory: 'duty',
  shut_down_product: 'saves',
  customer_contract: 'spends',
  people_matter: 'duty',
  data_privacy: 'duty',
  security_incident: 'duty',
  founder_equity: 'duty',
  cost_cutting: 'saves',
  real_estate: 'spends',
  budget_approval: 'spends',
  corporate_structure: 'duty',
  equipment_purchase: 'spends',
};

export function cashEffect(kind: string | null): CashEffect {
  return kind && kind in EFFECTS ? EFFECTS[kind as KindId] : 'unknown';
}

/**
 * One-way doors: decisions that cannot be taken back once done (a sale, a merger, a layoff, a
 * lease). A seat that lacks a fact it needs does not wave these through; on a two-way door it lets the decision go ahead and asks for the fact at the first review.
 */
// A raise or a loan is not among them: deciding to seek money commits nothing until terms are signed.
const ONE_WAY: ReadonlySet<string> = new Set<KindId>([
  'acquire_company',
  'be_acquired',
  'merger_or_jv',
  'layoffs',
  'shut_down_product',
  'founder_equity',
  'real_estate',
]);

export function isOneWayDoor(kind: string | null): boolean {
  return kind !== null && ONE_WAY.has(kind);
}

/** Two-way doors: a price, a launch, a market test, a budget line or a cut can be changed next quarter. */
const TWO_WAY: ReadonlySet<string> = new Set<KindId>([
  'pricing_change',
  'launch_product',
  'expand_market',
  'budget_approval',
  'cost_cutting',
]);

/** Words that make even a two-way door binding: a signed term, a licence, a guarantee. */
const BINDING =
  /\b(multi-?year|\d+[- ]year|contract\w*|sign\w*|binding|lock(?:ed)?[- ]in|exclusiv\w*|guarantee\w*|licen[cs]\w*|regulat\w*|approval|commit\w*|lease)\b/i;

/** Whether a decision can be changed later at little cost: its kind, and no binding words or legal duties. */
export function isTwoWayDoor(kind: string | null, text: string, duties: number): boolean {
  return kind !== null && TWO_WAY.has(kind) && duties === 0 && !BINDING.test(text);
}
