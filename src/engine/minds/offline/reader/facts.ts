// The facts a decision states (so no seat asks for them) and the facts its kind needs that it
// does not give (so the seat that owns each one asks for it, by name).
import type { DecisionReading, MissingFact, ReadingNumber } from '../../../reading.ts';
import type { Essential, KindModule } from '../kinds/kind-kit.ts';
import type { NumberMeaning } from './meanings.ts';
import type { Place } from './places.ts';

const ours = (numbers: readonly ReadingNumber[], m: NumberMeaning) =>
  numbers.some((n) => n.meaning === m && n.role === 'actual' && n.whose === 'ours');

/** What the text states outright, in the words seats use. */
export function statedFacts(numbers: readonly ReadingNumber[], text: string): string[] {
  const has = (m: NumberMeaning) => ours(numbers, m);
  const any = (m: NumberMeaning) => numbers.some((n) => n.meaning === m);
  const facts: [string, boolean][] = [
    ['runway', has('runway_months') || (has('cash') && has('monthly_burn'))],
    ['monthly burn', has('monthly_burn')],
    ['cash', has('cash')],
    ['revenue', has('arr') || has('mrr') || has('annual_revenue')],
    ['growth', has('revenue_growth_pct')],
    ['budget', any('budget') || any('cost') || any('annual_cost') || any('monthly_cost')],
    ['salary', any('salary')],
    ['headcount', has('headcount')],
    ['price', any('price')],
    ['churn', has('churn_monthly_pct')],
    ['valuation', any('valuation') || any('post_money_valuation')],
    [
      'deadline',
      any('deadline_months') ||
        /\b(within|by the end of|next quarter|this month|next year|deadline)\b/i.test(text),
    ],
    ['profitable', /\b(?<!not |un)profitable\b/i.test(text)],
    [
      'regulator not notified',
      /\bregulators? (?:have|has) not (?:yet )?been (?:notified|told)|not yet (?:notified|told)\b/i.test(
        text,
      ),
    ],
    [
      'liquidation preference',
      any('liquidation_preference_multiple') || /\bliquidation preference/i.test(text),
    ],
  ];
  return facts.filter(([, given]) => given).map(([name]) => name);
}

function given(e: Essential, reading: DecisionReading, places: readonly Place[], text: string): boolean {
  if (e.meanings?.some((group) => group.every((m) => ours(reading.numbers, m)))) return true;
  if (e.pattern?.test(text)) return true;
  return e.given?.(reading, places) ?? false;
}

/** The kind's essentials the text leaves out, each with the seat that asks and its question. */
export function missingFacts(
  kind: KindModule | null,
  reading: DecisionReading,
  places: readonly Place[],
  text: string,
): MissingFact[] {
  if (!kind) return [];
  return kind.essentials
    .filter((e) => !given(e, reading, places, text))
    .map((e) => ({
      fact: e.fact,
      question: e.question.replace('{phrase}', kind.phraseFor?.(text.toLowerCase()) ?? kind.phrase),
      owner: e.owner,
    }));
}
