// Take a loan or debt: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const TAKE_LOAN: KindModule = {
  id: 'take_loan',
  label: 'Take a loan or debt',
  phrase: 'the loan',
  cues: /\b(loan|borrow\w*|venture debt|credit line|line of credit|debt facility|debt financing|revenue-based financing|overdraft|refinanc\w*|bank (?:debt|financing)|take on debt|sba loan|invoice financing|factoring|lend\w*|lender|bank line|credit facility|working capital (?:line|facility)|mortgage|bridge financing|bridging loan)\b/gi,
  essentials: [
    {
      fact: 'the loan amount',
      owner: 'CFO',
      question: 'How much would you borrow?',
      meanings: [['loan_amount']],
    },
    {
      fact: 'the interest rate and fees',
      owner: 'CFO',
      question: 'What is the interest rate, and what fees or warrants come with it?',
      meanings: [['interest_rate_pct']],
    },
    {
      fact: 'cash and monthly burn',
      owner: 'CFO',
      question: 'How much cash is in the bank, and what is the monthly burn, before {phrase}?',
      meanings: [['cash', 'monthly_burn'], ['runway_months']],
    },
    {
      fact: 'repayment, covenants and security',
      owner: 'RISK_OFFICER',
      question: 'What are the repayment schedule, covenants and security (guarantees, liens)?',
      pattern: /\b(covenant|repay\w*|maturity|amorti[sz]\w*|secured|guarantee|lien|term of)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
