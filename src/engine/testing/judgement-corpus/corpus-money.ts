// Judgement corpus, part 1: money, people and the company itself — raises, loans, layoffs,
// sales and acquisitions, hires. Traps: a layoff that mentions a round, an offer for OUR
// company, a number that means something else.
import { type LabelledDecision, labelled } from './labels.ts';

export const MONEY_DECISIONS: readonly LabelledDecision[] = [
  labelled({
    id: 'layoff-30pct',
    topic: 'Should we lay off 30% of staff to extend runway?',
    context:
      'We have 120 employees and a monthly burn of $900k. We have $6M in the bank, so about 7 months of runway. ' +
      'A bridge round is unlikely. The board wants 24 months of runway. Staff are in Germany and France.',
    kind: 'layoffs',
    numbers: {
      headcount_cut_pct: 30,
      headcount: 120,
      monthly_burn: 900_000,
      cash: 6_000_000,
      runway_months: 7,
      'runway_months@target': 24,
    },
    duties: ['layoff_consultation'],
  }),
  labelled({
    id: 'layoff-restructure-uk',
    topic: 'Restructure the sales team and make 15 roles redundant',
    context:
      'Sales headcount is 60. Severance would cost $450k in total. Annual revenue is $8M and flat. ' +
      'The team is in the UK; we want the changes done within 6 weeks.',
    kind: 'layoffs',
    numbers: { headcount_cut: 15, headcount: 60, severance: 450_000, annual_revenue: 8_000_000 },
    duties: ['layoff_consultation'],
  }),
  labelled({
    id: 'layoff-us-small',
    topic: 'Cut 8 people from our 40-person team?',
    context:
      'Burn is $300k a month and we have 10 months of runway. Revenue is not growing. All staff are in the US, in California.',
    kind: 'layoffs',
    numbers: { headcount_cut: 8, headcount: 40, monthly_burn: 300_000, runway_months: 10 },
    duties: ['layoff_consultation'],
  }),
  labelled({
    id: 'raise-seed',
    topic: 'Should we raise a $2M seed round now?',
    context:
      'We burn $80k per month and have 9 months of runway. MRR is $40k, growing 12% a month. A lead investor has offered a term sheet.',
    kind: 'raise_funding',
    numbers: { raise_amount: 2_000_000, monthly_burn: 80_000, runway_months: 9, mrr: 40_000 },
  }),
  labelled({
    id: 'raise-series-a-down',
    topic: 'Accept a Series A of $8M at a $30M pre-money valuation?',
    context:
      'ARR is $3M, up 80% year over year. Our last round valued us at $40M, so this is a down round. Runway is 5 months.',
    kind: 'raise_funding',
    numbers: { raise_amount: 8_000_000, valuation: 30_000_000, arr: 3_000_000, runway_months: 5 },
  }),
  labelled({
    id: 'raise-bridge-negated',
    topic: 'Raise a $1.5M bridge from existing investors',
    context:
      'New investors are not interested until we hit $1M ARR; today ARR is $650k. We spend $120k a month and have 4 months of cash left.',
    kind: 'raise_funding',
    numbers: { raise_amount: 1_500_000, arr: 650_000, monthly_burn: 120_000, runway_months: 4 },
  }),
  labelled({
    id: 'loan-bank',
    topic: 'Take a $500k bank loan to buy inventory for the holiday season',
    context:
      'The loan is at 9% interest over 3 years with a personal guarantee from the founders. Annual revenue is $4M with a 35% gross margin.',
    kind: 'take_loan',
    numbers: { loan_amount: 500_000, interest_rate_pct: 9, annual_revenue: 4_000_000, gross_margin_pct: 35 },
  }),
  labelled({
    id: 'loan-venture-debt',
    topic: 'Should we take $3M of venture debt instead of raising equity?',
    context:
      'The lender charges 12% interest and requires a minimum cash covenant of $1M. We burn $250k a month and have $4M cash.',
    kind: 'take_loan',
    numbers: { loan_amount: 3_000_000, interest_rate_pct: 12, monthly_burn: 250_000, cash: 4_000_000 },
  }),
  labelled({
    id: 'sell-offer-strategic',
    topic: 'A competitor has offered to buy our company for $45M. Should we accept?',
    context:
      'ARR is $9M, growing 40% a year. Investors hold a 1x liquidation preference on $20M raised. The founders would be asked to stay for two years.',
    kind: 'be_acquired',
    numbers: { offer_price: 45_000_000, arr: 9_000_000, revenue_growth_pct: 40 },
    duties: ['sale_process_conflicts'],
  }),
  labelled({
    id: 'sell-pe-approach',
    topic: 'Should we sell the business to a private equity firm?',
    context:
      'A PE firm offered $120M for 100% of the shares. EBITDA is $10M on revenue of $60M. Two board members represent the fund that would sell.',
    kind: 'be_acquired',
    numbers: { offer_price: 120_000_000, annual_revenue: 60_000_000 },
    duties: ['sale_process_conflicts'],
  }),
  labelled({
    id: 'sell-acquihire',
    topic: 'BigCo wants to acquire us in an acqui-hire. Do we take it?',
    context:
      'They offer $6M, mostly as retention packages for the 12 engineers. We have raised $5M with a 1x preference and have 3 months of runway.',
    kind: 'be_acquired',
    numbers: { offer_price: 6_000_000, headcount: 12, runway_months: 3 },
    duties: ['sale_process_conflicts'],
  }),
  labelled({
    id: 'acquire-competitor',
    topic: 'Should we acquire our main German competitor for $40M?',
    context:
      'They have $12M ARR and 2,000 customers. The EU competition authority may review the deal. Our ARR is $30M.',
    kind: 'acquire_company',
    numbers: { purchase_price: 40_000_000, customers: 2000 },
  }),
  labelled({
    id: 'acquire-small-tool',
    topic: 'Buy a small analytics startup for $2.5M to add reporting to our product',
    context: 'The startup has 6 engineers and $400k ARR. Building the feature ourselves would take 9 months.',
    kind: 'acquire_company',
    numbers: { purchase_price: 2_500_000, headcount: 6, arr: 400_000 },
  }),
  labelled({
    id: 'merger-equals',
    topic: 'Merge with our largest rival in an all-stock merger of equals?',
    context:
      'Combined revenue would be $50M. Shareholders of each side would own 50% of the new company. Both CEOs want to lead it.',
    kind: 'merger_or_jv',
    numbers: { annual_revenue: 50_000_000 },
  }),
  labelled({
    id: 'jv-asia',
    topic: 'Form a joint venture with a Japanese distributor to sell in Japan',
    context: 'We would each own 50% and contribute $2M. Japan is 0% of our revenue today.',
    kind: 'merger_or_jv',
    numbers: { cost: 2_000_000 },
  }),
  labelled({
    id: 'hire-cfo',
    topic: 'Hire a full-time CFO ahead of our Series B',
    context:
      'The package would cost $350k a year plus 1% equity. Our fractional CFO costs $8k per month. We plan to raise in 9 months.',
    kind: 'hire_executive',
    numbers: { annual_cost: 350_000, monthly_cost: 8_000 },
  }),
  labelled({
    id: 'hire-vp-sales',
    topic: 'Should we hire a VP of Sales from a large enterprise company?',
    context:
      'ARR is $2M. The candidate asks for $280k base salary. Our sales cycle is 4 months and we have 3 account executives.',
    kind: 'hire_executive',
    numbers: { arr: 2_000_000, annual_cost: 280_000 },
  }),
  labelled({
    id: 'hire-coo-cousin',
    topic: "Appoint the CEO's cousin as COO",
    context:
      'He has run a logistics business for 10 years. The salary would be $200k. No other candidates were interviewed.',
    kind: 'hire_executive',
    numbers: { annual_cost: 200_000 },
  }),
  labelled({
    id: 'layoff-negated-raise',
    topic: 'Reduce headcount by 20% after the fundraise fell through',
    context:
      'We will not raise this year. Headcount is 85; burn is $1.1M a month; cash is $9M. We operate in the Netherlands.',
    kind: 'layoffs',
    numbers: { headcount_cut_pct: 20, headcount: 85, monthly_burn: 1_100_000, cash: 9_000_000 },
    duties: ['layoff_consultation'],
  }),
  labelled({
    id: 'sell-division',
    topic: 'Should we accept an offer to buy our company from our biggest customer?',
    context:
      'Our biggest customer offered $18M. They are 45% of our revenue. Annual revenue is $7M. Our seed investor also invests in the buyer.',
    kind: 'be_acquired',
    numbers: { offer_price: 18_000_000, revenue_share_pct: 45, annual_revenue: 7_000_000 },
    duties: ['sale_process_conflicts'],
  }),
  labelled({
    id: 'raise-crowdfunding',
    topic: 'Run an equity crowdfunding campaign to raise £750k',
    context: 'We have 15,000 customers who love the brand. Monthly burn is £60k and runway is 6 months.',
    companyInfo: 'Consumer drinks brand, based in Bristol, UK.',
    kind: 'raise_funding',
    numbers: { raise_amount: 750_000, customers: 15_000, monthly_burn: 60_000, runway_months: 6 },
  }),
];
