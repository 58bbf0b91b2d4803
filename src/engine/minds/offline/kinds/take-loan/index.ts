// Take a loan or debt: how the board recognises it, the facts it needs and each seat's checklist.
import { REVENUE_BASED } from '../../reader/revenue-financing.ts';
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';

/** A covenant named by its test rather than the word 'covenant'. */
const TEST_NAMED =
  /\b(?:debt service coverage|dscr|interest cover\w*|leverage|net debt|minimum cash|cash floor)\b/;

export const TAKE_LOAN: KindModule = {
  id: 'take_loan',
  label: 'Take a loan or debt',
  phrase: 'the loan',
  // A loan that pays for a building is the building's decision when the words name both equally.
  yieldsTo: ['real_estate'],
  cues: /\b(loan(?![- ]?(?:apps?|applications?|products?|platforms?|offerings?|features?|marketplace|comparison|files?|officers?|book|portfolio)\b)|borrow\w*\b(?! (?:\w+ ){0,3}(?:ids?|id cards|identity|passports?|bank (?:accounts?|statements?|history)))(?![- ](?:pits?|areas?|material|sites?)\b)|venture debt|credit line|line of credit|debt facility|debt financing|revenue-based financing|overdraft|refinanc\w*|bank (?:debt|financing)|take on debt|sba loan|invoice financing|factoring|lend\w*(?![- ](?:platforms?|products?|business|book|portfolio|apps?|software|partners?|vendors?)\b)|lender|bank line|credit facility|working capital (?:line|facility)|mortgage|bridge financing|bridging loan|(?:supplier|vendor|equipment|asset|hire[- ]purchase|trade) financ\w*|financ(?:e|ed|es|ing) (?:the|a|an|our|this|it)\b(?:\s+\S+){0,4}?\s+(?:through|with|via|from|over)|at \d+(?:\.\d+)?\s?% (?:a|per) (?:month|year)(?= over| for| repa))\b/gi,
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
      ...CASH_AND_BURN,
      // A profitable company repays from its profit, not from cash in the bank.
      meanings: [...CASH_AND_BURN.meanings, ['net_margin_pct']],
    },
    {
      fact: 'the repayment schedule',
      owner: 'CFO',
      question: 'Over how long is it repaid, and in what instalments?',
      meanings: [['term_months']],
      pattern: /\b(repa(?:y|id)\w*|maturity|amorti[sz]\w*|instal(?:l)?ments?|term of)\b/i,
    },
    {
      fact: 'covenants and security',
      owner: 'RISK_OFFICER',
      question: 'What covenants and security (guarantees, liens on assets) come with it?',
      pattern: /\b(covenants?|secured|unsecured|security|collateral|guarantee\w*|liens?|pledge\w*)\b/i,
      // An advance repaid as a share of revenue is judged on its cap and share, not on covenants.
      when: (text) => !REVENUE_BASED.test(text) && !TEST_NAMED.test(text),
    },
    {
      // A covenant given as its test ('coverage of at least 1.3x') leaves only the security to ask.
      fact: 'security',
      owner: 'RISK_OFFICER',
      question: 'What security (guarantees, liens on assets) comes with it?',
      pattern:
        /\b(secured|unsecured|security|collateral|guarantee\w*|liens?|pledge\w*|charge over|debenture)\b/i,
      when: (text) => !REVENUE_BASED.test(text) && TEST_NAMED.test(text),
    },
  ],
  checklists: CHECKLISTS,
};
