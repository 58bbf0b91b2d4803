// Employment duties beyond layoffs and complaints: paying wages on time, who is an employee,
// protecting people who raise concerns, and changing pay or benefits people already have.

import { BENEFIT_CUT } from '../kinds/cost-cutting/benefits.ts';
import { upperFirst } from '../reader/format.ts';
import { SHORTFALL } from '../reader/kind-situations.ts';
import { placeList } from '../reader/places.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import { rulesFor } from './place-rules.ts';
import { CONTROLLED_AS_STAFF, OUTSIDE_LABEL, PAY_TERMS_CHANGED } from './shapes-people.ts';

/** Today's staff moved to contractor terms, or kept there: misclassification by design. */
const CONVERTED: readonly RegExp[] = [
  /\b(?:convert\w*|reclassif\w*|mov\w*|switch\w*|turn\w*|re-?hire\w*) (?:\w+ ){0,5}(?:to|into|as) (?:independent |self-employed |freelance )?(?:contractors|freelancers|consultants|1099s?)\b/i,
  /\bkeep(?:ing)? (?:\w+ ){0,5}(?:as|on) (?:independent |self-employed |freelance )?(?:contractors?|freelancers?|consultants?|1099s?)|\bcontinu\w* (?:to )?(?:treat|classify|pay|engage) (?:\w+ ){0,4}as (?:independent )?(?:contractors|freelancers|consultants)/i,
];

/** Bringing them onto the payroll: what ends a misclassification. */
const TO_EMPLOYEES =
  /\b(?:convert\w*|reclassif\w*|mov\w*|mak\w*|bring\w*|put\w*|hir\w*|employ\w*|switch\w*|turn\w*) (?:\w+ ){0,4}(?:(?:to|into|as|on(?:to)?) (?:full[- ]time |proper |salaried )?(?:employees|staff|(?:the |our )?payroll)|employees)\b/i;

function wages(x: DutyContext): string {
  const us = x.places.some((p) => p.country === 'the US');
  const uk = x.places.some((p) => p.name === 'the UK');
  const eu = x.places.some((p) => p.blocs.includes('EU'));
  const rules = [
    us
      ? 'in the US, the FLSA and state wage-payment laws require pay on the regular payday; states such as California add penalties for each day wages are late'
      : '',
    uk
      ? 'in the UK, paying less than agreed is an unlawful deduction from wages, claimable at a tribunal'
      : '',
    eu
      ? 'in the EU, late wages breach the employment contract and national wage law, and staff may stop work'
      : '',
  ].filter(Boolean);
  return (
    'Wages must be paid in full on the agreed payday: a company that cannot make payroll has a financing problem, not a payroll option. ' +
    (rules.length
      ? `${upperFirst(rules.join('; '))}. `
      : 'Late wages breach the employment contract and, in most places, wage-payment law. ') +
    'Directors can be personally liable for unpaid wages; take employment-law advice before any change to pay.'
  );
}

// A step against a person: dismissal, demotion, a move, a contract not renewed, a performance plan.
const RETALIATION =
  /\b(?:fir(?:e|ed|ing)|dismiss\w*|sack\w*|terminat\w*|let (?:\w+ ){0,3}go|(?:wants?|get|push\w*|manag\w*) (?:her|him|them) out|exit (?:her|him|them)|demot\w*|redundan\w*|lay(?:ing)? (?:\w+ ){0,2}off|(?:mov|transferr?|reassign|relocat|sidelin|exclud|suspend)\w* (?:(?:her|him|them)\b(?!\s+(?:team|teams|department|group|desk|reports|staff|unit))|the (?:\w+ ){0,2}(?:employee|engineer|analyst|manager|accountant|nurse|worker|person|whistle-?blower|salesperson|controller|auditor))|suspend\w*|sideline\w*|junior role|smaller role|(?:end|not renew|cancel)\w* (?:her|his|their) (?:contract|employment|role|bonus)|performance (?:improvement )?plan|\bpip\b|cut (?:her|his|their) (?:bonus|pay|hours|equity)|pass (?:her|him|them) over|(?:off|remove\w*) (?:from )?(?:the |her |his |their )?(?:project|team|account))\b/i;

