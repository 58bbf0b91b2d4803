// Shut down a product: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const SHUT_DOWN_PRODUCT: KindModule = {
  id: 'shut_down_product',
  label: 'Shut down a product',
  phrase: 'the shutdown',
  cues: /\b((?:stop|cease|end)(?:ping|ing)? (?:selling|offering|supporting|making|maintaining)(?: and (?:selling|offering|supporting|making|maintaining))? (?:the |our |its )?(?:[\w-]+ ){0,3}(?:editions?|versions?|options?|products?|lines?|plans?|tiers?|offerings?|models?|apps?|services?|modules?)\b|(?:^|\band )(?:supporting|maintaining|updating|selling) (?:the |our |its )?(?:[\w-]+ ){0,3}(?:editions?|versions?|options?|products?|lines?|offerings?|models?|apps?)\b|end[- ]of[- ]life (?:the |our )?(?:[\w-]+ ){0,3}(?:editions?|versions?|products?|lines?|offerings?|models?|apps?)\b|(?:sunset|discontinu|retir|end|shut|clos|kill|exit|wind down|phase out|get out of)\w* (?:[\w-]+ ){0,4}(?:hardware|device|line|business|product|offering|plan|tier)\b|(?:end|stop|withdraw|cease|drop|terminat)\w* (?:\w+ ){0,2}(?:support|maintenance|updates|security patches|patches)\b(?! (?:team|staff|desk|tickets?|tool|agents?|vendor|provider|contract with))(?: (?:for|of|on) (?:[\w-]+ ){0,5}(?:editions?|versions?|products?|lines?|releases?|models?|apps?)\b)?|end of (?:support|maintenance|sale)|phas\w* out|stop (?:making|producing|manufacturing|offering|supporting|selling)|(?:remov|scrap|drop|get rid of)\w* (?:\w+ ){0,3}(?:free (?:tier|plan)|product|line|plan|tier)\b|(?:kill|clos|drop|end|stop|ax|retir|shutter)\w* (?:\w+ ){0,3}(?:product|app|feature|product line|service|offering|business unit|division)\b|pull(?:ing)? the plug|no longer (?:offer|sell|support)|shut(?:ting)? down|sunset\w*|discontinu\w*|end[- ]of[- ]life|\beol\b|retire (?:the|our)|wind(?:ing)? down|kill (?:the|our) (?:\w+ )?(?:product|app|feature|line)|deprecat\w*|close (?:the|our) (?:\w+ )?(?:product|app|service|line|store))\b/gi,
  actsOn: true,
  essentials: [
    {
      fact: 'revenue at stake',
      owner: 'CFO',
      question: 'How much revenue does it bring in, and what does it cost to keep running?',
      meanings: [['annual_revenue'], ['arr'], ['mrr'], ['revenue_share_pct']],
    },
    {
      fact: 'customers affected',
      owner: 'CUSTOMER_ADVOCATE',
      question: 'How many customers use it, and where can they go?',
      meanings: [['customers'], ['users'], ['accounts_share_pct']],
    },
    {
      fact: 'commitments',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'What contracts, SLAs or notice periods bind you to keep it running?',
      pattern: /\b(contracts?|sla|obligations?|notice|commit\w*|promis\w*)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
