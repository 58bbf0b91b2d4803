// Product safety / recall: how the board recognises it, the facts it needs and each seat's checklist.
import { count, money } from '../../reader/format.ts';
import { isUnitCost } from '../../reader/numbers.ts';
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, STALLING } from './checklists.ts';

export const PRODUCT_RECALL: KindModule = {
  id: 'product_recall',
  label: 'Product safety / recall',
  phrase: 'the recall',
  phraseFor: (text) => (STALLING.test(text) ? 'delaying the recall' : null),
  cues: /\b((?:quiet|silent|voluntary|soft|market|stock|product) withdrawals?|lot (?:no\.? ?|number |#)?\d[\w-]*|salmonella|listeria|e\. ?coli|mou?ld\b|glass (?:fragments|shards|pieces)|metal (?:fragments|shavings|pieces)|foreign (?:object|matter|bodies)|food poisoning|(?:bad|tainted|affected) batch\w*|(?:defect\w*|faulty|malfunction\w*) (?:\w+ ){0,3}(?:units?|products?|devices?|batch\w*|models?|parts?|toys?|chargers?|batteries)|(?:customers|users|children|people|kids|babies|patients|buyers) (?:\w+ ){0,2}(?:got|were|was|have been|had been) (?:hurt|injured|burned|burnt|sick|harmed)|(?:off|from) (?:the )?(?:market|shelves)|withdraw\w* (?:\w+ ){0,3}from (?:sale|the market|stores)|safety (?:flaw|fault|bug|notice|alert)|stop-?sale|product safety|(?:could|might|may|can) (?:hurt|injure|harm|kill|burn|electrocute)|recall\w*|injur\w*|burns? (?:from|to|on)|allergen|allergic reactions?|unsafe|safety (?:issue|defect|risk|incident|concern|problem|complaint|report)s?|catch(?:es|ing)? fire|caught fire|overheat\w*|fire hazard|choking|contaminat\w*|pull \w+ (?:\w+ ){0,3}(?:from|off) (?:the )?(?:shelves|market|stores)|stop (?:shipping|selling)\b(?! (?:the |our )?(?:[\w-]+ ){0,3}(?:editions?|versions?|options?|plans?|tiers?|subscriptions?|licen[cs]es?)\b)|halt (?:sales|shipments)|battery (?:swell\w*|fires?)|harm(?:ed)? (?:customers|users|children|patients|people)|hospitali[sz]\w*)\b/gi,
  essentials: [
    {
      fact: 'units affected',
      owner: 'OPERATIONS_EXPERT',
      question: 'How many units are affected, sold where, in which batches?',
      meanings: [['units_affected']],
    },
    {
      fact: 'injuries and incidents',
      owner: 'RISK_OFFICER',
      question: 'How many injuries or incidents have been reported, and how serious are they?',
      meanings: [['injury_reports']],
      pattern: /\b(injur\w*|burns?|harm|incidents?|hospital)\b/i,
    },
    {
      fact: 'where it happens',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'In which countries is the product sold?',
      given: (_r, places) => places.length > 0,
    },
    {
      fact: 'cost of the recall',
      owner: 'CFO',
      question: 'What would a recall cost, and is there product-liability insurance?',
      meanings: [['cost'], ['budget']],
    },
  ],
  calculations: (x) => {
    const units = x.proposed('units_affected');
    const cost = x.proposed('cost');
    const injuries = x.proposed('injury_reports');
    return [
      // A cost per unit ('fix costs $40 per unit') is multiplied by the units, never divided by them.
      ...(units && cost && isUnitCost(cost)
        ? [
            {
              id: 'recall_total_cost',
              label: 'Recall cost for every unit',
              value: cost.value * units.value,
              result: money(cost.value * units.value, cost.unit),
              inputs: `${x.money(cost.value)} a unit × ${count(units.value)} units`,
            },
          ]
        : []),
      ...(units && cost && units.value > 0 && !isUnitCost(cost)
        ? [
            {
              id: 'recall_per_unit',
              label: 'Recall cost per unit',
              value: cost.value / units.value,
              result: money(cost.value / units.value, cost.unit),
              inputs: `${x.money(cost.value)} ÷ ${count(units.value)} units`,
            },
          ]
        : []),
      ...(units && injuries && units.value > 0
        ? [
            {
              id: 'injury_rate',
              label: 'Injury reports per 10,000 units',
              value: (injuries.value / units.value) * 1e4,
              result: String(Math.round((injuries.value / units.value) * 1e5) / 10),
              inputs: `${injuries.value} ÷ ${count(units.value)} units (reports so far; more are likely)`,
            },
          ]
        : []),
    ];
  },
  checklists: CHECKLISTS,
};
