// Raise funding: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const RAISE_FUNDING: KindModule = {
  id: 'raise_funding',
  label: 'Raise funding',
  phrase: 'the raise',
  cues: /\b(raise (?:a |an |the |our |some |more |new |another |\S*\d)|raising (?:a |an |the |our |money|capital|funds|\S*\d)|fund-?rais\w*|pre-seed|seed (?:round|extension|money|funding|investment)|series [a-f]\b|funding round|round of funding|bridge (?:round|financing|note|loan)|convertible note|\bsafes?\b|term sheet|pre-money|post-money|(?:accept|take) (?:the |their |an? )?(?:investment|term sheet|vc money)|investors? (?:offer|offered|want to invest|are offering)|venture capital|angel (?:round|investors?)|crowdfund\w*|equity (?:round|financing|crowdfunding)|lead investor)/gi,
  essentials: [
    {
      fact: 'cash and monthly burn',
      owner: 'CFO',
      question: 'How much cash is in the bank, and what is the monthly burn, before {phrase}?',
      meanings: [['cash', 'monthly_burn'], ['runway_months']],
    },
    {
      fact: 'the amount to raise',
      owner: 'CFO',
      question: 'How much would you raise, and what milestones does it fund?',
      meanings: [['raise_amount']],
    },
    {
      fact: 'the valuation and terms',
      owner: 'INVESTOR_REP',
      question: 'What valuation and terms are offered: pre-money, liquidation preference, board seats?',
      meanings: [['valuation'], ['post_money_valuation'], ['equity_pct']],
      pattern: /\b(valuation|pre-money|post-money|\bcap\b|preference|board seat)/i,
    },
    {
      fact: 'revenue today',
      owner: 'INVESTOR_REP',
      question: 'What is revenue today (ARR or MRR), and how fast is it growing?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
  ],
  checklists: CHECKLISTS,
};
