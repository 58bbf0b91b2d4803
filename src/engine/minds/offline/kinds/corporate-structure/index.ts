// Corporate structure: where the company is incorporated, taxed, managed and employs its people.
// A company registered in one country and run from another is not entering a market or cutting
// staff: the question is which entity, which tax home and which employment status, and when to
// fix them (before a round closes, or as its condition).
import type { KindModule } from '../kind-kit.ts';
import { asksWhenAgainstARound, CHECKLISTS } from './checklists.ts';

export const CORPORATE_STRUCTURE: KindModule = {
  id: 'corporate_structure',
  label: 'Corporate structure (entity, tax home, employment)',
  phrase: 'the restructuring',
  // Asked as 'before or after the round', the board answers with the timing it recommends.
  phraseFor: (text) => (asksWhenAgainstARound(text) ? 'restructuring before the round closes' : null),
  cues: /\b((?:restructur|reorgani[sz]|fix|chang|unwind|simplif|sort(?:ing)? out)\w* (?:the |our |its )?(?:corporate|legal|group|holding|company|entity) (?:structure|set-?up)|(?:restructur|reorgani[sz])\w* (?:the |our )?company (?:[\w-]+ ){0,6}(?:before|after) (?:or (?:before|after) )?(?:the |our |this |a )?(?:[\w-]+ ){0,2}(?:round|raise|closing|series [a-d]|investment|bridge)|(?:mov|convert|migrat|flip|transferr?|re-?incorporat|redomicil|re-?domicil)\w* (?:the |our )?(?:company|entity|incorporation|domicile|legal seat|registered office|holding company) (?:from (?:an? |the )?[\w-]+|(?:to|into) (?:an? |the )?(?:[\w-]+ )?(?:gmbh|ltd|limited company|c-?corp|llc|sarl|b\.?v\.?|entity|jurisdiction|holding company)|abroad|offshore|onshore)|(?:corporate|legal|group) structure|re-?incorporat\w*|redomicil\w*|re-?domicil\w*|e-?residen\w*|stripe atlas|(?:incorporated|registered|formed) (?:\w+ ){0,3}(?:through|via|online|abroad|remotely)|(?:gmbh|ltd|limited company|c-?corp|llc|sarl|s\.?l\.?u?|b\.?v\.?|oü|sp\. z o\.o\.) (?:\w+ ){0,3}(?:to|into) (?:an? )?(?:\w+ )?(?:gmbh|ltd|limited company|c-?corp|llc|sarl|s\.?l\.?|b\.?v\.?)|place of (?:effective )?management|permanent establishment|tax residen\w*)\b/gi,
  actsOn: true,
  essentials: [
    {
      fact: 'where the people and the management are',
      owner: 'RISK_OFFICER',
      question:
        'Where do the founders, staff and directors live and work, and where are the board’s decisions taken?',
      pattern:
        /\b(?:live|lives|living|work|works|working|based|relocat\w*|moved|meetings?|managed|decisions?)\b/i,
    },
    {
      fact: 'how the people are engaged',
      owner: 'INDEPENDENT_GOVERNANCE',
      question:
        'Are the people employees of an entity where they work, or contractors invoicing the company?',
      pattern:
        /\b(?:freelanc\w*|contractors?|employees?|payroll|invoic\w*|employer of record|self-employed|autónomos?|consultants?)\b/i,
    },
    {
      fact: 'the financing it must fit',
      owner: 'CEO',
      question: 'Is a round or a sale coming, and by when must the structure be settled for it?',
      pattern: /\b(?:round|raise|closing|series|seed|bridge|investors?|diligence|sale)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
