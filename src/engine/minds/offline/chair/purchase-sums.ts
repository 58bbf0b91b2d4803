// The sums a board does on sight when a framed decision buys something large: the price against
// the seller's profit, the part of it a lender does not finance, and the cash left once that part is
// paid (or how much more than the cash it is). Each names its inputs.
import type { DecisionReading, ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { money, pct } from '../reader/format.ts';
import { sentencesOf } from '../reader/text.ts';

type Sum = Pick<ReadingCalculation, 'id' | 'label' | 'result' | 'inputs'>;

/** 'The bank will finance 70%', 'the lender covers 80% of it': the share of a price borrowed. */
const FINANCED_SHARE =
  /\b(?:financ\w*|lend\w*|loan|borrow\w*|mortgage)\b[^.;]*?(\d{1,2}(?:\.\d+)?)\s?%|(\d{1,2}(?:\.\d+)?)\s?%[^.;]*?\b(?:financ\w*|lend\w*|loan|borrow\w*|mortgage)\b/i;

const ours = (n: ReadingNumber, meaning: string) =>
  n.meaning === meaning && n.whose === 'ours' && n.role === 'actual';

/** The price of what the decision buys, the seller's profit, and the share a lender would finance. */
export function purchaseSums(reading: DecisionReading, text: string): Sum[] {
  const price = reading.numbers.find((n) => n.meaning === 'purchase_price' && n.whose !== 'counterparty');
  if (!price) return [];
  const out: Sum[] = [];
  const theirProfit = reading.numbers.find(
    (n) => n.meaning === 'operating_profit' && n.whose === 'counterparty' && n.unit === price.unit,
  );
  if (theirProfit && theirProfit.value > 0)
    out.push({
      id: 'price_multiple_of_their_profit',
      label: 'The price as a multiple of the seller’s profit',
      result: `${(price.value / theirProfit.value).toFixed(1)}×`,
      inputs: `${price.text} ÷ ${theirProfit.text}`,
    });
  const cash = reading.numbers.find((n) => ours(n, 'cash') && n.unit === price.unit);
  const said = sentencesOf(text)
    .map((s) => s.match(FINANCED_SHARE))
    .find((m) => m);
  const share = Number(said?.[1] ?? said?.[2] ?? 0);
  const own = share > 0 && share < 100 ? price.value * (1 - share / 100) : price.value;
  const ownInputs = share > 0 && share < 100 ? `${price.text} × ${pct(100 - share)}` : price.text;
  if (share > 0 && share < 100)
    out.push({
      id: 'own_part_of_price',
      label: 'The part of the price not financed',
      result: money(own, price.unit),
      inputs: `${ownInputs} (${pct(share)} financed)`,
    });
  if (cash)
    out.push(
      own <= cash.value
        ? {
            id: 'cash_after_purchase',
            label: 'Cash after paying it',
            result: money(cash.value - own, price.unit),
            inputs: `${cash.text} − ${money(own, price.unit)}`,
          }
        : {
            id: 'beyond_cash',
            label: 'What the cash does not cover',
            result: `${money(own - cash.value, price.unit)}, to be borrowed or raised`,
            inputs: `${money(own, price.unit)} − ${cash.text}`,
          },
    );
  return out;
}
