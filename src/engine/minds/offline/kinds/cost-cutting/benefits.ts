// Employee benefits: what a company can cut without cutting anyone. 'Cut the health cover for
// employees' names people only as whose the benefit is, so it is a cost cut (and a change to the
// terms of employment), never a layoff.

/** A benefit or perk of employment, named in the words people use for them. */
export const BENEFIT =
  '(?:benefits?|perks?|pensions?|pension (?:contributions?|match(?:ing)?|scheme|plan)|401\\s?\\(?k\\)?(?: match(?:ing)?)?|(?:employer |retirement )?(?:match|matching|contributions?)|(?:private )?(?:health|medical|dental|vision|life) (?:insurance|cover(?:age)?|plans?|benefits?)|healthcare (?:plan|cover(?:age)?|benefits?)|stipends?|allowances?|(?:annual |christmas |holiday |thirteenth-month |13th-month )?bonus(?:es)?(?! (?:for|to) (?:the )?(?:ceo|founders?))|free (?:lunch(?:es)?|meals?|snacks|food)|lunch(?:es)?|meals? (?:vouchers?|allowance)|gym(?: memberships?)?|wellness (?:budget|allowance|programme|program)|childcare (?:support|vouchers?)|car (?:allowance|scheme)|company cars?|commuter (?:benefits?|passes)|learning (?:budget|allowance)|training budget|(?:paid )?(?:parental|sabbatical) leave|(?:extra |additional )?(?:holiday|vacation|pto) days|profit[- ]shar\\w*|equity refresh(?:es)?|share (?:scheme|plan)|esop|remote[- ]work(?:ing)? (?:allowance|stipend))';

/** Cutting, ending or reducing a benefit: the cost-cutting cue, and what a layoff cue must not be. */
export const BENEFIT_CUT = new RegExp(
  `\\b(?:cut\\w*|reduc\\w*|drop\\w*|end(?:s|ed|ing)?|scrap\\w*|remov\\w*|withdraw\\w*|stop\\w*|suspend\\w*|paus\\w*|freez\\w*|lower\\w*|trim\\w*|halv\\w*|scal\\w* back|ax(?:e|es|ed|ing)|eliminat\\w*|discontinu\\w*|cancel\\w*|get(?:ting)? rid of|do(?:ing)? away with|switch\\w* off|restructur\\w*|overhaul\\w*|downgrad\\w*|cap(?:s|ped|ping)?|means-test\\w*|less generous|(?:mov|switch)\\w* (?:\\w+ ){0,3}to (?:an? )?(?:cheaper|basic|lower|smaller))\\s+(?:(?:paying|giving|offering|providing|funding|covering|employer|the|our|all|their|its|staff|employee|employees['’]?|workers['’]?|company|free|generous|current|existing|monthly|annual|\\d+%?|[$€£]\\d[\\d,.]*k?)\\s+){0,3}${BENEFIT}\\b`,
  'i',
);
