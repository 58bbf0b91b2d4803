// A customer's contract stated as a total and a month ('worth $720k in total, $20k a month'):
// both sums are money we receive. The monthly one, read alone, looks like a cost we pay; beside
// the contract's total in the same sentence it is the same contract's monthly income.
import type { ReadingNumber } from '../../../reading.ts';
import { sentencesOf } from './text.ts';

/** Words that make a monthly sum something we pay, whatever contract the sentence names. */
const WE_PAY =
  /\b(?:we(?:'d| would| will)? pay|costs? us|fees? to|supplier|vendor|provider|rent|lease|licen[cs]e|subscription|payroll|salar\w*|tool|software|hosting|cloud|aws|azure|insurance)\b/i;

/** A customer paying us: 'Acme would pay', 'a new customer signs for', 'the client will pay'. */
const CUSTOMER_PAYS =
  /\b(?:(?:new |the |a )?(?:customer|client)s?\b[^.;]{0,40}\b(?:pays?|would pay|will pay|signs? for)|(?:would|will) pay us|pays us)\b|\b[A-Z][\w&]+,?(?: [^.;,]{0,30},)? (?:would|will) pay\b|\bsigns? for\b/;

/** 'Monthly £10k' (the period before the sum) or '$20k a month', with no cost named in its clause. */
const bareMonthly = (n: ReadingNumber) =>
  n.meaning === 'monthly_cost' && n.label === 'monthly cost' && n.whose === 'ours' && !WE_PAY.test(n.clause);

export function withContractIncome(numbers: readonly ReadingNumber[], text: string): ReadingNumber[] {
  const sentences = sentencesOf(text);
  const sentenceOf = (n: ReadingNumber) => sentences.find((s) => s.includes(n.clause)) ?? null;
  const totals = numbers.filter((n) => n.meaning === 'contract_value' && !/monthly/.test(n.label));
  return numbers.map((n) => {
    if (!bareMonthly(n)) return n;
    const sentence = sentenceOf(n);
    if (!sentence || WE_PAY.test(sentence) || /\bwe(?:'d| would| will)? pay\b/i.test(sentence)) return n;
    const total = totals.find((t) => sentenceOf(t) === sentence && t.value > n.value);
    return total || CUSTOMER_PAYS.test(sentence)
      ? { ...n, meaning: 'contract_value', label: 'monthly contract value' }
      : n;
  });
}