/** A benefit or pay people already have, cut or changed: their terms, not a favour withdrawn. */
function termsChange(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    uk: 'in the UK, a contractual benefit changes only with consent or after consultation and notice (the statutory code on dismissal and re-engagement applies if you would impose it), and cutting pension contributions needs a 60-day consultation where 50 or more people are employed',
    eu: `in the EU, employees’ representatives must be informed and consulted under the national law${x.places.some((p) => p.name === 'Germany') ? ', and in Germany the works council co-determines pay, hours and benefit structures' : ''}`,
    us: 'in the US, a retirement or health plan is changed by a written amendment with notice to participants under ERISA (a safe-harbor 401(k) match only with 30 days’ notice), and a bonus already promised or earned may be owed as wages',
  });
  return (
    'Pay and benefits people already have are terms of their employment: what the contract, the handbook or a settled practice grants cannot simply be withdrawn' +
    (rules.length
      ? `; ${rules.join('; ')}`
      : '; each country sets who must be consulted and what notice is due') +
    '. Take employment-law advice on consent, consultation and notice before announcing it.'
  );
}

/** A concern taken to someone who must act on it: HR, compliance, the regulator, an authority. */
const AUTHORITY =
  '(?:hr|human resources|compliance|audit committee|ethics (?:line|hotline|officer)|hotline|regulators?|authorit(?:y|ies)|inspectors?|inspectorate|police|fda|sec|fca|osha|epa|ministry|agency|notified body|certification body|certifier|auditors?)';
const DISCLOSED_TO = new RegExp(
  `\\b(?:report|rais|flag|escalat|disclos|blew|went|complain|wr(?:ote|ite)|told|alert|inform|notif|fil)\\w* (?:\\w+ ){0,6}(?:to|with) (?:the |a |our |her |his |their )?(?:\\w+ ){0,2}${AUTHORITY}\\b|^(?:and |then |later |also |after that )*(?:to|with) (?:the |a |our )?(?:\\w+ ){0,2}${AUTHORITY}\\b|\\b(?:rais|report|flag|escalat)\\w* (?:it |this |the (?:issue|concern|problem) |concerns? )?internally\\b`,
  'i',
);
/** Wrongdoing in tests, certificates or safety data: a product problem as well as a person's. */
const FALSIFIED_TESTS =
  /\b(?:falsif\w*|fak\w*|manipulat\w*|alter\w*|doctor\w*|fabricat\w*|rigg\w*|backdat\w*|cook\w*|tamper\w*)\b[^.]{0,60}\b(?:tests?|test results|certificat\w*|inspections?|safety|emissions?|stability|clinical|quality|audit|lab|trial)\b|\b(?:tests?|test results|certificat\w*|safety (?:data|tests?)|emission\w* (?:tests?|results)|stability data|quality (?:data|records))\b[^.]{0,60}\b(?:falsif\w*|fak\w*|manipulat\w*|altered|doctored|fabricat\w*|rigged|tampered)\b/i;

const WHISTLEBLOWER_CUES: readonly RegExp[] = [
  /\b(whistle-?blow\w*|blew the whistle|raised (?:a |concerns?|the alarm)|(?:reported|flagged|raised|questioned|exposed|complained about|challenged) (?:\w+ ){0,4}(?:irregularit\w*|discrepanc\w*|expense (?:fraud|claims)|kickbacks?|embezzl\w*|misstat\w*|backdat\w*|cooked|fake|falsif\w*|cover-?up|safety (?:breach\w*|violation\w*)|unsafe|illegal|unlawful|bribe\w*)|reported (?:fraud|wrongdoing|a safety|the issue to)|speak(?:ing)? up|spoke up|concerns? about (?:fraud|safety|the numbers|accounting)|tipped off|went to the (?:regulator|press|authorities)|(?:reported|told|informed|notified|alerted|contacted|complained to|wrote to|tipped|raised (?:\w+ ){0,4}with|flagged (?:\w+ ){0,4}to|filed (?:a |an )?(?:report|complaint|disclosure) with|went to) (?:\w+ ){0,6}(?:the |a |an |our )?(?:(?:national|federal|state|local|sector|industry) )?(?:regulators?|authorit(?:y|ies)|police|sec|fca|osha|epa|press|journalists?|reporters?|auditors?|inspectors?|inspectorate|ministry|agency|watchdog|ombudsman|notified body|certification body|labou?r (?:board|office|inspectorate))|(?:flagged|reported|raised|exposed) (?:\w+ ){0,4}(?:fraud|wrongdoing|falsif\w*|manipulat\w*|doctored|rigged|tamper\w*|forged|fabricat\w*|adjusted|misconduct|violations?|safety (?:issues?|problems?|concerns?)))\b/i,
];

