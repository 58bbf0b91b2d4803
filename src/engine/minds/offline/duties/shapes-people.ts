// Situations that raise a duty to people, their data or a market from their shape (ADR 0110): pay
// terms people hold being changed, exclusivity over a territory, people's data read from another
// country, a product shut with its users' accounts, children asked to pay, food given away.
import type { DutyContext } from './duty-kit.ts';
import { findSituations } from './match.ts';

/** Variable pay people already earn under a formula: a bonus, a commission, an incentive plan. */
const PAY_SCHEME =
  /\b(?:bonus(?:es)?|commissions?|incentives?|variable pay|on-?target earnings|ote|(?:sales |pay |comp(?:ensation)? )(?:plans?|schemes?|structures?))\b/i;
/** The formula changed: moved, switched, tied to another measure, capped, cut, paid later. */
const SCHEME_CHANGED =
  /\b(?:mov\w*|switch\w*|chang\w*|replac\w*|restructur\w*|redesign\w*|overhaul\w*|shift\w*|convert\w*|cap(?:s|ped|ping)?|tie|tied|tying|link\w*|bas(?:e|ing) (?:it )?on|from (?:a |an |the )?(?:\w+[- ]?){1,3} to)\b/i;
/** The people who hold it. */
const PAY_HOLDERS =
  /\b(?:team|teams|staff|employees|people|reps|salespeople|sellers|agents|engineers|workers|managers|everyone|contracts?)\b/i;
export const PAY_TERMS_CHANGED: readonly (readonly RegExp[])[] = [[PAY_SCHEME, SCHEME_CHANGED, PAY_HOLDERS]];

/** Exclusivity over a territory or channel for a term: a distributor's or reseller's vertical restraint. */
export const EXCLUSIVE_TERRITORY: readonly (readonly RegExp[])[] = [
  [
    /\b(?:exclusiv\w*|sole (?:distribut\w*|reseller|agent|dealer)|only (?:distribut\w*|reseller|dealer))\b/i,
    /\b(?:distribut\w*|resell\w*|dealers?|agents?|territor\w*|regions?|countr(?:y|ies)|dach|benelux|nordics|europe|eu|emea|apac|latam|nationwide|statewide)\b/i,
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[- ]years?\b|\byears\b|\bterm\b|\buntil\b|\bperpetual\w*\b/i,
  ],
];

/** A term past five years, which the vertical rules no longer exempt as a non-compete. */
function yearsOfExclusivity(text: string): number | null {
  const m = /\bexclusiv\w*[^.]{0,40}?\b(\d+)[- ]years?\b|\b(\d+)[- ]years?\b[^.]{0,40}?\bexclusiv/i.exec(
    text,
  );
  return m ? Number(m[1] ?? m[2]) : null;
}

export function exclusiveDistributionRules(x: DutyContext): string {
  const years = yearsOfExclusivity(x.text);
  const eu = x.everywhere.some((p) => p.blocs.includes('EU'));
  const uk = x.everywhere.some((p) => p.name === 'the UK');
  return (
    'Exclusivity granted to a distributor or reseller over a territory is a vertical agreement under competition law' +
    (eu || uk
      ? `: ${eu ? 'the EU Vertical Block Exemption Regulation' : 'the UK vertical agreements block exemption'} covers it only while each side's market share stays under 30%, the distributor stays free to make passive sales outside its territory, and any non-compete lasts no more than five years`
      : ': it is lawful in most places while the parties’ market shares are modest, passive sales from outside the territory stay free and any non-compete is limited in time') +
    (years && years > 5 ? `, and a ${years}-year term goes past that` : '') +
    '. Have competition counsel review the territory, the term and any ban on selling elsewhere before signing.'
  );
}

/** People's records named by whose they are: 'production data for German customers'. */
export const PEOPLES_DATA =
  /\b(?:(?:production|customer|live|user|account|personal) data (?:of|for|about|on) (?:our |their )?(?:\w+ ){0,2}(?:customers|users|clients|patients|employees|members|students)|(?:sccs?|standard contractual clauses|data residency|eu-only (?:data )?(?:access|hosting|storage)|(?:eu|uk|us|india)-only data))\b/i;

