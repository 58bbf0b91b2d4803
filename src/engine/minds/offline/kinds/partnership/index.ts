// Partnership or reseller deal: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const PARTNERSHIP: KindModule = {
  id: 'partnership',
  label: 'Partnership or reseller deal',
  phrase: 'the partnership',
  cues: /\b(\bpartner\w*\b|(?<!\b(?:order|orders|purchase) (?:[^\s.;]+ ){0,8}from (?:[^\s.;]+ ){0,3})(?:exclusive |master |national |regional |local |sole )?(?:distributors?|importers?|dealers?|dealer network|sales agents?|commercial agents?)|agency agreement|private[- ]label|(?:integrate|integration) with|(?:listed|listing) (?:on|in) (?:the )?(?:\w+ )?(?:marketplace|app store)|referral|joint (?:offering|go-to-market)|partner(?:ing|ship)?s? (?:up )?with|tie-?up|co-?brand\w*|affiliate (?:deal|program)|revenue[- ]share (?:deal|agreement|arrangement)|distribution (?:rights|arrangement)|resell\w*|referral partner|partner(?:ship)? (?:with|deal|agreement|programme|program)|strategic partner\w*|reseller|distribut(?:or|ion) (?:deal|agreement|partner\w*)|white-?label|co-marketing|integration partner\w*|channel partner\w*|alliance|referral (?:deal|agreement|partner\w*)|marketplace listing|oem (?:deal|agreement)|licens(?:e|ing) (?:deal|agreement) with|featured app|co-sell\w*)\b/gi,
  yieldsTo: ['customer_contract', 'merger_or_jv'],
  party: /\b(?:partner(?:ship)? with|deal with|agreement with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})/,
  essentials: [
    {
      fact: 'the economics',
      owner: 'CFO',
      question: 'What are the economics: margin or revenue share, fees, minimums?',
      meanings: [['reseller_margin_pct'], ['revenue_share_pct'], ['contract_value']],
      pattern: /\b(margin|revenue share|fee|commission|minimum)\b/i,
    },
    {
      fact: 'what is expected',
      owner: 'CFO',
      question: 'What revenue do you expect from it in the first year?',
      meanings: [['annual_revenue'], ['contract_value']],
    },
    {
      fact: 'dependence and exit',
      owner: 'STRATEGIC_ADVISOR',
      question: 'How dependent would you become on the partner, and how do you exit?',
      pattern: /\b(exclusiv\w*|terminat\w*|exit|depend\w*|term)\b/i,
    },
  ],
  calculations: (x) => {
    const margin = x.proposed('reseller_margin_pct');
    const sales = x.proposed('annual_revenue');
    if (!margin || !sales) return [];
    const subsidiary = x.proposed('annual_cost');
    const versus = subsidiary
      ? `; a subsidiary costs ${x.money(subsidiary.value)} a year, so the partner is cheaper below ${x.money(subsidiary.value / (margin.value / 100))} of sales`
      : '';
    return [
      {
        id: 'reseller_margin',
        label: 'Margin the partner keeps',
        value: (sales.value * margin.value) / 100,
        result: `${x.money((sales.value * margin.value) / 100)} a year${versus}`,
        inputs: `${margin.text} × ${x.money(sales.value)} of sales`,
      },
    ];
  },
  checklists: CHECKLISTS,
};
