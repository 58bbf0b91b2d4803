// Raise funding: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';

export const RAISE_FUNDING: KindModule = {
  id: 'raise_funding',
  label: 'Raise funding',
  phrase: 'the raise',
  cues: /\b(sell\w* (?:a |an )?(?:\d+(?:\.\d+)?% |minority |small |partial )stake|minority (?:stake|investment|investor)|strategic investment|(?:outside|external|more|new|fresh) (?:money|capital|funding|investment)|bootstrap\w*|(?:vc|venture) (?:money|funding|backing|route|path|capital)|(?:take|taking|accept|accepting) (?:\w+ ){0,2}(?:vc|venture|investor|outside) (?:money|capital|funding)|(?:new|next|first|priced|equity|funding) round|investors? (?:want|wants|are keen|are interested|lined up|committed)|(?:angel|seed|series [a-f]|growth|outside|external) (?:money|capital|investors?|investment)|take (?:\w+ ){0,2}(?:investment|money) from|rais(?:e|ing) (?:about |around |roughly |up to )?[$€£₹]\s?\d[\d.,]*\s?(?:k|m|mm|million|bn|billion|cr|crore|lakh)?\b|rais(?:e|ing) (?:(?:a|an|the|our|some|more|new|another|fresh|outside|external)\s+)?(?:\w+\s+){0,2}(?:round|capital|money|funds|funding|seed|series|bridge|investment|equity|angels?|vcs?)\b|rais(?:e|ing) (?:a |an |the |our )?(?:money|capital|funds)|fund-?rais\w*|pre-seed|seed (?:round|extension|money|funding|investment)|series [a-f]\b|funding round|round of funding|bridge (?:round|financing|note|loan)|convertible note|\b(?:safe (?:notes?|rounds?|agreements?|instruments?|financing)|(?:post|pre)-money safes?|(?:on|via|through|using|with|sign\w*|issu\w*) (?:a |an |our )?(?:uncapped |capped )?safe|(?:an? |the |our |uncapped |capped )safe(?=[\s,]+(?:at|with|of|for|on|from|cap|valuation|discount|[$€£]|\d))|safes)\b|term sheet|pre-money|post-money|(?:accept|take) (?:the |their |an? )?(?:investment|term sheet|vc money)|investors? (?:offer|offered|want to invest|are offering)|venture capital|angel (?:round|investors?)|crowdfund\w*|equity (?:round|financing|crowdfunding)|lead investor)/gi,
  // 'A term sheet to buy us' is a sale, whatever financing words come with it.
  yieldsTo: ['be_acquired'],
  essentials: [
    CASH_AND_BURN,
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
      question: 'What is revenue today (ARR or MRR), and its growth, which the valuation rests on?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
  ],
  checklists: CHECKLISTS,
};
