// Legal / regulatory matter: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, legalPhrase } from './checklists.ts';
import { LEGAL_MATTERS } from './matters.ts';

export const LEGAL_REGULATORY: KindModule = {
  id: 'legal_regulatory',
  label: 'Legal / regulatory matter',
  phrase: 'the proposed response',
  phraseFor: legalPhrase,
  cues: new RegExp(
    String.raw`\b(legal (?:letter|notice|threat|claim|fight|case)|(?:lawsuit|suit) (?:against|from)|tax (?:authority|audit|dispute|assessment|claim)|\b(?:hmrc|irs)\b|licen[cs]e (?:requirement|to operate)|attorney|lawyer|(?:threaten\w*|filed) (?:to sue|suit|a claim)|injunction|settlement (?:offer|proposal)|lawsuits?|sued|sue|suing|litigation|court|tribunal|patent (?:troll|infringement|claim|suit)|infring\w*|cease[- ]and[- ]desist|regulators?|regulatory (?:inquiry|investigation|action|fine|approval|change)|investigated by|subpoena|settle (?:the|a|this) (?:claim|case|lawsuit|dispute|matter)|class action|arbitration|legal (?:action|dispute|claim|threat)|compliance (?:issue|breach|failure|audit)|consent decree|data protection authority|${LEGAL_MATTERS.source})\b`,
    'gi',
  ),
  yieldsTo: [
    'data_privacy',
    'security_incident',
    'product_recall',
    'people_matter',
    'customer_contract',
    'founder_equity',
  ],
  // 'Me (Sue Pell) and Jim own the brokerage': a Sue named mid-sentence is a person, not a lawsuit.
  excludes: /(?:\(|[a-z,;:]\s|\band\s)Sue$/,
  essentials: [
    {
      fact: 'the exposure',
      owner: 'CFO',
      question: 'What is at stake in money: the claim, the likely range, legal costs?',
      meanings: [['fine_amount']],
    },
    {
      fact: "counsel's view",
      owner: 'RISK_OFFICER',
      question: 'What does counsel say about the merits and the likely range of outcomes?',
      pattern: /\b(lawyers?|counsel|attorneys?|legal advice|merits?|solicitors?)\b/i,
    },
    {
      fact: 'the deadline',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'By when must the company respond?',
      meanings: [['deadline_months']],
      pattern:
        /\b(deadline|by (?:monday|tuesday|wednesday|thursday|friday|the end)|within \d+ days|days to respond)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
