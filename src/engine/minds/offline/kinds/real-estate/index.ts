// Office or premises (lease, move): how the board recognises it, the facts it needs and each seat's checklist.
import { REPLACED_THING } from '../../reader/calculations.ts';
import { months } from '../../reader/format.ts';
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';

const RENT_SAID =
  /\b(?:rent\w*|lease\w*|per (?:sq|square)|service charges?|licen[cs]e fees?|occupancy|landlord)\b/i;
const UP_FRONT_SAID =
  /\b(?:fit[- ]?out|build[- ]?out|deposit|move|moving|key money|premium|up[- ]?front|refurbish\w*|works|bond|one-off|one off)\b/i;

export const REAL_ESTATE: KindModule = {
  // The whole commitment over the term, not the monthly rent: what the company signs up for.
  calculations(x) {
    // Only a sum said as rent is the lease's: an O&M charge or a salary is no rent to multiply.
    const asRent = (n: ReturnType<typeof x.proposed>) => (n && RENT_SAID.test(n.clause) ? n : null);
    const rent = asRent(x.proposed('monthly_cost'));
    const annual = asRent(x.proposed('annual_cost'));
    const term = x.proposed('term_months');
    // Rent quoted in parts per square unit (a net rent and a service charge): the parts add up.
    const parts = x.numbers.filter(
      (n) =>
        (n.meaning === 'annual_cost' || n.meaning === 'monthly_cost') &&
        /per square unit/.test(n.clause) &&
        !REPLACED_THING.test(n.clause),
    );
    const monthly =
      parts.length > 1
        ? parts.reduce((sum, n) => sum + (n.meaning === 'annual_cost' ? n.value / 12 : n.value), 0)
        : (rent?.value ?? (annual ? annual.value / 12 : null));
    if (!monthly || !term) return [];
    // Months with no rent to pay are taken off the term: (term − rent-free months) × rent.
    const free = x.proposed('rent_free_months')?.value ?? 0;
    const paid = free > 0 && free < term.value ? term.value - free : term.value;
    // What is paid up front (fit-out, deposit, the move) is part of what the lease commits.
    const cost = x.proposed('cost');
    const upfront = cost && UP_FRONT_SAID.test(cost.clause) ? cost : null;
    const total = monthly * paid + (upfront?.value ?? 0);
    const cash = x.actual('cash');
    const span =
      paid === term.value ? months(term.value) : `(${months(term.value)} − ${months(free)} rent-free)`;
    return [
      {
        id: 'lease_commitment',
        label: 'What the lease commits over its term',
        value: total,
        result: x.money(total),
        inputs: `${x.money(monthly)} a month × ${span}${upfront ? ` + ${x.money(upfront.value)} ${upfront.label === 'up-front cost' ? upfront.label : 'paid up front'}` : ''}${cash && cash.value > 0 ? `; ${Math.round((100 * total) / cash.value)}% of today’s ${x.money(cash.value)} cash` : ''}`,
      },
    ];
  },
  id: 'real_estate',
  label: 'Office or premises (lease, move)',
  phrase: 'the lease',
  cues: /\b((?:sign|signing|take|taking|renew\w*|extend\w*|new|a|an) (?:\d+[- ]years?[- ]|\w+[- ]years?[- ])?lease|(?:sign|signing|take|taking|renew\w*|extend\w*|accept\w*) (?:the|this|that|our) (?:new )?lease|lease (?:for|on) (?:the |a |an |our |new )?(?:\w+ )?(?:office|building|warehouse|space|premises|floor|unit|site|store|shop|factory|lab|studio)|landlord|office (?:lease|space|move)|lease (?:a|an|the|new)? ?(?:office|building|warehouse|space|premises|floor)|new (?:office|headquarters|hq|premises|warehouse)|move (?:our )?(?:office|headquarters|hq)|relocat\w* (?:the |our )?(?:office|headquarters|hq|company|team)|sublet|sublease|break (?:the|our) lease|renew (?:the|our) lease|coworking|square (?:feet|metres|meters)|sq ?ft|(?:buy|buying|purchas\w*|acquir\w*|sell|selling|dispos\w* of)\s+(?:the |a |an |our |this |that |its )?(?:(?!(?:for|of|with|from|to|on)\b)\S+ ){0,4}?(?:warehouses?|buildings?|plots?|land|sites?|premises|propert(?:y|ies)|office (?:building|block|floor|space)|freehold|hectares|ha|acres|vineyards?|orchards?|farm ?land|farms?|estates?|apartments?|flats?|shop (?:unit|premises)|retail units?|industrial units?|units? we rent|the space we rent))\b/gi,
  essentials: [
    {
      fact: 'the rent',
      owner: 'CFO',
      question: 'What is the rent and the total commitment over the term?',
      meanings: [['monthly_cost'], ['annual_cost'], ['cost']],
    },
    {
      fact: 'the term',
      owner: 'CFO',
      question: 'How long is the lease, and can you break it?',
      meanings: [['term_months']],
      pattern: /\b(break clause|term|years?)\b/i,
    },
    {
      fact: 'the team it serves',
      owner: 'OPERATIONS_EXPERT',
      question: 'How many people will use the space, and how often?',
      meanings: [['headcount']],
    },
    CASH_AND_BURN,
  ],
  checklists: CHECKLISTS,
};
