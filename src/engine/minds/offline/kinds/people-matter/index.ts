// A people matter (complaint, conduct, pay): how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, peoplePhrase } from './checklists.ts';

export const PEOPLE_MATTER: KindModule = {
  id: 'people_matter',
  label: 'A people matter: complaint, conduct or pay',
  phrase: 'the proposed handling',
  phraseFor: peoplePhrase,
  cues: /\b((?:delay|postpon|defer|push back|hold back|skip)\w* (?:[\w'’]+ ){0,3}(?:payroll|salaries|wages|pay ?day|paychecks?)|(?:payroll|salaries|wages|paychecks?) (?:\w+ ){0,3}(?:late|delay\w*|postpone\w*|defer\w*)|(?:can't|cannot|can not|won't) (?:make|meet|cover) payroll|miss(?:ing)? (?:a |this month's |the )?payroll|harass\w*|complain(?:t|ts|ed) (?:against|about|from|by|that)|complaints? (?:that|of)|shout\w* at|yell\w* at|abusive|toxic (?:manager|behaviou?r|lead)|inappropriate (?:comments?|behaviou?r|conduct|messages?)|expens\w* (?:\w+ ){0,2}personal|(?:expense|payroll|invoice) fraud|misuse of (?:company )?(?:funds|cards?|money)|stealing|theft|embezzl\w*|kickbacks?|misconduct|disciplin\w*|fir(?:e|ing) (?:our|the|a|an|him|her|them)\b|terminat\w+ (?:an? |our |the |his |her )?(?:employee|manager|contract of|employment)|performance (?:issue|problem|improvement plan)|\bpip\b|grievance|whistle-?blow\w*|discriminat\w*|bull(?:y|ying|ied)|retaliat\w*|employee (?:complaint|dispute|relations)|contractors? (?:or|vs\.?|versus|instead of) employees?|misclassif\w*|reclassif\w*|delay(?:ing)? (?:payroll|salaries|wages|pay)|(?:payroll|salaries|wages) late|pay(?:ing)? (?:staff|employees|salaries|wages|people) late|skip (?:a |this month's )?payroll|pay cuts?|salary cuts?|return[- ]to[- ]office|visa sponsor\w*|retention (?:bonus|package|grant)|counter-?offer\w*|(?:poach\w*|headhunt\w*) (?:\w+ ){0,3}(?:engineer|employee|lead|manager|cto|cfo|her|him|them)|keep\w* (?:\w+ ){0,4}(?:as|on) (?:independent )?(?:contractors?|freelance\w*|1099)|contractor (?:agreements|status)|(?:let go of|dismiss|dismissing|sack|sacking)\s+(?:the |our |an? |this |that )?(?:\w+ ){0,2}(?:engineer|employee|manager|person|salesperson|developer|designer|worker|staff member|nurse|driver|accountant|him|her|them)\b|end (?:her|his|their) (?:contract|employment)|(?:dismiss|fir(?:e|ing)|sack|let (?:\w+ ){0,2}go|terminat)\w* (?:\w+ ){0,4}(?:for|on) (?:\w+ )?(?:poor |weak |under)?performance(?: grounds)?|(?:on|for) performance grounds|(?:wage|pay|salary) (?:talks|negotiations?|claims?|demands?|round|settlement)|collective (?:bargaining|agreement)|bargaining (?:session|round|table|unit|council)|(?:the |a |our )?(?:trade )?unions?(?:['’]s)? (?:demand\w*|claim\w*|offer\w*|opened|asks?|wants?|is asking)|(?:risk\w*|threat\w*|fac(?:e|es|ing)|avert\w*|avoid\w*) (?:of )?(?:a |an )?(?:\w+ )?(?:strike|walk-?out|industrial action)|strike action|industrial action|go(?:es|ing)? on strike|(?:reported|told|alerted|went to) (?:\w+ ){0,6}(?:regulator|authorities|police|press))\b/gi,
  yieldsTo: ['layoffs', 'founder_equity'],
  essentials: [
    {
      fact: 'what happened',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'What exactly happened, and what has been documented so far?',
      // A question of pay or of contracts has no incident to establish.
      pattern:
        /\b(complain\w*|report\w*|alleg\w*|incident|evidence|witness\w*|document\w*|review|payroll|salar\w*|wages?|paychecks?|contractors?|classif\w*|visa\w*|return[- ]to[- ]office)\b/i,
    },
    {
      fact: 'where it happens',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'Where do the people involved work (country, state)?',
      given: (_r, places) => places.length > 0,
    },
  ],
  checklists: CHECKLISTS,
};
