// Approving an operating budget or annual plan: how the board recognises it, the facts it needs
// and each seat's checklist.
import { budgetCalcs } from '../../reader/budget-calcs.ts';
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const BUDGET_APPROVAL: KindModule = {
  calculations: budgetCalcs,
  id: 'budget_approval',
  label: 'Approve a budget or annual plan',
  phrase: 'the budget',
  cues: /\b(operating budget|annual budget|(?:fy|20)\d{2} budget|budget for (?:fy|20)\d{2}|operating plan|annual plan|business plan for|budget review|approv\w* (?:the |our |next year['’]s )?(?:\w+ )?(?:budget|plan for (?:the )?(?:year|fy))|next year['’]s budget)\b/gi,
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
    },
  ],
  checklists: CHECKLISTS,
};