/** A customer contract that holds us liable for breaches of its data: we process it for them. */
export const PROCESSING_FOR_CUSTOMER: readonly (readonly RegExp[])[] = [
  [
    /\b(?:indemnit\w*|liabilit\w*|contract|deal|paper|msa|agreement|terms)\b/i,
    /\b(?:data breach\w*|breach\w* of (?:\w+['’]? ){0,2}data|data protection|data security|their (?:\w+['’]? )?data)\b/i,
  ],
];

/** A business bought whose product runs on people's records: payroll, HR, health, lending, schooling. */
export const DATA_BUSINESS_BOUGHT: readonly (readonly RegExp[])[] = [
  [
    /\b(?:acqui\w*|buy\w*|purchas\w*|take over|taking over|merg\w*|bought)\b/i,
    /\b(?:payroll|hr|hr-?tech|health|healthtech|clinic|patient|telehealth|dating|lending|credit|insurance|recruit\w*|edtech|school|fintech|background[- ]check) (?:\w+ )?(?:startup|company|firm|business|platform|provider|app|bureau|operator)\b/i,
  ],
];

/** Users who are children: 'a lot of teen users (13-17)', 'our players are mostly under 16'. */
export const CHILD_USERS =
  /\b(?:teen(?:age)?(?:rs)? (?:users|players|customers|members|audience|subscribers|learners|students)|(?:users|players|customers|members|audience|learners) (?:\w+ ){0,3}(?:teen\w*|under[- ]?1[3-8]|minors|children|kids)|(?:kids|children|minors|teens) (?:users|players|customers|members|on (?:the|our) (?:app|platform))|aged? 1[0-7]\s?(?:-|–|to)\s?1[3-8]|1[0-7]\s?(?:-|–|to)\s?1[3-8][- ]year[- ]olds?|under[- ]?1[3-8]s? (?:use|using|on|in|sign\w*))\b/i;
const CHILD_PAYS =
  /\b(?:in-?app|donat\w*|purchas\w*|pay\w*|spend\w*|buy\w*|loot|subscriptions?|campaign\w*|advert\w*|market\w*|upsell\w*)\b/i;
export const CHILDREN_ASKED_TO_PAY: readonly (readonly RegExp[])[] = [[CHILD_USERS, CHILD_PAYS]];

/** A product, tier or service shut with people still on it. */
const SHUT =
  /\b(?:shut\w*|sunset\w*|clos\w* down|clos(?:e|ing) (?:our |the )?(?:\w+ ){0,3}(?:app|service|platform|product)|discontinu\w*|retir\w*|kill\w*|(?:switch|turn)\w* (?:\w+ ){0,2}off|wind\w* down|end(?:ing)? (?:the |our )?(?:free|legacy|basic))\b/i;
const ITS_USERS =
  /\b(?:\d[\d,.]*k? (?:free |active |registered |paying )?(?:users|accounts|members|subscribers|customers|clients|patients)|free (?:users|accounts|tier|plan|version)|users|accounts|subscribers|clients|patients)\b/i;
export const SHUT_WITH_USERS: readonly (readonly RegExp[])[] = [[SHUT, ITS_USERS]];

/** Records a clinician made: kept for years by law, not deleted with the product. */
export const CLINICAL_RECORDS =
  /\b(?:clinician|clinical|doctor['’]?s|therapist['’]?s|physio\w*|patient|treatment|medical|health|session|consultation) (?:notes|records|histories|history|files|charts)\b|\bpatient (?:data|information)\b/i;

export function shutdownDataRules(x: DutyContext): string {
  return (
    'Accounts closed with the product still hold their users’ data: tell them what happens to it, give them a way to export it before the date, and delete it afterwards unless the law requires it kept. ' +
    (CLINICAL_RECORDS.test(x.text)
      ? 'Clinical notes and treatment histories are health records, and that law does require them kept: the clinicians and the company as custodian must retain them for the period health-records law and the professional regulator set (often ten years or more after the last session, longer for minors), keep them secure and available to each patient, and name who holds them after the app is switched off; they may not simply be deleted with the accounts. '
      : '')
  );
}

export function shutdownNoticeRules(): string {
  return 'People using a product that is shut, free or paid, must be told clearly and early what they lose and when, with any prepaid period refunded or honoured; an offer to move to a paid plan must state its real price after any discount. ';
}

