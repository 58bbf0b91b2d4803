// The size of a workforce said without a noun after the count: 'we employ 140', 'employing about
// 1,200 across three sites', 'a headcount of 85', 'team size: 35', 'number of employees: 60'.
// Whose workforce it is stays for the owner rules ('they employ 400' is the other party's).

export const HEADCOUNT_BEFORE =
  /\b(?:(?:headcount|team|staff|workforce|team size|staff count|fte count|number of (?:staff|employees|people|ftes))\s*(?:is|of|:|=|stands at|sits at|totals?|now)|(?<!\b(?:to|would|will|could|should|must|might|'d|’d) )employ(?:s|ing)?|(?:we|they|it|which|who) (?:now |currently |today |still )?(?:have|has) (?:a (?:team|staff|workforce|headcount) of|on (?:the )?payroll))\s*(?:about |around |roughly |some |nearly |almost |just over |just under |over |close to )?$/;
