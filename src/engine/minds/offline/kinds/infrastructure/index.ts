// Infrastructure / build vs buy: how the board recognises it, the facts it needs and each seat's checklist.
import { months } from '../../reader/format.ts';
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const INFRASTRUCTURE: KindModule = {
  id: 'infrastructure',
  label: 'Infrastructure / build vs buy',
  phrase: 'the infrastructure change',
  cues: /\b((?:security|monitoring|observability|logging|siem|edr|endpoint|backup|identity) (?:vendor|tool|platform|provider|software|solution|stack)s?|(?:switch|replac|chang)\w* (?:\w+ ){0,3}(?:vendor|provider|tool|platform)s?\b|off-the-shelf|off the shelf|build it ourselves|(?:mov|switch|migrat)\w* (?:\w+ ){0,3}(?:to|off|from) (?:the )?(?:cloud|aws|azure|gcp|our own servers|own hardware|on-prem\w*)|(?:replac|upgrad)\w* (?:\w+ ){0,2}(?:system|platform|stack|infrastructure|software|tooling|database)|infrastructure|hosting|aws|azure|gcp|google cloud|servers?|colocation|data cent(?:er|re)|on-prem\w*|kubernetes|cloud (?:bill|costs?|provider|migration)|migrat\w+ (?:to|from|off)|re-?platform\w*|rewrite|re-?architect\w*|legacy (?:platform|system|code)|tech(?:nical)? debt|build (?:vs\.?|versus|or) buy|build (?:our own|it ourselves|in-house)|(?<!\b(?:production|manufacturing|bottling|baking|roasting|brewing|assembly|packing|packaging|printing|dyeing|machining|moulding|molding|cooking|processing|making) )(?<!\b(?:production|manufacturing|bottling|baking|roasting|brewing|assembly|packing|packaging|printing|machining|processing) (?:\w+ )?)in-house(?! (?:production|manufacturing|bottling|baking|roasting|brewing|assembly|line|plant|factory|kitchen|bakery|lab|packing|printing))|self-host\w*|replace (?:our|the) (?:\w+ )?(?:system|platform|stack|erp|crm|billing|database)|\berp\b|\bcrm\b|billing system|monolith|microservices|tech stack|train (?:our own|a custom) model|open-source model|(?:tool|software|system|platform|app|suite)s? (?:that )?we (?:use|rely on|pay for|license|subscribe to)|(?:help ?desk|ticketing|payroll|accounting|bookkeeping|hr|email|chat|phone|call[- ]cent(?:er|re)|expense|invoicing|project management|internal) (?:tool|software|system|platform)s?)\b/gi,
  yieldsTo: ['security_incident', 'data_privacy'],
  essentials: [
    {
      fact: 'the cost, today and after',
      owner: 'CFO',
      question: 'What does it cost today, and what would it cost after (build, run, people)?',
      meanings: [['cost'], ['monthly_cost'], ['annual_cost'], ['budget']],
    },
    {
      fact: 'the migration plan',
      owner: 'CTO',
      question: 'What is the migration plan, and how do you roll back if it fails?',
      pattern: /\b(migrat\w*|downtime|rollback|roll back|cutover|phased|pilot|plan)\b/i,
    },
    {
      fact: 'who does the work',
      owner: 'OPERATIONS_EXPERT',
      question: 'Who does the work, and what stops while they do it?',
      meanings: [['headcount']],
      pattern: /\b(engineers?|team|developers?|contractors?|agency)\b/i,
    },
  ],
  calculations: (x) => {
    const costs = x.numbers.filter((n) => n.meaning === 'monthly_cost' && n.whose === 'ours');
    const upFront = x.proposed('cost');
    const [today, after] = costs;
    const out = [];
    if (upFront && today && after && after.value < today.value)
      out.push({
        id: 'infra_payback',
        label: 'Months for the up-front cost to pay back',
        value: upFront.value / (today.value - after.value),
        result: months(upFront.value / (today.value - after.value)),
        inputs: `${x.money(upFront.value)} ÷ (${x.money(today.value)} − ${x.money(after.value)} a month), before staff and migration costs`,
      });
    const growth = x.proposed('cost_growth_pct');
    if (growth)
      out.push({
        id: 'cost_growth',
        label: 'What the growth figure measures',
        value: growth.value,
        result: `a cost grew ${growth.text}, not the business`,
        inputs: `“${growth.clause}”`,
      });
    return out;
  },
  checklists: CHECKLISTS,
};
