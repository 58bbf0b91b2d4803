// A second set, written after the frame's rules were tuned on the main corpus. Measured first as
// unseen text it read 5/8 kinds and 14/19 numbers right (November 2026); the misses then showed
// general gaps ('let go', a bid for our company, buying a supplier, losses as burn) that were
// fixed. `npm run bench:judgement` still reports it separately; the next unseen set should too.
import { type LabelledDecision, labelled } from './labels.ts';

export const HOLDOUT_DECISIONS: readonly LabelledDecision[] = [
  labelled({
    id: 'holdout-furlough',
    topic: 'Do we let go a quarter of the warehouse staff before winter?',
    context:
      'Orders dropped 35% since spring. We employ 200 people in two warehouses in Ohio. Cash on hand is $3M and we lose $400k a month.',
    kind: 'layoffs',
    numbers: { headcount: 200, cash: 3_000_000, monthly_burn: 400_000 },
    duties: ['layoff_consultation'],
  }),
  labelled({
    id: 'holdout-takeover-bid',
    topic: 'A larger rival made an unsolicited bid of $80M for our company',
    context:
      'Our revenue last year was $20M. The bid expires in 14 days. Two of our investors sit on the board.',
    kind: 'be_acquired',
    numbers: { offer_price: 80_000_000, annual_revenue: 20_000_000 },
    duties: ['sale_process_conflicts'],
  }),
  labelled({
    id: 'holdout-contamination',
    topic: 'Recall the protein powder after a contamination report?',
    context:
      'A lab test found salmonella in one lot. Two customers were hospitalised. 25,000 tubs from that lot were sold.',
    kind: 'product_recall',
    numbers: { units_affected: 25_000 },
    duties: ['product_safety_recall'],
  }),
  labelled({
    id: 'holdout-price-hike',
    topic: 'Increase our subscription price by 15% in January',
    context: 'The basic plan costs $20 a month. Monthly churn is 2%. We have 8,000 subscribers.',
    kind: 'pricing_change',
    numbers: { price_change_pct: 15, price: 20, churn_monthly_pct: 2, customers: 8000 },
  }),
  labelled({
    id: 'holdout-series-b',
    topic: 'Should we start raising a $25M Series B now?',
    context: 'ARR is $8M growing 90% a year. We burn $700k a month and have 14 months of runway.',
    kind: 'raise_funding',
    numbers: {
      raise_amount: 25_000_000,
      arr: 8_000_000,
      revenue_growth_pct: 90,
      monthly_burn: 700_000,
      runway_months: 14,
    },
  }),
  labelled({
    id: 'holdout-buy-supplier',
    topic: 'Buy our main packaging supplier for $4M?',
    context: 'They supply 70% of our packaging and their owner wants to retire. Their revenue is $6M.',
    kind: 'acquire_company',
    numbers: { purchase_price: 4_000_000, annual_revenue: 6_000_000 },
  }),
  labelled({
    id: 'holdout-data-center',
    topic: 'Migrate our data center to Google Cloud',
    context: 'The data center lease costs $90k a month and ends in 12 months. Migration would cost $600k.',
    kind: 'infrastructure',
    numbers: { monthly_cost: 90_000, cost: 600_000 },
  }),
  labelled({
    id: 'holdout-italian',
    topic: 'Dobbiamo aprire un negozio a Milano?',
    context: 'Il budget è di 300.000 euro e abbiamo 15 dipendenti. Le vendite crescono del 12% all’anno.',
    kind: null,
    gate: 'foreign_language',
  }),
];
