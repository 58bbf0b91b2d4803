// Pivot the business: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const PIVOT: KindModule = {
  id: 'pivot',
  label: 'Pivot the business',
  phrase: 'the pivot',
  cues: /\b(pivot\w*|refocus\w*|change (?:our |the )?(?:direction|business model|strategy)|new business model|abandon (?:the |our )?(?:core|current|existing)|switch (?:from|to) (?:b2b|b2c|consumers?|enterprise|smb|smbs)|move (?:upmarket|downmarket)|from (?:consumers?|b2c|smbs?) to (?:businesses|b2b|enterprise)|from b2b to b2c|reposition\w*|stop (?:selling to|serving) \w+ and (?:focus|start))\b/gi,
  essentials: [
    {
      fact: 'revenue today',
      owner: 'CFO',
      question: 'What is revenue today (ARR or MRR), and how fast is it growing?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
    {
      fact: 'cash and monthly burn',
      owner: 'CFO',
      question: 'How much cash is in the bank, and what is the monthly burn, before {phrase}?',
      meanings: [['cash', 'monthly_burn'], ['runway_months']],
    },
    {
      fact: 'evidence for the new direction',
      owner: 'CUSTOMER_ADVOCATE',
      question:
        'What evidence shows customers in the new direction will pay: pilots, letters of intent, paying users?',
      pattern:
        /\b(pilot|waitlist|letters? of intent|\blois?\b|signed|paying|interviews?|demand|pre-orders?|traction)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
