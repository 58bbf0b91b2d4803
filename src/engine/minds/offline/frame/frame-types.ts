// The decision frame: the offline engine's parse-and-restate of a decision before any seat
// judges it — what kind of decision, who acts on whom, each number with its meaning, what the
// text rules out, and the facts it states (so no seat asks for what was given).

export const DECISION_KINDS = [
  'raise_funding',
  'take_loan',
  'pivot',
  'acquire_company',
  'be_acquired',
  'merger_or_jv',
  'expand_market',
  'launch_product',
  'pricing_change',
  'hire_executive',
  'layoffs',
  'product_recall',
  'infrastructure',
  'partnership',
  'legal_regulatory',
  'shut_down_product',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const KIND_LABELS: Readonly<Record<DecisionKind, string>> = {
  raise_funding: 'Raise funding',
  take_loan: 'Take a loan',
  pivot: 'Pivot the business',
  acquire_company: 'Acquire another company',
  be_acquired: 'Sell the company (an offer to buy us)',
  merger_or_jv: 'Merger or joint venture',
  expand_market: 'Expand to a new market',
  launch_product: 'Launch a product or tier',
  pricing_change: 'Change pricing',
  hire_executive: 'Hire an executive',
  layoffs: 'Layoffs / restructuring',
  product_recall: 'Product safety / recall',
  infrastructure: 'Infrastructure / build vs buy',
  partnership: 'Partnership or reseller deal',
  legal_regulatory: 'Legal / regulatory matter',
  shut_down_product: 'Shut down a product',
};

export const NUMBER_MEANINGS = [
  'monthly_burn',
  'cash',
  'runway_months',
  'target_runway_months',
  'arr',
  'mrr',
  'annual_revenue',
  'revenue_growth_pct',
  'cost_growth_pct',
  'user_growth_pct',
  'revenue_share_pct',
  'churn_monthly_pct',
  'cac',
  'ltv',
  'payback_months',
  'price',
  'price_change_pct',
  'cost',
  'monthly_cost',
  'annual_cost',
  'severance',
  'headcount',
  'headcount_cut',
  'headcount_cut_pct',
  'budget',
  'deadline_months',
  'raise_amount',
  'loan_amount',
  'interest_rate_pct',
  'valuation',
  'offer_price',
  'purchase_price',
  'customers',
  'users',
  'injury_reports',
  'units_affected',
  'gross_margin_pct',
  'reseller_margin_pct',
] as const;
export type NumberMeaning = (typeof NUMBER_MEANINGS)[number];

export const MEANING_LABELS: Readonly<Record<NumberMeaning, string>> = {
  monthly_burn: 'monthly burn',
  cash: 'cash in the bank',
  runway_months: 'runway today',
  target_runway_months: 'runway wanted',
  arr: 'annual recurring revenue',
  mrr: 'monthly recurring revenue',
  annual_revenue: 'annual revenue',
  revenue_growth_pct: 'revenue growth',
  cost_growth_pct: 'growth of a cost (not of the business)',
  user_growth_pct: 'user growth',
  revenue_share_pct: 'share of revenue',
  churn_monthly_pct: 'monthly churn',
  cac: 'customer acquisition cost',
  ltv: 'customer lifetime value',
  payback_months: 'CAC payback',
  price: 'price',
  price_change_pct: 'price change',
  cost: 'one-off cost',
  monthly_cost: 'monthly cost',
  annual_cost: 'annual cost',
  severance: 'severance',
  headcount: 'headcount',
  headcount_cut: 'roles cut',
  headcount_cut_pct: 'share of staff cut',
  budget: 'budget',
  deadline_months: 'deadline',
  raise_amount: 'amount to raise',
  loan_amount: 'loan amount',
  interest_rate_pct: 'interest rate',
  valuation: 'valuation',
  offer_price: 'price offered for our company',
  purchase_price: 'price we would pay',
  customers: 'customers',
  users: 'users',
  injury_reports: 'injury reports',
  units_affected: 'units affected',
  gross_margin_pct: 'gross margin',
  reseller_margin_pct: 'reseller margin',
};

export interface FrameNumber {
  meaning: NumberMeaning;
  value: number;
  /** As written: '$900k', '30%', '14 months'. */
  text: string;
  /** Currency symbol or code for money, '%' for rates, 'months' for durations, '' for counts. */
  unit: string;
  /** The clause it was read from, for the restatement. */
  clause: string;
}

export const RED_LINES = [
  'safety_stop_and_notify',
  'employment_consultation',
  'sale_conflicts_and_waterfall',
  'professional_advice',
] as const;
export type RedLineId = (typeof RED_LINES)[number];

export const GATE_REASONS = ['no_decision', 'foreign_language', 'instructions'] as const;
export type GateReason = (typeof GATE_REASONS)[number];

/** The board's refusal to judge: why, and what the user should add. */
export interface GateVerdict {
  reason: GateReason;
  /** One sentence a founder understands. */
  explanation: string;
  whatToAdd: string[];
  /** The language detected, when the reason is foreign_language. */
  language?: string;
}

export type Direction = 'we_act' | 'acted_upon';

export interface DecisionFrame {
  kind: DecisionKind | null;
  /** Evidence for the kind: the phrases that decided it. */
  kindEvidence: string[];
  /** For a sale or an acquisition: do we buy, or are we bought. */
  direction: Direction;
  numbers: FrameNumber[];
  /** Clauses the text rules out ('a bridge round is unlikely'). */
  negations: string[];
  /** Facts the text states, so no seat asks for them: 'runway', 'budget', 'regulator notified' … */
  stated: string[];
  /** Countries or regions named (for employment-law and market points). */
  places: string[];
  redLines: RedLineId[];
  gate: GateVerdict | null;
}
