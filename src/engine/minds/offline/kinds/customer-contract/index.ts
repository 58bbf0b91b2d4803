// Sign a major customer or supplier contract: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, supplier } from './checklists.ts';

export const CUSTOMER_CONTRACT: KindModule = {
  id: 'customer_contract',
  label: 'Sign a major customer or supplier contract',
  phrase: 'the contract',
  // A supplier's contract is judged as a purchase: what it costs against today, and whether
  // supply holds through the switch; a customer's share of revenue is not its question.
  phraseFor: (text) => (supplier(text) ? 'the supplier contract' : null),
  cues: /\b((?:accept|agree to|offer|give|grant)\w* (?:\w+ ){0,2}\d+[- ]days?(?:['’])? (?:payment )?terms|(?:stock|list|carry) (?:our|the) (?:\w+ ){0,2}(?:products?|range|sauces|goods|brand) in (?:\d+|their|all)|sign(?:ing)? (?:a|the|this|their) (?:[\w$€£₹/.,-]+ ){0,3}(?:contract|deal|agreement|msa)|(?:paid |the |a )pilot (?:with|for)|accept (?:the |a |their )?(?:paid )?pilot|(?:enterprise|customer|client|supplier|vendor|master services|framework|multi-year|\w+-year) (?:contract|deal|agreement)|\bmsa\b|\brfp\b|tender|renew(?:al of)? (?:the|our|their) (?:\w+ ){0,2}(?:contract|agreement)|redlines?|contract terms|indemnif\w*|liability cap|unlimited liability|uncapped liability|exclusiv\w+ (?:deal|clause|contract|agreement|supplier)|purchase order|procurement|service level|\bsla\b|pilot (?:contract|agreement)|(?:accept|take|fulfil\w*|win|won) (?:a |an |the |this |that |their )?(?:\S+ ){0,3}(?:order|purchase)|(?:big|large|bulk|first|repeat) order|(?:switch|chang|replac|mov|drop|leav|find|pick|choos|fir|ditch|terminat|renegotiat)\w* (?:\w+ ){0,3}(?:suppliers?|manufacturers?|couriers?|wholesalers?|contractors?|subcontractors?|contract manufacturers?|(?:logistics|cleaning|shipping|freight|packaging|courier|delivery|catering|staffing|ingredient)s? (?:vendor|provider|company|firm|partner)s?)|stop (?:buying|ordering|sourcing) from|supply (?:agreement|contract|deal)|(?:new|cheaper|alternative|second|backup) (?:supplier|manufacturer|courier|wholesaler|subcontractor)s?)\b/gi,
  party:
    /\b(?:sign(?:ing)? with|contract with|deal with|agreement with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})/,
  essentials: [
    {
      fact: 'the contract value',
      owner: 'CFO',
      question: 'What is the contract worth a year, and for how long?',
      meanings: [['contract_value'], ['annual_revenue']],
      when: (text) => !supplier(text),
    },
    {
      fact: 'the cost against today',
      owner: 'CFO',
      question: 'What does the new supplier cost a year against what you pay today, and for how long?',
      meanings: [['cost'], ['monthly_cost'], ['annual_cost'], ['price'], ['contract_value']],
      pattern: /\b(?:quot\w*|charges?|costs?|per unit|a unit|each)\b[^.]*\d/i,
      when: supplier,
    },
    {
      fact: 'continuity of supply',
      owner: 'OPERATIONS_EXPERT',
      question:
        'How does supply continue through the switch, and what is the fallback if the new supplier fails?',
      pattern:
        /\b(fallback|backup|overlap|parallel|transition|trial|second source|dual[- ]source|notice period|run both)\b/i,
      when: supplier,
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
      when: (text) => !supplier(text),
    },
    {
      fact: 'delivery capacity',
      owner: 'OPERATIONS_EXPERT',
      question: 'Can the team deliver it without hurting other customers?',
      pattern: /\b(capacity|team|deliver\w*|implement\w*|engineers?|onboard\w*)\b/i,
      when: (text) => !supplier(text),
    },
  ],
  checklists: CHECKLISTS,
};