// Retaliation told as a story: someone raised a concern about wrongdoing, and in that sentence
// or the next the proposal acts against a person (fire, demote, move, not renew).
const WHISTLEBLOWER_SITUATIONS: readonly (readonly RegExp[])[] = [
  [
    /\b(?:complain\w*|report\w*|flag\w*|raised|raising|fil(?:ed|ing) (?:a |an )?(?:formal )?(?:grievance|complaint|report|claim)|told|informed|alerted|warned|objected|questioned|challenged|disclos\w*|escalat\w*|went to|called out|pointed out|refused to (?:sign|falsify|backdate|approve|go along))\b/i,
    /\b(?:inflat\w*|overstat\w*|understat\w*|fraud\w*|falsif\w*|fake\w*|doctored|rigg(?:ed|ing)|tamper\w*|forg(?:ed|ery)|fabricat\w*|unsafe|danger\w*|hazard\w*|illegal\w*|unlawful\w*|breach\w*|violat\w*|misconduct|wrongdoing|harass\w*|discriminat\w*|brib\w*|kickbacks?|backdat\w*|misreport\w*|manipulat\w*|cover(?:ed|ing)?[- ]up|cook\w*|conceal\w*|mislead\w*|misstat\w*|misus\w*|embezzl\w*|theft|stole\w*|stealing|safety|pollut\w*|dump\w*|irregular\w*|discrepanc\w*|wage theft|unpaid overtime|book\w* (?:\w+ ){0,2}(?:revenue|sales) (?:early|before|too soon|prematurely)|(?:revenue|sales) (?:\w+ ){0,3}(?:before (?:\w+ ){0,2}(?:signed|delivered|delivery|shipped|shipping))|off[- ]the[- ]books|double[- ]billing|overbill\w*|over-?charg\w*|data (?:being )?(?:sold|leaked|misused))\b/i,
    RETALIATION,
  ],
  // A person who disclosed wrongdoing, told in the sentence or the next ('she reported to the
  // market authority that the tests had been falsified'): the disclosure is protected whatever
  // the proposal says about them, and wherever in the text it says it.
  [
    /^\s*(?:[Aa]nd |[Tt]hen |[Bb]ut |[Ll]ater |[Aa]lso )?(?:had |has )?(?:reported|told|raised|flagged|informed|alerted|notified|escalated|disclosed|blew the whistle)\b|\b(?:[Ss]he|[Hh]e|[Tt]hey|[A-Z][a-z]+|(?:[Tt]he|[Aa]n?|[Oo]ur) (?:[\w-]+ )?(?:employee|engineer|technician|manager|analyst|accountant|worker|tester|nurse|inspector|lead|controller|auditor|scientist|developer|officer|specialist)|[Ww]ho)\s+(?:had |has |have |then |later |also |first |internally |recently )*(?:reported|told|raised|flagged|informed|alerted|notified|escalated|disclosed|complained|blew the whistle|went to|filed)\b/,
    /\b(?:irregularit\w*|discrepanc\w*|misconduct|wrongdoing|violat\w*|alter(?:ed|ing)|fudg(?:ed|ing)|massag(?:ed|ing)|falsif\w*|fak(?:e|ed|ing)|doctored|rigg(?:ed|ing)|tamper\w*|forg(?:ed|ery)|fabricat\w*|manipulat\w*|fraud\w*|cover(?:ed|ing)?[- ]up|conceal\w*|brib\w*|kickbacks?|backdat\w*|misstat\w*|illegal\w*|unlawful\w*|unsafe|skipp(?:ed|ing) (?:\w+ ){0,3}(?:tests?|checks?|inspections?)|signed off without)\b/i,
  ],
  // A concern taken to HR, a hotline, compliance or the audit committee is a disclosure in
  // itself, whatever it was about.
  [
    /\b(?:(?:complain\w*|report\w*|rais\w*|flag\w*|alert\w*|went|go(?:ne)?|escalat\w*|wr(?:ote|ite)|turn\w*) (?:\w+ ){0,6}(?:to|with) (?:hr|human resources|people (?:ops|team)|compliance|the (?:ethics|whistle-?blowing) (?:line|hotline|officer)|the hotline|legal|the audit committee|the board|the regulator)|(?:formal |written )?grievance|(?:ethics|whistle-?blowing|speak-up) (?:line|hotline|report|channel)|protected disclosure)\b/i,
    RETALIATION,
  ],
];

