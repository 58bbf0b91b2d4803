// Judgement corpus, part 2: products, prices, markets, safety and infrastructure. Traps: a
// recall where regulators are not yet notified, an AWS bill's growth that is not company
// growth, churn that breaks a payback, a reseller against a subsidiary.
import { type LabelledDecision, labelled } from './labels.ts';

export const PRODUCT_DECISIONS: readonly LabelledDecision[] = [
  labelled({
    id: 'recall-heater',
    topic: 'Should we recall our portable heater after injury reports?',
    context:
      'We received 14 injury reports of burns from overheating. 40,000 units are in the field. Regulators have not yet been notified. A recall would cost about $2M.',
    kind: 'product_recall',
    numbers: { injury_reports: 14, units_affected: 40_000, cost: 2_000_000 },
    duties: ['product_safety_recall'],
  }),
  labelled({
    id: 'recall-baby-monitor',
    topic: 'Voluntary recall of the baby monitor batch with the faulty battery?',
    context:
      'Three customers reported the battery swelling; one caused a minor burn. The batch is 8,000 units sold in the EU and the UK.',
    kind: 'product_recall',
    numbers: { units_affected: 8000 },
    duties: ['product_safety_recall'],
  }),
  labelled({
    id: 'recall-food',
    topic: 'Pull our snack bars from shelves after an allergen labelling error?',
    context:
      'The label omits peanuts. Two customers with allergies reported reactions. About 120,000 bars are in stores.',
    kind: 'product_recall',
    numbers: { units_affected: 120_000 },
    duties: ['product_safety_recall'],
  }),
  labelled({
    id: 'price-rise-40',
    topic: 'Raise prices by 40% on all plans',
    context:
      'Our Pro plan is $50 per user per month. Monthly churn is 3%. Competitors charge $70. Gross margin is 60%.',
    kind: 'pricing_change',
    numbers: { price_change_pct: 40, price: 50, churn_monthly_pct: 3, gross_margin_pct: 60 },
  }),
  labelled({
    id: 'price-cut',
    topic: 'Cut the price of our starter tier from $29 to $19 a month?',
    context: 'We want more self-serve signups. Starter has 2,000 customers and CAC is $120.',
    kind: 'pricing_change',
    numbers: { price: 29, customers: 2000, cac: 120 },
  }),
  labelled({
    id: 'price-usage',
    topic: 'Move from per-seat pricing to usage-based pricing',
    context:
      'Our largest 10 customers are 60% of revenue and would pay 25% more. ARR is $5M. Small customers would pay less.',
    kind: 'pricing_change',
    numbers: { revenue_share_pct: 60, arr: 5_000_000 },
  }),
  labelled({
    id: 'churn-payback',
    topic: 'Double paid marketing spend to $200k a month to accelerate growth',
    context: 'Monthly churn is 7% and CAC payback is 14 months. CAC is $1,400 and MRR is $300k.',
    kind: 'launch_product',
    numbers: { monthly_cost: 200_000, churn_monthly_pct: 7, payback_months: 14, cac: 1400, mrr: 300_000 },
  }),
  labelled({
    id: 'launch-enterprise-tier',
    topic: 'Launch an enterprise tier with SSO and audit logs at $2,000 a month',
    context: 'Twelve customers have asked for SSO. Building it takes 3 engineers 4 months.',
    kind: 'launch_product',
    numbers: { price: 2000 },
  }),
  labelled({
    id: 'launch-mobile-app',
    topic: 'Should we launch a mobile app next quarter?',
    context: 'We have 50,000 web users; 30% visit from phones. The build budget is $300k.',
    kind: 'launch_product',
    numbers: { users: 50_000, budget: 300_000 },
  }),
  labelled({
    id: 'launch-ai-feature',
    topic: 'Release an AI writing assistant to all customers this month',
    context:
      'It is in beta with 40 customers. The security review found a prompt injection gap that is not yet fixed.',
    kind: 'launch_product',
    numbers: { customers: 40 },
  }),
  labelled({
    id: 'expand-us',
    topic: 'Should we expand into the US market next year?',
    context: 'UK revenue grows 30% a year; 40 US customers are on a waitlist; we have 18 months of runway.',
    companyInfo: 'Fintech SaaS, 50 staff, Series B, London.',
    kind: 'expand_market',
    numbers: { revenue_growth_pct: 30, customers: 40, runway_months: 18 },
  }),
  labelled({
    id: 'expand-germany',
    topic: 'Open a sales office in Berlin to enter Germany',
    context: 'The office would cost €1.2M in the first year. German customers are 5% of revenue today.',
    companyInfo: 'HR software company based in Amsterdam, 90 staff.',
    kind: 'expand_market',
    numbers: { annual_cost: 1_200_000, revenue_share_pct: 5 },
  }),
  labelled({
    id: 'expand-reseller-vs-sub',
    topic: 'Enter Brazil through a reseller or a subsidiary?',
    context:
      'A reseller would keep a 30% margin on expected sales of $2M a year. A subsidiary would cost $900k a year to run.',
    kind: 'expand_market',
    numbers: { reseller_margin_pct: 30, annual_revenue: 2_000_000, annual_cost: 900_000 },
  }),
  labelled({
    id: 'cloud-colo',
    topic: 'Move from AWS to our own servers in a colocation facility',
    context:
      'Our AWS bill is $180k a month and grew 50% this year. The hardware would cost $1.5M up front plus $40k a month. We have 4 infrastructure engineers.',
    kind: 'infrastructure',
    numbers: { monthly_cost: 180_000, cost_growth_pct: 50, cost: 1_500_000, headcount: 4 },
  }),
  labelled({
    id: 'build-vs-buy-crm',
    topic: 'Build our own CRM or buy Salesforce?',
    context: 'Salesforce quoted $150k a year for 100 users. Building would take 5 engineers 6 months.',
    kind: 'infrastructure',
    numbers: { annual_cost: 150_000, users: 100 },
  }),
  labelled({
    id: 'rewrite-platform',
    topic: 'Rewrite the legacy platform in a new stack?',
    context:
      'The rewrite would take 18 months and cost $2.4M. Outages doubled last year. 30% of engineering time goes to maintenance.',
    kind: 'infrastructure',
    numbers: { cost: 2_400_000 },
  }),
  labelled({
    id: 'partner-reseller',
    topic: 'Sign an exclusive reseller agreement with a distributor in France',
    context:
      'The distributor wants a 25% margin and 3-year exclusivity. They promise $1M of sales in year one.',
    kind: 'partnership',
    numbers: { reseller_margin_pct: 25, annual_revenue: 1_000_000 },
  }),
  labelled({
    id: 'partner-integration',
    topic: 'Partner with Shopify as a featured app',
    context: 'Shopify takes 20% of revenue from app store sales. 35% of our customers already use Shopify.',
    kind: 'partnership',
    numbers: { revenue_share_pct: 20 },
  }),
  labelled({
    id: 'legal-gdpr',
    topic: 'How do we respond to a GDPR complaint from a former customer?',
    context:
      'The customer says we kept their data after deletion was requested. The data protection authority has sent a letter asking for an answer within 30 days.',
    kind: 'legal_regulatory',
    numbers: { deadline_months: 1 },
  }),
  labelled({
    id: 'legal-patent',
    topic: 'Settle a patent lawsuit for $400k or fight it in court?',
    context:
      'Our lawyers estimate defending would cost $1.2M with a 60% chance of winning. Annual revenue is $10M.',
    kind: 'legal_regulatory',
    numbers: { cost: 400_000, annual_revenue: 10_000_000 },
  }),
  labelled({
    id: 'shutdown-legacy',
    topic: 'Shut down our legacy desktop product',
    context:
      'It has 900 customers paying $40k MRR in total and needs 2 engineers to maintain. We would give 6 months notice.',
    kind: 'shut_down_product',
    numbers: { customers: 900, mrr: 40_000 },
  }),
  labelled({
    id: 'shutdown-free-tier',
    topic: 'Sunset the free plan?',
    context:
      'The free plan has 200,000 users and costs $30k a month to host. 2% of free users convert to paid.',
    kind: 'shut_down_product',
    numbers: { users: 200_000, monthly_cost: 30_000 },
  }),
  labelled({
    id: 'pivot-b2b',
    topic: 'Pivot from consumers to selling to businesses',
    context:
      'Consumer revenue is declining 5% a month. Three companies have signed letters of intent worth $300k ARR in total.',
    kind: 'pivot',
    numbers: { arr: 300_000 },
  }),
  labelled({
    id: 'pivot-profitable-core',
    topic: 'Should we pivot from our payroll software to an AI assistant for HR teams?',
    context:
      'The payroll business is profitable and growing 15% a year. We have not spoken to any customers about the assistant yet.',
    kind: 'pivot',
    numbers: { revenue_growth_pct: 15 },
  }),
];
