// A charity's assets are held on trust for its purposes. Merging, selling land or buildings,
// spending an endowment or restricted money, changing the purposes or paying a trustee each need
// the regulator's consent or a notice in most systems, and the trustees answer personally for a
// step taken without it.

import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { rulesOr } from './place-rules.ts';

const CHARITY =
  /\b(?:charit(?:y|ies|able)|non-?profits?|not-for-profit|nonprofit|ngos?|501\(c\)\(3\)|foundation(?:'s)? (?:board|trustees|endowment)|trustees?|housing association|community interest company|cic\b|endowment)\b/i;
/** A step a regulator or the governing document controls: a merger, a disposal, the endowment, the purposes. */
const CONTROLLED_STEP =
  /\b(?:merg\w*|amalgamat\w*|combin\w* with|join(?:ing)? forces|transfer (?:\w+ ){0,3}(?:assets|undertaking|services)|(?:sell|sale of|dispos\w*|mortgag\w*|lease out|borrow\w* against)\b[^.]{0,40}\b(?:land|building|property|premises|site|freehold|hall|school|hospital|endowment|investments?)|(?:spend|draw down|dip into|use|release|unlock)\w* (?:\w+ ){0,3}(?:endowment|restricted (?:funds?|reserves?|money|donations?)|permanent endowment|legacy|legacies)|chang\w* (?:\w+ ){0,3}(?:objects|purposes|constitution|governing document|mission)|pay(?:ing)? (?:a |the |our )?trustees?|wind(?:ing)? up|dissol\w*|convert\w* (?:\w+ ){0,3}(?:into|to) (?:a )?(?:company|for-profit|social enterprise))\b/i;

export const CHARITY_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'charity_regulator_consent',
    title: 'The charity regulator and the governing document',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [CONTROLLED_STEP],
    alsoNeeds: [CHARITY],
    text: (x: DutyContext) =>
      `A charity’s assets are held for its purposes, and the trustees may take this step only as the governing document and charity law allow: a merger, the sale or mortgage of land, spending an endowment or restricted money, changing the purposes or paying a trustee usually needs a trustees’ resolution on advice, and often the regulator’s consent, a notice or a court order. ${rulesOr(
        x.places,
        {
          uk: 'In England and Wales, the Charity Commission’s consent for permanent endowment, land sold to a connected person and changes to purposes, the Charities Act’s advice and notice rules for land, and a register of mergers',
          us: 'In the US, notice to (or approval by) the state attorney general for a merger, conversion or sale of substantially all assets, and cy-près or court approval to release a donor restriction',
          australia:
            'In Australia, the ACNC’s notification rules and, for a merger or a change of purposes, the governing document and often the state’s consent',
        },
        'The national charity regulator sets which steps need consent or notice',
      )}. Trustees who act without it answer personally. Take charity-law advice before the board commits.`,
    action:
      'Check the governing document and charity law with counsel, and obtain the regulator’s consent or give the notice required before the step is agreed',
  },
];