function whistleblowing(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    uk: 'in the UK, dismissal for a protected disclosure is automatically unfair under the Public Interest Disclosure Act, with uncapped compensation',
    eu: 'in the EU, the Whistleblowing Directive as enacted in each member state forbids retaliation against a person who reports internally or to a regulator, and puts on the employer the burden of proving a later step was unconnected',
    us: 'in the US, federal and state whistleblower laws (among them Sarbanes-Oxley, and the retaliation provisions of the safety and health statutes) forbid retaliation for reporting to a regulator',
  });
  return (
    'A person who reports wrongdoing in good faith is protected: dismissing, demoting or sidelining them for it is unlawful retaliation' +
    (rules.length
      ? `; ${rules.join('; ')}`
      : ` under the applicable law${x.places.length ? ` (${placeList(x.places)})` : ''}`) +
    '. The concern itself must be investigated independently of the people it names. Any step against the person (a move, a new role, a performance plan, a place on a redundancy list) made soon after the disclosure will be read as retaliation unless it is documented as unconnected and decided by people not involved.' +
    (FALSIFIED_TESTS.test(x.text)
      ? ' What was reported is the board’s problem too: tests or certificates falsified mean products may not meet the standard they were sold under, so investigate independently, cooperate with the regulator, and decide on recertification or a recall on the findings.'
      : '') +
    ' Take employment-law advice before any action that touches them.'
  );
}

