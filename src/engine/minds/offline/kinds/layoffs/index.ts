// Layoffs / restructuring: how the board recognises it, the facts it needs and each seat's checklist.
import { BENEFIT_CUT } from '../cost-cutting/benefits.ts';
import type { KindModule } from '../kind-kit.ts';
import { CASH_AND_BURN } from '../shared-essentials.ts';
import { CHECKLISTS, cutAgainstTarget } from './checklists.ts';
import { clientLetGo } from './client-let-go.ts';

export const LAYOFFS: KindModule = {
  id: 'layoffs',
  label: 'Layoffs / restructuring',
  phrase: 'the layoffs',
  cues: /\b(unpaid leave|temporary leave|send (?:\w+ ){0,3}home|short-time work\w*|kurzarbeit|reduc\w* (?:\w+ ){0,2}hours|temporar\w* (?:lay-?offs?|stand-?downs?)|stand(?:ing)? down (?:\w+ ){0,2}(?:staff|workers|employees)|cut(?:ting)? (?:\w+ ){0,3}(?:jobs|roles|positions|staff|employees|people|heads|engineers|team members)|let (?:\w+ ){1,4}go\b(?! (?:for|on) (?:\w+ )?(?:poor |weak |bad |under)?(?:performance|misconduct|cause|conduct))|shed(?:ding)? (?:\w+ ){0,3}(?:jobs|roles|staff|people|employees|headcount)|eliminat\w* (?:\w+ ){0,3}(?:roles|positions|jobs)|reduc\w* (?:\w+ ){0,3}(?:headcount|workforce|staff)|(?:smaller|leaner) team|trim(?:ming)? (?:\w+ ){0,2}(?:team|staff|headcount|workforce)|fir(?:e|ing) \d+|sack\w*|job losses|workforce reduction|(?:make|making) (?:\w+ ){0,3}redundant|retrench\w*|lay(?:ing)?[- ]?offs?\b|lay (?:off|\d+)|laid off|redundan\w*|let (?:\d+ |some |\w+ )?(?:of (?:our |the )?)?(?:people|staff|employees|workers) go|let go of|reduction in force|\brif\b|job cuts|cut (?:\d+%? )?(?:of )?(?:our |the )?(?:jobs|roles|positions|staff|headcount|workforce|people|team)|cut \d+ people|downsiz\w*|(?<!\b(?:debt|financial|capital|balance[- ]sheet|loan|bond|creditors['’]?|lenders['’]?|note|notes|covenant)\s)(?<!\b(?:debt|financial|capital|balance[- ]sheet|loan|bond|creditors['’]?|lenders['’]?|note|notes|covenant)\s\w+\s)restructur\w*(?!\s+(?:of\s+)?(?:the\s+|our\s+)?(?:debt|loans?|bonds?|notes|facility|facilities|capital|balance sheet))|reduce (?:our )?(?:headcount|workforce|staff)|headcount reduction|furlough\w*|part ways with \d+|reduc\w* (?:the |our )?(?:team|headcount|company|staff) from \d+ (?:people )?(?:to|down to) \d+|(?:go|going|shrink\w*) from \d+ (?:people |staff |employees )?(?:to|down to) \d+|shrink\w* (?:the |our )?(?:team|company|headcount|workforce))/gi,
  // 'Cut the health cover for employees' cuts a benefit, not people.
  excludesInClause: BENEFIT_CUT,
  excludesInSentence: clientLetGo,
  essentials: [
    {
      fact: 'headcount and roles cut',
      owner: 'CEO',
      question: 'How many people work here, and how many roles would go?',
      meanings: [['headcount', 'headcount_cut'], ['headcount', 'headcount_cut_pct'], ['headcount_cut']],
    },
    CASH_AND_BURN,
    {
      fact: 'severance',
      owner: 'CFO',
      question: 'What will severance and notice cost in total?',
      meanings: [['severance']],
    },
    {
      fact: 'where it happens',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'In which countries (and states) do the affected people work?',
      given: (_r, places) => places.length > 0,
    },
  ],
  calculations: (x) => cutAgainstTarget(x),
  checklists: CHECKLISTS,
};
