// Sign a major customer or supplier contract: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const CUSTOMER_CONTRACT: KindModule = {
  id: 'customer_contract',
  label: 'Sign a major customer or supplier contract',
  phrase: 'the contract',
  cues: /\b(sign(?:ing)? (?:a|the|this|their) (?:\w+ ){0,3}(?:contract|deal|agreement|msa)|(?:enterprise|customer|client|supplier|vendor|master services|framework|multi-year|\w+-year) (?:contract|deal|agreement)|\bmsa\b|\brfp\b|tender|renew(?:al of)? (?:the|our|their) (?:\w+ ){0,2}(?:contract|agreement)|redlines?|contract terms|indemnif\w*|liability cap|unlimited liability|uncapped liability|exclusiv\w+ (?:deal|clause|contract|agreement|supplier)|purchase order|procurement|service level|\bsla\b|pilot (?:contract|agreement)|(?:accept|take|fulfil\w*|win|won) (?:a |an |the |this |that |their )?(?:[\w$€£₹.,]+ ){0,3}(?:order|purchase)|(?:big|large|bulk|first|repeat) order)\b/gi,
  party:
    /\b(?:sign(?:ing)? with|contract with|deal with|agreement with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})/,
  essentials: [
    {
      fact: 'the contract value',
      owner: 'CFO',
      question: 'What is the contract worth a year, and for how long?',
      meanings: [['contract_value'], ['annual_revenue']],
    },
    {
      fact: 'the key terms',
      owner: 'RISK_OFFICER',
      question: 'What are the liability, indemnity, exclusivity and termination terms?',
      pattern: /\b(liabilit\w*|indemn\w*|exclusiv\w*|terminat\w*|renew\w*|penalt\w*|sla)\b/i,
    },
    {
      fact: 'its share of revenue',
      owner: 'CFO',
      question: 'What share of revenue would this one customer be?',
      meanings: [['revenue_share_pct'], ['arr'], ['annual_revenue'], ['mrr']],
    },
    {
      fact: 'delivery capacity',
      owner: 'OPERATIONS_EXPERT',
      question: 'Can the team deliver it without hurting other customers?',
      pattern: /\b(capacity|team|deliver\w*|implement\w*|engineers?|onboard\w*)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
