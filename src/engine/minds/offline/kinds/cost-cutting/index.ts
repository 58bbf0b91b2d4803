// Cut costs (other than layoffs): how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { BENEFIT_CUT } from './benefits.ts';
import { CHECKLISTS } from './checklists.ts';

/** Spending cut in so many words; a benefit cut (`benefits.ts`) is a cost cut too. */
const COST_WORDS =
  /\b((?:cut|cutting|reduc|lower|slash|trim)\w* (?:\w+ ){0,3}(?:costs?|spend\w*|expenses|burn|overheads?|opex|budgets?)\b|(?:cut|cutting|reduc|lower|slash|trim)\w* (?:all )?(?:our |the |their )?(?:\w+ ){0,2}(?:pay|wages|salaries|(?:contractor|day|hourly|b2b) rates|contractor fees) by\b|savings? of|cost plan|savings? plan|(?:savings|efficiency|cost[- ]reduction|cost[- ]out) (?:programme|program|plan|initiative|drive|package|review|exercise)|cost[- ]saving (?:plan|measures|programme|program)|measures (?:\w+ ){0,3}sav(?:e|ing)|austerity|belt-tightening|cut(?:ting)? (?:our |the )?(?:costs?|spend\w*|expenses|burn|budget)|cost[- ]cutting|reduc\w+ (?:our |the )?(?:costs?|spend\w*|expenses|burn)|cost reduction|cost savings?|trim (?:the |our )?(?:budget|costs|spend)|freez(?:e|ing) (?:hiring|spend\w*)|hiring freeze|delay(?:ing)? (?:paying|payments?) (?:to )?(?:our )?(?:suppliers|vendors)|stretch (?:our )?payables|defer(?:ring)? (?:payments|rent)|cancel (?:\w+ ){0,2}(?:subscriptions|contracts|tools)|cut (?:our )?monthly spend|to save (?:money|costs?|on)|sav(?:e|ing) (?:us )?(?:about |around |roughly )?[$€£₹]|(?:the )?saving would be)\b/gi;

export const COST_CUTTING: KindModule = {
  id: 'cost_cutting',
  label: 'Cut costs (other than layoffs)',
  phrase: 'the cost cuts',
  cues: new RegExp(`${COST_WORDS.source}|${BENEFIT_CUT.source}`, 'gi'),
  yieldsTo: [
    'layoffs',
    'real_estate',
    'shut_down_product',
    'pricing_change',
    'infrastructure',
    'people_matter',
  ],
  essentials: [
    CASH_AND_BURN,
    {
      fact: 'the savings',
      owner: 'CFO',
      question: 'How much would the cuts save a month, and from when?',
      meanings: [['cost'], ['monthly_cost'], ['annual_cost']],
      pattern: /\b(sav\w+|cut \S*\d|reduce \w+ to|to \$)/i,
    },
    {
      fact: 'what stops',
      owner: 'OPERATIONS_EXPERT',
      question: 'What work stops or slows because of the cuts?',
      pattern: /\b(stop|pause|delay|cancel|slow)\w*/i,
    },
  ],
  checklists: CHECKLISTS,
};
