// Approving an operating budget or annual plan, or a period's paid-acquisition budget (spend whose
// return is LTV ÷ CAC and the CAC payback, not a product): how the board recognises it, the facts
// it needs and each seat's checklist.
import { budgetCalcs } from '../../reader/budget-calcs.ts';
import type { KindModule } from '../kind-kit.ts';
import { isAcquisitionBudget } from './acquisition.ts';
import { CHECKLISTS } from './checklists.ts';

export const BUDGET_APPROVAL: KindModule = {
  calculations: budgetCalcs,
  id: 'budget_approval',
  label: 'Approve a budget or annual plan',
  phrase: 'the budget',
  cues: /\b(operating budget|annual budget|(?:fy|20)\d{2} budget|budget for (?:fy|20)\d{2}|operating plan|annual plan(?!s?\s+(?:at|priced|costing|billed|paid)\b|s?\s+for\s+(?:[a-z]{1,3}\$|[$€£₹¥]))|business plan for|budget review|approv\w* (?:the |our |next year['’]s )?(?:\w+ )?(?:budget|plan for (?:the )?(?:year|fy))|next year['’]s budget|(?:q[1-4]|quarter['’]?s?|quarterly|this quarter['’]s|next quarter['’]s) (?:paid |performance |digital )?(?:acquisition|marketing|advertising|ads?) budget|(?:marketing|advertising|ads?) budget (?:for|of|in) (?:the |next |this |our ){0,2}(?:quarter|q[1-4]|half|season|campaign)|(?:paid (?:acquisition|marketing|ads|advertising|search|social|media)|ad|advertising|marketing) spend (?:for|in|over) (?:the |next |this |a |one ){0,2}(?:quarter|q[1-4]|half|year|season|campaign)|paid (?:acquisition|marketing|ads|advertising|search|social|media) budget|(?:approv|sign\w* off(?: on)?|ratif|authori[sz])\w* (?:the |our |a |an |this |next year['’]s )?(?:[\w$€£.,-]+ ){0,3}budget|budget (?:request|proposal|approval|sign-off|envelope|allocation)|(?:capex|capital|opex|spending|headcount|departmental|department|project|programme|program|it|r&d|half-year|h[12]) budget)\b/gi,
  essentials: [
    {
      fact: 'revenue and spending, planned against last year',
      owner: 'CFO',
      question: 'What revenue and spending does the budget plan, against last year’s actuals?',
      meanings: [['annual_revenue'], ['arr'], ['budget']],
    },
    {
      fact: 'cash and monthly burn',
      owner: 'CFO',
      question: 'How much cash is in the bank, and what burn does the budget imply?',
      meanings: [['cash', 'monthly_burn'], ['runway_months']],
    },
    {
      fact: 'the assumptions',
      owner: 'RISK_OFFICER',
      question:
        'Which assumptions carry the plan (growth, hiring, prices), and what happens in a downside case?',
      pattern: /\b(assum\w*|downside|scenario|sensitiv\w*|plan b)\b/i,
      // A revenue target beside the spend states the growth assumed; the flat case is the downside the board computes.
      given: (r) => r.calculations.some((c) => c.id === 'budget_result_at_plan'),
      when: (text) => !isAcquisitionBudget(text),
    },
    {
      fact: 'what a customer costs and earns',
      owner: 'CFO',
      question:
        'What does a customer cost to acquire, and what does it pay a month for how long (price, churn, gross margin)?',
      given: (r) => r.calculations.some((c) => c.id === 'ltv_to_cac' || c.id === 'cac_payback'),
      when: isAcquisitionBudget,
    },
  ],
  checklists: CHECKLISTS,
};
