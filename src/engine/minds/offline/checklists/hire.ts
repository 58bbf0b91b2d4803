// Extra checks for hiring an executive, added to the persona lenses (which judge hires well in
// general but miss a related party): a relative appointed without a competitive search.
import type { KindChecklists } from './checklist-kit.ts';

const RELATIVE =
  /\b(cousin|brother|sister|spouse|wife|husband|son|daughter|father|mother|uncle|aunt|nephew|niece|family member|friend)\b/;

export const HIRE_EXTRAS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (RELATIVE.test(x.text))
      c.con(
        1.25,
        'The candidate is related to someone in the company’s leadership: a related-party appointment needs an independent process.',
        'Run an independent search with outside candidates; the related director recuses from the decision.',
        'critical',
      );
  },
  CEO: (x, c) => {
    if (RELATIVE.test(x.text))
      c.con(
        0.75,
        'The team will read appointing a relative as the rule that connections beat merit, whatever the candidate’s record.',
        'Let an independent panel choose between the relative and outside candidates.',
        'high',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (/\bno other candidates\b/.test(x.text))
      c.con(
        0.5,
        'No other candidates were interviewed: there is nothing to compare the choice with.',
        'Interview at least two outside candidates before deciding.',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (/\bno other candidates\b/.test(x.text))
      c.ask(
        'What does the role need to deliver in its first year, and how was the candidate tested against it?',
      );
  },
};
