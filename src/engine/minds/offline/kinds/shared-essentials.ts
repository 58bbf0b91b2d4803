// Facts a board needs for several kinds of decision, asked the same way wherever they apply.
import type { Essential } from './kind-kit.ts';

/** Whether the company can afford the step: cash and burn, or the runway they come to. */
export const CASH_AND_BURN = {
  fact: 'cash and monthly burn',
  owner: 'CFO',
  question: 'How much cash is in the bank, and what is the monthly burn, before {phrase}?',
  // A company that states its profit does not burn: its runway is not the question.
  // Nor does one that states its net margin.
  meanings: [['cash', 'monthly_burn'], ['runway_months'], ['operating_profit'], ['net_margin_pct']],
} satisfies Essential;
