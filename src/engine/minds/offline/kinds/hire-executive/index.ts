// Hire an executive or key person: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS } from './checklists.ts';
import { hireLevelOf, teamSizeOf } from './level.ts';

export const HIRE_EXECUTIVE: KindModule = {
  id: 'hire_executive',
  label: 'Hire an executive or key person',
  phrase: 'the hire',
  // Several contributors hired together are judged as one plan, not as one person.
  phraseFor: (text) => (hireLevelOf(text) === 'team' && teamSizeOf(text) > 1 ? 'the team hire' : null),
  cues: /\b(^\s*(?:(?:a|an|new|our|first|interim)\s+)*(?:coo|cfo|cto|cmo|cro|cpo|ciso|chief \w+ officer|vp(?: of)? \w+|vice president(?: of)? \w+|head of \w+)\b(?! (?:said|says|told|thinks|wants|left|quit|resigned|is|was|propos\w*|suggest\w*|recommend\w*|ask\w*|believ\w*|argu\w*|has|had|would|will|needs?|and|reports?|warn\w*|want\w*|plans?|flagged|found|estimates?|holds?|owns?|sits?|invested|is also))|bring(?:ing)? (?:\w+ ){0,3}(?:in|on|aboard) as|(?:make|making|appoint|name|naming|put|putting) (?:\w+ ){0,3}(?:our |the )?(?:coo|cfo|cto|cmo|cro|vp|head of|chief)\b|\b(?:cfo|coo|cto|cmo|cro) (?:role|position|seat|job)|(?:first|full-time|proper|real|experienced|seasoned) (?:cfo|coo|cto|cmo|cro|finance (?:lead|head|director)|finance chief)|bring(?:ing|s)? (?:in|on|aboard) |(?:poach|lur)\w* (?:\w+ ){0,3}(?:from|away)|exec(?:utive)? hire|(?:take|taking) on (?:a|an) (?:new )?(?:vp|head|chief|cfo|coo|cto|cmo)|candidate|offer letter|job offer|executive search|headhunt\w*|recruiter|(?:vp|vice president|head) of \w+ (?:hire|role|search|candidate|position)|(?:as|for) (?:our |the )?(?:new |first )?(?:vp|vice president|head of|chief \w+ officer|cfo|coo|cto|cmo|cro)\b|hir(?:e|ing) \w+ (?:\w+ )?as (?:our |the |a |an )?(?:new |first )?(?!contractors?|freelancers?|consultants?|interns?|temps?)|(?:as|for) (?:our |the |a |an )?(?:new |first )?(?:\w+ ){0,2}(?:lead|director|manager)(?! (?:investor|generation|source|time|list))\b|hir(?:e|ing|ed) (?:a|an|our|the|two|\d+|new|first|senior|experienced)(?!\s*(?:\w+[ -]){0,2}(?:distributors?|resellers?|importers?|dealers?|wholesalers?|agency|agencies|suppliers?|vendors?|law firms?|auditors?|consultanc(?:y|ies)|firms?|studios?|manufacturers?|couriers?|(?:sales |local )?agents? (?:in|for)|franchisees?|partners?)\b)|recruit(?:ing)? (?:a|an|our|the|new)|appoint(?:ing)? (?:a|an|our|the|new|him|her)(?!\s*(?:\w+[ -]){0,2}(?:distributors?|resellers?|importers?|dealers?|wholesalers?|agency|agencies|suppliers?|vendors?|law firms?|auditors?|consultanc(?:y|ies)|firms?|studios?|manufacturers?|couriers?|(?:sales |local )?agents? (?:in|for)|franchisees?|partners?)\b)|bring (?:in|on) (?:a|an) |onboard (?:a|an) |promot(?:e|ing) \w+ to|(?:add|adding|adds|recruit\w*|tak(?:e|ing) on|bring(?:ing)? (?:in|on)|onboard\w*|staff(?:ing)? up with|grow(?:ing)? the team (?:by|with)) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a pair of|a few|several|half a dozen|a dozen)\s+(?:(?:more|new|extra|additional|senior|junior|full-time|part-time|contract|backend|frontend|full-stack|mobile|qa|data|sales|support|field)\s+){0,3}(?:engineers|developers|devs|programmers|designers|data scientists|analysts|sales ?reps|reps|sdrs|bdrs|account executives|account managers|support agents|agents|marketers|recruiters|nurses|drivers|technicians|scientists|researchers|testers|people|staff|hires|salespeople|team members|employees|contractors|freelancers)|(?:a|an|new|first|interim|fractional|full-time|part-time) (?:chief \w+ officer|cfo|coo|cto|cmo|cro|cpo|ciso|vp|vice president|head of|general manager|country manager|director of))\b/gi,
  yieldsTo: ['founder_equity'],
  essentials: [
    {
      fact: 'what the role costs',
      owner: 'CFO',
      question: 'What does the role cost: salary, bonus and equity?',
      meanings: [['salary'], ['annual_cost']],
    },
    {
      fact: 'revenue today',
      owner: 'CFO',
      question: 'What is revenue today (ARR or MRR), to size the hire’s cost against?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
    CASH_AND_BURN,
    {
      fact: 'what the role must deliver',
      owner: 'CEO',
      question: 'What must {phrase} deliver in the first 12 months, and how will you know?',
      pattern: /\b(target|goal|quota|responsible for|deliver|own(?:s|ing)?|build|grow|scale|reach)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