export function childrenPayRules(): string {
  return 'Asking children to pay or donate inside an app is regulated: advertising and in-app requests must not exploit their inexperience or press them to buy (or to ask their parents), payments need a parent’s authority, and children’s data used for a campaign needs the protections their age requires (the UK Age Appropriate Design Code, COPPA in the US, GDPR consent ages in the EU). ';
}

/** Food given or sold on: 'donate unsold bread daily to a food bank'. */
export const FOOD_GIVEN: readonly (readonly RegExp[])[] = [
  [
    /\b(?:donat\w*|give (?:\w+ )?away|giving (?:\w+ )?away|surplus|unsold|leftover|redistribut\w*|food banks?)\b/i,
    /\b(?:food(?! banks?)|bread|meals?|produce|groceries|baked goods|pastries|sandwiches|dairy|perishables?|ready meals)\b/i,
  ],
];
/** Medical goods made or supplied: 'we make surgical drapes for a hospital group'. */
export const MEDICAL_GOODS_SUPPLIED: readonly (readonly RegExp[])[] = [
  [
    /\b(?:surgical|sterile|medical (?:consumables|supplies|products|equipment|devices?|disposables|gloves|masks)|implants?|hospital[- ]grade|in[- ]vitro diagnostics?|ppe)\b/i,
    /\b(?:make|makes|made|manufactur\w*|suppl\w*|sell\w*|ship\w*|deliver\w*|distribut\w*|launch\w*|produc\w*)\b/i,
  ],
];

export function foodGivenRules(x: DutyContext): string {
  return findSituations(x.text, FOOD_GIVEN).length
    ? 'Food given away is still food under food-safety law: hygiene, cold chain, allergen labelling and use-by dates remain the donor’s to keep, and donor-protection laws shield only food given in good faith and safe when given; agree in writing with the charity who handles, stores and checks it. '
    : '';
}

/** People the company labels as outside its payroll: independent agents, contractors, commission-only. */
export const OUTSIDE_LABEL =
  /\b(?:independent (?:agents?|contractors?|workers?|reps?|couriers?|drivers?)|(?:as|be|stay|remain) (?:independent |self-employed |freelance )?(?:contractors|freelancers|self-employed|consultants)|commission-only|no payroll|off (?:the )?payroll|1099s?)\b/i;
/** The company controlling how they work, as an employer does: uniform, routes, hours, a manager. */
const EMPLOYER_CONTROL =
  /\b(?:wear\w* (?:our|the company['’]s) (?:uniforms?|branding|kit)|(?:our|company) uniforms?|follow\w* (?:our|the) (?:\w+ ){0,2}(?:routes?|route plans?|schedules?|shift patterns?|rotas?|scripts?|targets)|route plans?|report\w* to (?:our|the|an?) (?:\w+ ){0,2}(?:managers?|supervisors?|team leads?)|(?:we|our managers?) (?:set|assign|decide|fix) (?:their |the )?(?:hours|shifts|routes|rotas|territories)|work(?:ing)? (?:only|exclusively) for us|full[- ]time for us|fixed (?:hours|shifts))\b/i;
/** Labelled independent, but worked as staff: the label does not decide who is an employee. */
export const CONTROLLED_AS_STAFF: readonly (readonly RegExp[])[] = [[OUTSIDE_LABEL, EMPLOYER_CONTROL]];

/** Employees' health, sleep or activity figures shown to their employer. */
export const HEALTH_DATA_TO_EMPLOYER: readonly (readonly RegExp[])[] = [
  [
    /\b(?:employers?|hr (?:teams?|admins?|managers?|departments?)|line managers?|bosses)\b/i,
    /\b(?:(?:sleep|heart[- ]rate|activity|step|fitness|health|wellbeing|well-being|mood|stress|weight|biometric)\w* (?:data|scores?|levels?|tracking|logs?|metrics|dashboards?|reports?)|(?:dashboards?|reports?|visibility|insights?) (?:on|of|into) (?:\w+ ){0,2}(?:staff|employees?|workers?|team)\w*['’]? (?:\w+ ){0,2}(?:sleep|activity|health|fitness|wellbeing|mood|stress))\b/i,
  ],
];

export function healthDataToEmployerRules(): string {
  return 'Employees’ health, sleep or activity data shown to their employer is special-category data, and staff cannot freely consent to their employer seeing it: give employers only aggregated, anonymised figures over groups large enough that no one can be singled out, keep each person’s own data for that person, and say so in the contract and the privacy notice. ';
}
