// Pivot the business: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';

export const PIVOT: KindModule = {
  id: 'pivot',
  label: 'Pivot the business',
  phrase: 'the pivot',
  cues: /\b((?:drop|abandon|stop)\w* (?:\w+ ){0,3}(?:consumer|b2c|smb) (?:side|business|app|product)|(?:focus|double down|bet)\w* (?:\w+ ){0,3}on (?:the )?(?:core|profitable|enterprise|business customers|b2b)|(?:go|going|move|moving|sell|selling) (?:\w+ ){0,2}(?:to|after) (?:businesses|companies|enterprises|b2b)\b|business customers instead|profitable (?:core|part|segment|line)|(?:chang|shift|switch)\w* (?:\w+ ){0,3}(?:direction|focus|business model|strategy|target (?:market|customers?))|(?:focus|refocus)\w* (?:\w+ ){0,2}on (?:enterprise|smbs?|b2b|b2c|consumers|businesses)|(?:b2c|consumer|smb|b2b|enterprise) (?:to|→|->) (?:b2b|enterprise|smb|b2c|consumer)|pivot\w*|refocus\w*|change (?:our |the )?(?:direction|business model|strategy)|new business model|abandon (?:the |our )?(?:core|current|existing)|switch (?:from|to) (?:b2b|b2c|consumers?|enterprise|smb|smbs)|move (?:upmarket|downmarket)|from (?:consumers?|b2c|smbs?) to (?:businesses|b2b|enterprise)|from b2b to b2c|reposition\w*|stop (?:selling to|serving) \w+ and (?:focus|start))\b/gi,
  essentials: [
    {
      fact: 'revenue today',
      owner: 'CFO',
      question:
        'What is revenue today (ARR or MRR), how fast is it growing, and how much of it would the pivot give up?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
    CASH_AND_BURN,
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
