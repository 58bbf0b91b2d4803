// Layoffs / restructuring: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, cutAgainstTarget } from './checklists.ts';

export const LAYOFFS: KindModule = {
  id: 'layoffs',
  label: 'Layoffs / restructuring',
  phrase: 'the layoffs',
  cues: /\b(lay(?:ing)?[- ]?offs?\b|lay (?:off|\d+)|laid off|redundan\w*|let (?:\d+ |some |\w+ )?(?:of (?:our |the )?)?(?:people|staff|employees|workers) go|let go of|reduction in force|\brif\b|job cuts|cut (?:\d+%? )?(?:of )?(?:our |the )?(?:jobs|roles|positions|staff|headcount|workforce|people|team)|cut \d+ people|downsiz\w*|restructur\w*|reduce (?:our )?(?:headcount|workforce|staff)|headcount reduction|furlough\w*|part ways with \d+)/gi,
  essentials: [
    {
      fact: 'headcount and roles cut',
      owner: 'CEO',
      question: 'How many people work here, and how many roles would go?',
      meanings: [['headcount', 'headcount_cut'], ['headcount', 'headcount_cut_pct'], ['headcount_cut']],
    },
    {
      fact: 'cash and monthly burn',
      owner: 'CFO',
      question: 'How much cash is in the bank, and what is the monthly burn, before {phrase}?',
      meanings: [['cash', 'monthly_burn'], ['runway_months']],
    },
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