/** Wages named, and the trouble with paying them: both must be told together. */
const WAGE_CUES: readonly RegExp[] = [
  /\b(payroll|salaries|wages|paychecks?|pay ?day|pay (?:our |the )?(?:staff|employees|team|people)|final pay|back pay|wage arrears|accrued (?:holiday|vacation) pay)\b/i,
  /\b(?:can(?:no|['’])t|unable to|won['’]t be able to) (?:make|meet|cover|pay|fund) (?:the |our |this month['’]s )?(?:payroll|salaries|wages)\b/i,
];
/** Wages named as a cost that went up: 'energy and wages jumped', 'rising salaries'. */
const WAGES_ROSE =
  /\b(?:payroll|wages?|salar(?:y|ies))(?: costs?| bills?)? (?:\w+ ){0,2}(?:jumped|rose|risen|went up|have gone up|increased|grew|climbed|soared)\b|\b(?:rising|higher|increased|growing) (?:\w+ ){0,2}(?:wages|payroll|salaries)\b|\bwage inflation\b/gi;
const WAGE_TROUBLE: readonly RegExp[] = [
  /\b(clos(?:e|es|ed|ing|ure)\b(?! to)|shut\w* down|wind\w* (?:down|up)|liquidat\w*|insolv\w*|bankrupt\w*|arrears|unpaid|owe\w* (?:\w+ ){0,3}(?:staff|employees|wages|salaries)|final (?:pay|paycheck|salar\w*)|delay\w*|late|defer\w*|skip\w*|postpon\w*|miss\w*|hold (?:back|off)|can(?:no|['’])t (?:make|meet|cover)|short (?:for|of)|push\w* (?:\w+ ){0,4}(?:back|out)|mov\w* (?:\w+ ){0,4}(?:back|later)|pay (?:\w+ ){0,3}(?:later|next month|in instal+ments)|partial(?:ly)? pa\w*|half (?:pay|salar\w*)|iou|until (?:the |a |our )?(?:\w+ ){0,3}(?:payment|invoice|round|funding|money|cash) (?:lands|arrives|comes in|clears|closes))\b/i,
  SHORTFALL,
];

/** People engaged outside employment: freelancers, casuals, contractors who are people, not firms. */
const NOT_EMPLOYED =
  /\b((?<!\b(?:to|serving|serves|serve|supplying|supplies|supply|general|building|main|principal|prime|epc|civil|construction|engineering|defen[cs]e|government|electrical|mechanical|roofing|paving|fit-?out|demolition|haulage|dredging|drilling|mining|road|rail|works|turnkey|m&e|specialist|approved|registered|licensed|framework|lead|tier[- ]?\d|an? (?:\w+ )?(?:firm|company)['’]?s?)\s)contractors?(?!\s+(?:firms?|companies|consortium|consortia|framework|licen[cs]es?|registration))|freelancers?|casuals|casual (?:workers|staff|labou?r\w*|employees)|contractuals|1099s?|self-employed|misclassif\w*|reclassif\w*|ir35|gig workers?|independent workers?|consultants? instead of (?:employees|staff|hiring)|agency (?:staff|workers|temps)|temps|temporary workers|day labou?rers|pj contracts?|pejotiza\w*|consultants? (?:who|working) (?:\w+ ){0,4}(?:full[- ]time|for us)|consultancy (?:agreements?|contracts?)|consulting (?:agreements?|contracts?)|(?:through|via) their own (?:firms?|compan(?:y|ies)|entities|ltds?|limited companies))\b/i;
/** Signs that such people work as staff, or that their status is what the step changes. */
const WORKS_AS_STAFF =
  /\b(instead of (?:employees|hiring|staff)|full[- ]time|(?:work|paid|invoic|engag)\w* (?:\w+ ){0,5}as (?:freelancers|contractors|consultants|self-employed)|(?:whole|entire) team|all (?:\w+ ){0,2}(?:founders|staff|developers|engineers)|rather than (?:hire|employ)|convert\w*|treat\w* (?:them )?as|classif\w*|employees?|staff|work(?:s|ing)? (?:for|only for) us|40 hours|our (?:hours|laptops|tools|managers|uniforms?|vans|equipment|email|office|shifts)|set (?:their |the )?(?:hours|shifts|schedules?)|fixed (?:hours|schedules?|shifts)|we schedul\w*|(?:only|exclusively) for us|report(?:s|ing)? to (?:our|a) (?:manager|team lead|supervisor)|supervis\w*|for (?:\d+|two|three|four|five|several|many) years|full[- ]time hours|like (?:employees|staff))\b/i;
/** Status named outright. */
const STATUS_NAMED =
  /\b(misclassif\w*|reclassif\w*|ir35|1099s?|self-employed|pejotiza\w*|pj contracts?|gig workers?|consultants? instead of (?:employees|staff|hiring)|employment status|wet dba|schijnzelfstandig\w*|contractuals|casuals|b2b (?:contracts?|contractors?|agreements?) (?:with|for) (?:people|developers|engineers|staff|individuals)|(?:contractors?|developers?|engineers?|people|staff) (?:are |is |were |work |working )?(?:on|under) b2b(?: contracts?| terms| agreements?)?|umow[aęy] (?:o dzieło|zlecenia?))\b/i;

/** A restriction a person carries from a past or current employer. */
export const PERSONAL_RESTRICTION =
  /\b(?:non-?compete|non-?competition|non-?solicit\w*|garden leave|restrictive covenants?|no-?poach)\b/i;
/** The restriction is in the contract of a person we would hire: 'her current contract has …'. */
const PERSON_JOINING =
  /\b(?:(?:his|her|their|the candidate['’]s|candidate['’]s) (?:current |existing |present |old |former )?(?:contract|employer|employment|job|role)|(?:his|her) (?:[\w-]+ ){0,2}(?:non-?compete|non-?solicit\w*|garden leave|restrictive covenants?)|current employer|(?:who|he|she) (?:is|was|['’]s) (?:still )?(?:on|under|bound by)|(?:candidate|recruit|new (?:cfo|ceo|coo|cto|cco|cmo|head|director|vp))\b[^.;,]{0,60}\b(?:has|have|carries|bound by|under|subject to|is on))\b/i;

function restrictions(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    uk: 'in the UK, a post-employment restraint is enforced when it protects a legitimate interest and goes no further than needed (non-competes in new contracts are set to be capped), and a court can bar the person from starting',
    us: 'in the US, states differ sharply: California voids most non-competes, while others enforce reasonable ones by injunction, and hiring someone in breach can bring a claim against the new employer too',
    eu: 'in the EU, national law usually requires a non-compete to be written, limited in time and place, and paid for during the restriction',
  });
  return (
    'A non-compete, non-solicit or garden leave in the person’s current contract binds them, whatever anyone says about enforcement: their employer can seek an injunction that stops them starting, and a claim against the company that hires them for inducing the breach' +
    (rules.length ? `; ${rules.join('; ')}` : '; each country sets how far such clauses are enforced') +
    '. Read the actual clause with employment counsel before an offer is made, and plan the start date, the role’s scope or a negotiated release around it.'
  );
}

export const EMPLOYMENT_MORE_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'restrictive_covenants',
    title: 'A new hire’s restrictions from their current employer',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [],
    // The restriction and the person joining in one sentence or the next.
    situations: [[PERSONAL_RESTRICTION, PERSON_JOINING]],
    text: restrictions,
    action:
      'Have employment counsel read the candidate’s non-compete and non-solicit before the offer, and set the start date and scope (or a negotiated release) around what they allow',
  },
  {
    id: 'wages_on_time',
    title: 'Paying wages in full and on time',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: WAGE_CUES,
    alsoNeeds: WAGE_TROUBLE,
    // 'after energy and wages jumped' names wages as a cost that rose, not wages the company
    // may fail to pay: with no other mention of wages, the duty is not raised.
    when: (x) => findCues(x.text.replace(WAGES_ROSE, ' '), WAGE_CUES).length > 0,
    // A payroll due that the cash in the bank does not cover is wages at risk, however calmly told.
    byFigures: (x) => {
      const cash = x.numbers.find((n) => n.meaning === 'cash' && n.role === 'actual' && n.whose === 'ours');
      const payroll = x.numbers.find(
        (n) =>
          n.meaning === 'monthly_cost' &&
          n.label === 'monthly payroll' &&
          n.whose === 'ours' &&
          n.role === 'actual',
      );
      return cash &&
        payroll &&
        (cash.unit === payroll.unit || !cash.unit || !payroll.unit) &&
        cash.value < payroll.value
        ? `payroll of ${payroll.text} against ${cash.text} in the bank`
        : null;
    },
    breach: [
      /\b(delay(?:ing)? (?:the |(?:this|next|the) (?:month|week)['’]s )?(?:payroll|salaries|wages|pay)|(?:payroll|salaries|wages|pay) (?:a |two |\d+ )?(?:weeks? |days? )?late|pay(?:ing)? (?:staff|employees|people|the team) late|skip(?:ping)? (?:a |this month's |the )?payroll|defer(?:ring)? (?:the )?(?:salaries|wages|payroll)|hold(?:ing)? back (?:salaries|wages|pay)|push\w* (?:[\w'’]+ ){0,3}(?:salaries|wages|payroll|pay) (?:back|out)|pay(?:ing)? (?:salaries|wages|staff|the team|people|employees) (?:\w+ ){0,3}(?:later|late))\b/i,
    ],
    text: wages,
    action:
      'Pay wages in full on payday; close the cash gap with a bridge, faster customer payments or cuts elsewhere',
  },
  {
    id: 'worker_classification',
    title: 'Who is an employee, whatever the contract says',
    owner: 'RISK_OFFICER',
    // Named outright, the question of status is the decision's ('IR35', 'misclassified', '1099s').
    cues: [STATUS_NAMED],
    // Agents or contractors in name who wear the uniform, follow the company's routes and answer to
    // its managers are staff in law, whatever the contract calls them.
    // Contractors named with a sign that they work as staff, in one sentence or the next: 'our 30
    // freelancers work full-time on our shifts'. Contractors in one place and employees in another
    // ('we hired two contractors to paint; our staff…') are no question of status.
    situations: [[NOT_EMPLOYED, WORKS_AS_STAFF], ...CONTROLLED_AS_STAFF],
    // Turning today's employees into contractors while the work stays the same is misclassification
    // by design; so is engaging people as independent while controlling them as staff.
    breach: [
      /\btreat\w* (?:\w+ ){0,3}as (?:independent|self-employed|freelance|contractors|freelancers|consultants|1099)\w*|\b(?:sign|engag|hir|contract|onboard)\w* (?:\w+ ){0,4}as (?:independent|self-employed|freelance)\b/i,
      ...CONVERTED,
      OUTSIDE_LABEL,
    ],
    // Being a contractor by name is a breach only with the control that makes them staff, or by conversion.
    // Making them employees is the remedy, not the breach.
    breachWhen: (x) =>
      (findSituations(x.text, CONTROLLED_AS_STAFF).length > 0 && !TO_EMPLOYEES.test(x.text)) ||
      findCues(x.text, CONVERTED).length > 0,
    text: (x) => {
      const ca = x.places.some((p) => p.name === 'California');
      const uk = x.places.some((p) => p.name === 'the UK');
      return (
        'Whether someone is an employee depends on how they actually work — control, hours, exclusivity, integration — not on what the contract calls them. ' +
        (ca ? 'In California the ABC test (AB5) presumes workers are employees. ' : '') +
        (uk ? 'In the UK, IR35 and employment-status rules apply, with tax owed by the engager. ' : '') +
        'Misclassification brings back taxes, benefits, overtime and penalties; take employment-law advice on each role.'
      );
    },
    action:
      'Have employment counsel assess each contractor role against the tests where they work, and fix what fails',
  },
  {
    id: 'whistleblower_protection',
    title: 'Protecting people who raise concerns',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [...WHISTLEBLOWER_CUES, DISCLOSED_TO],
    situations: WHISTLEBLOWER_SITUATIONS,
    breach: [
      /\b(fire|dismiss|demote|punish|retaliat\w*|get rid of|sideline|exit|let go|move|transfer|relocat\w*|reassign|redeploy|second)\w*\b[^.]{0,40}\b(who (?:raised|reported|complained|spoke|told|went|flagged|blew)|whistle-?blow\w*|for raising|for reporting)/i,
      /\b(let (?:\w+ ){0,3}go|fir(?:e|ed|ing)|dismiss\w*|terminat\w*|end (?:her|his|their) (?:contract|employment)|not renew (?:her|his|their) contract|performance (?:improvement )?plan|demot\w*|reassign\w*|(?:transfer|move|moving|relocate|sideline)\w* (?:her|him|them)|redundan\w*|junior role|smaller role)\b/i,
    ],
    // A concern taken to compliance or a regulator, and a step against a person anywhere in the
    // text: the report and the dismissal are often told sentences apart.
    when: (x) =>
      findCues(x.text, WHISTLEBLOWER_CUES).length > 0 ||
      findSituations(x.text, WHISTLEBLOWER_SITUATIONS).length > 0 ||
      findCues(x.text, [RETALIATION]).length > 0,
    text: whistleblowing,
    action: (x) =>
      FALSIFIED_TESTS.test(x.text)
        ? 'Refuse any step against the person who reported; have the falsified tests investigated independently, cooperate with the regulator, and decide on recertification or recall on the findings'
        : 'Investigate the concern independently and make sure nothing happens to the person who raised it',
  },
  {
    id: 'employment_terms_change',
    title: 'Changing the pay, hours or benefits people already have',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      BENEFIT_CUT,
      /\b(?:pay|salary|wage) (?:cuts?|freeze|reductions?)|(?:cut|reduc\w*|lower\w*|freez(?:e|es|ing)) (?:\w+ ){0,3}(?:pay(?!\s+(?:for|back|off|down|out|the|a|an|us|it|them|to|in|interest|dividends?|suppliers?|ourselves))|salar(?:y|ies)|wages)\b|(?:change|chang\w*|worsen\w*|harmoni[sz]\w*) (?:\w+ ){0,3}(?:terms and conditions|employment terms|contracts of employment|employment contracts)\b|(?:cut|reduc\w*|lower\w*) (?:\w+ ){0,4}(?:contractor|day|hourly|b2b|freelancer?) rates?\b|fire[- ]and[- ]re-?hire\b|(?:four|4|four-and-a-half)[- ]day (?:working |work )?weeks?\b|(?:chang|cut|reduc|extend|lengthen|shorten|mov)\w* (?:\w+ ){0,3}(?:working hours|work(?:ing)? week|shift patterns?|contracted hours)\b/i,
    ],
    alsoNeeds: [
      /\b(staff|employees?|workers|people|team|everyone|all|our|contract\w*|handbook|pension|benefits?|bonus\w*)\b/i,
    ],
    // A bonus or commission formula people hold, moved to another measure, cap or period.
    situations: PAY_TERMS_CHANGED,
    text: termsChange,
    action:
      'Check what the contracts, the handbook and past practice grant, then consult (and seek consent where needed) and give the notice due before the change takes effect',
  },
];
