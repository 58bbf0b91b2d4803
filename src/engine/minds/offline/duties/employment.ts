// Employment duties: consultation before layoffs, complaints of harassment, paying wages on time,
// who is an employee, and protecting people who raise concerns.
import { BENEFIT_CUT } from '../kinds/cost-cutting/benefits.ts';
import { placeList } from '../reader/places.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues } from './match.ts';

const CONSULTATION: Readonly<Record<string, string>> = {
  'the UK':
    'in the UK, collective consultation when 20 or more redundancies are proposed at one establishment (at least 30 days before the first dismissal, 45 days for 100 or more) and notice to the government (form HR1)',
  'the US':
    'in the US, WARN Act notice (60 days for a mass layoff or site closing at employers of 100 or more; several states, California and New York among them, add their own rules)',
  California:
    'in California, the state WARN Act (60 days’ notice for 50 or more layoffs at a covered establishment, whatever the share of staff)',
  'New York': 'in New York, the state WARN Act (90 days’ notice, from 50 employees)',
  Germany:
    'in Germany, consultation of the works council (Betriebsrat), a social plan and a mass-dismissal notice to the employment agency before notices are given',
  France:
    'in France, information and consultation of the CSE and, for larger cuts, a job-protection plan (PSE) reviewed by the labour administration',
  'the Netherlands':
    'in the Netherlands, works-council advice, union consultation and UWV approval or a court route for dismissals',
  Poland:
    'in Poland, collective-redundancy consultation with the trade unions or employee representatives and notice to the labour office',
  'the EU':
    'in the EU, the collective-redundancies directive: information and consultation of employee representatives and notice to the authority',
  India:
    'in India, the Industrial Disputes Act (notice and retrenchment compensation; government permission for larger establishments)',
};

/** People whose right to work rests on the job: a visa or work permit sponsored by the employer. */
const VISA_HOLDERS =
  /\b(?:h-?1b1?|e-?3 visas?|l-?1 visas?|o-?1 visas?|visas?|work permits?|sponsored (?:workers?|employees?|staff)|skilled worker (?:visas?|route)|blue cards?|visa sponsorship)\b/i;

/** What a layoff owes the people whose visa or permit the job holds, where the text names them. */
function visaHolderRules(x: DutyContext): string {
  if (!VISA_HOLDERS.test(x.text)) return '';
  const us = x.places.some((p) => p.country === 'the US') || /\bh-?1b\b/i.test(x.text);
  return us
    ? ' Staff on employer-sponsored visas lose their status with the job: for H-1B workers the employer must notify USCIS and withdraw the petition, offer to pay the reasonable cost of return transport home, and keep paying the required wage until the employment ends in fact; they then have a grace period of up to 60 days to change status or leave, so tell them early and plainly, and time severance and notice with an immigration lawyer.'
    : ' Staff whose visa or work permit the company sponsors lose their right to stay with the job: the sponsor must report the end of employment to the immigration authority within its deadline, and they need time and clear notice to find a new sponsor or leave; time their notice with an immigration lawyer.';
}

function consultation(x: DutyContext): string {
  const rules = x.places.map((p) => CONSULTATION[p.name] ?? CONSULTATION[p.country]).filter(Boolean);
  const where = rules.length
    ? `The places named bring their own procedures: ${[...new Set(rules)].join('; ')}.`
    : 'The text does not say where the staff work; each country has its own collective-consultation rules.';
  return (
    `Before any date is promised or any name is chosen, the consultation that employment law requires must happen. ${where} ` +
    'Selection criteria must be fair and documented.' +
    visaHolderRules(x) +
    ' Take employment-law advice in each country first.'
  );
}

/** Jobs cut, in the words people use. */
const LAYOFF_WORDS =
  /\b(lay(?:ing)?[- ]?offs?|laid off|redundanc(?:y|ies)|make (?:\d+ |\w+ )?(?:roles|people|positions|staff) redundant|reductions? in force|\brif\b|let (?:\d+ |\w+ )?(?:people|staff|employees) go|cut (?:\d+%? )?(?:of )?(?:jobs|roles|positions|staff|headcount)|downsiz\w*|mass dismissals?|furlough\w*|let (?:\w+ ){1,4}go\b(?! (?:for|on) (?:\w+ )?(?:poor |weak |bad |under)?(?:performance|misconduct|cause|conduct))|cut(?:ting)? (?:\w+ ){0,3}(?:jobs|roles|positions|staff|employees|people|engineers)|shed(?:ding)? (?:\w+ ){0,3}(?:jobs|roles|staff|people|employees)|eliminat\w* (?:\w+ ){0,3}(?:roles|positions|jobs)|reduc\w* (?:\w+ ){0,3}(?:headcount|workforce|staff)|retrench\w*|short-time work\w*|kurzarbeit|unpaid leave|restructur\w*)/i;
/** One person let go ('let Priya go', 'let her go'): a dismissal, with no collective consultation. */
const ONE_PERSON_LET_GO = /\blet (?:her|him|[A-Z][a-z]+(?: [A-Z][a-z]+)?) go\b/g;
const BENEFIT_CUT_ANYWHERE = new RegExp(BENEFIT_CUT.source, 'gi');

/** Harassment named: its own duty covers the investigation, so misconduct does not repeat it. */
const HARASSMENT =
  /\b(harass\w*|sexual(?:ly)? (?:comments?|advances?|misconduct)|inappropriate (?:comments?|behaviou?r|touching|messages?)|bull(?:y|ying|ied)|hostile (?:work )?environment|unwanted (?:advances?|contact|comments?)|#?metoo)\b/i;

/** Someone senior: the person whose conduct the board, not a line manager, must have investigated. */
const SENIOR =
  /\b(?:ceo|cfo|coo|cto|cmo|cro|founder|co-?founder|chair\w*|directors?|board members?|vp|vice[- ]president|head of \w+|managing director|\bmd\b|general manager|country manager|executives?|partners?|president|senior (?:\w+ )?(?:manager|leader|engineer|partner|executive|staff)|(?:sales|regional|finance|plant|site|store|branch) (?:director|manager|head|lead)|top (?:performer|salesperson|seller|earner))\b/i;
/** Wrongdoing, not a grievance about style: fraud, theft, falsified numbers, violence, discrimination. */
const WRONGDOING =
  /\b(?:misconduct|fraud\w*|fiddl\w*|embezzl\w*|falsif\w*|doctor\w* (?:the )?(?:numbers|figures|accounts|results|data|books)|(?:inflat|overstat|massag|fudg|manipulat)\w* (?:the |our )?(?:sales|revenue|numbers|figures|pipeline|arr|metrics|accounts|results|books)|cook\w* the books|expense (?:fraud|abuse|padding)|(?:misus|abus)\w* (?:of )?(?:the )?(?:company )?(?:funds|money|cards?|credit cards?|expenses|budget)|misappropriat\w*|theft|stole|stealing|steals|drunk\w*|intoxicated|assault\w*|violen\w*|threaten\w* (?:staff|employees|colleagues|a colleague|customers)|discriminat\w*|racis\w*|sexis\w*|inappropriate (?:conduct|relationship)|self-dealing|insider (?:trading|dealing)|lied to (?:investors|the board|auditors|customers|regulators)|misled (?:investors|the board|auditors)|secret commissions?|(?:fake|fictitious|false|bogus|sham|inflated|padded) (?:invoices?|suppliers?|vendors?|expenses|expense claims|receipts|contracts?|customers|deals|orders|bookings)|(?:approv|sign|pa(?:y|id))\w* (?:\w+ ){0,3}invoices? (?:\w+ ){0,2}from (?:a |an |his |her |their )?(?:\w+['’]s? )?(?:friend|relative|own|family|brother|sister|wife|husband|partner)\w*)\b/i;
/** The wrongdoing alleged or reported: the board has a claim to test, not a finding. */
const ALLEGED =
  /\b(?:accus\w*|alleg\w*|complain\w*|report\w*|rais\w*|claim\w*|whistle-?blow\w*|suspect\w*|suspicion\w*|concerns?|flagged|came forward|says|say|said|told (?:us|the board|the chair|me|hr)|evidence|found out|discovered|caught)\b/i;

/** Wrongdoing by an outsider that a senior person reports: a control to fix, not a person to investigate. */
const OUTSIDE_WRONGDOING =
  /\b(?:fraud attempts?|attempted fraud|(?:fraud|theft|stealing|scams?) (?:by|from) (?:a |an |the |some )?(?:customers?|clients?|suppliers?|vendors?|third part\w*|hackers?|outsiders?|scammers?|criminals?|shoplifters?)|(?:customer|card|ad|click|insurance|benefits) fraud|scam\w*|phishing|fraudsters?|chargebacks?|shoplift\w*)\b/i;

/** Handling it quietly: a deal, an exit or a warning in place of the facts being established. */
const QUIET_HANDLING =
  /\b(?:(?:quiet|quietly|discreetly|silently|privately) (?:\w+ ){0,3}(?:let (?:\w+ ){0,3}go|resign\w*|leave|exit|dismiss\w*|fire|part ways|move (?:\w+ ){0,2}on|settle\w*|pay\w*)|(?:let|allow|ask) (?:him|her|them) (?:to )?resign|(?:resign|leave|go|exit|depart|step down|step away)\w* (?:\w+ ){0,2}(?:quietly|discreetly|silently|without (?:a )?(?:fuss|investigation|announcement))|(?:exit|severance|settlement) (?:package|deal|agreement) (?:\w+ ){0,4}(?:nda|confidential\w*|quiet\w*|silence)|(?:without|no need for|skip\w*|avoid\w*) (?:an? |any |the )?(?:formal |independent |proper |full )?investigation|(?:deal with|handle|settle|keep) (?:it|this|the matter) (?:internally|quietly|informally|between us|in-house)|(?:ignore|overlook|let (?:it|this) (?:slide|go)|turn a blind eye)|(?:nda|non-disclosure agreement|confidentiality agreement)s?)\b/i;

export const EMPLOYMENT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'layoff_consultation',
    title: 'Consultation before layoffs',
    owner: 'INDEPENDENT_GOVERNANCE',
    kinds: ['layoffs'],
    cues: [LAYOFF_WORDS],
    // A benefit cut ('cut staff perks', 'restructure the benefits') cuts no one: no consultation on
    // jobs; nor does restructuring where the company is incorporated or taxed.
    when: (x) =>
      x.kind === 'layoffs' ||
      LAYOFF_WORDS.test(
        x.text
          .replace(BENEFIT_CUT_ANYWHERE, ' ')
          .replace(x.kind === 'corporate_structure' ? /\brestructur\w*/gi : /$^/, ' ')
          .replace(x.kind === 'people_matter' ? ONE_PERSON_LET_GO : /$^/, ' '),
      ),
    text: consultation,
    action:
      'Complete the consultation employment law requires, and document fair selection criteria, before any date or name is announced',
  },
  {
    id: 'harassment_investigation',
    title: 'A harassment complaint: prompt, independent investigation',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [HARASSMENT],
    breach: [
      QUIET_HANDLING,
      /\b(ignore (?:it|the complaint)|keep (?:it )?quiet|sweep \w+ under|make (?:it|the complaint) go away|settle quietly|nda to (?:silence|keep)|move (?:her|him|them) (?:out|to another team) (?:so|and)|let (?:it|this) (?:slide|go))\b/i,
      // A settlement that buys silence, or a warning in place of an investigation, is the quiet
      // handling the duty rules out, however it is worded.
      /\b((?:quiet|confidential|private|discreet|hushed) (?:settlement|payments?|payouts?|deals?|agreements?)|settle\w* (?:\w+ ){0,4}(?:quietly|confidentially|privately|discreetly)|(?:nda|ndas|non-disclosure agreements?|confidentiality (?:clauses?|agreements?)|gag(?:ging)? clauses?)|without (?:an? |any )?(?:formal |independent |proper )?investigation|(?:private|quiet|verbal|informal) warning|in exchange for (?:her|his|their) silence|(?:move|transfer|moving) (?:her|him|them|the complainants?) to (?:another|a different) (?:team|office|site|role))\b/i,
    ],
    text: (x) =>
      'A complaint of harassment must be investigated promptly and independently (not by anyone involved or in the accused’s reporting line), ' +
      'with interim measures that protect the person who complained, no retaliation of any kind, confidentiality, and a written record of findings and actions. ' +
      'How valuable the accused is to the business does not change this.' +
      (x.places.length ? ` Employment law in ${placeList(x.places)} sets the employer’s duties; ` : ' ') +
      'take employment-law advice before deciding any sanction.',
    action:
      'Appoint an independent investigator now, put interim protections in place for the complainant, and minute that no retaliation will be tolerated',
  },
  {
    id: 'misconduct_investigation',
    title: 'An allegation against a senior person: prompt, independent investigation',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [],
    // A senior person, wrongdoing and an allegation, told together; harassment has its own duty.
    situations: [[SENIOR, WRONGDOING, ALLEGED]],
    when: (x) => !HARASSMENT.test(x.text) && !OUTSIDE_WRONGDOING.test(x.text),
    breach: [QUIET_HANDLING],
    text: (x) =>
      'An allegation of serious misconduct against a senior person is the board’s to handle, not the accused’s line: appoint someone independent of them (outside counsel or an investigator reporting to the unconflicted directors) to establish the facts promptly, preserve the evidence (e-mails, expense and sales records, devices), keep the accused out of the investigation and of any decision on it, protect the people who raised it from any retaliation, and record the findings and actions. ' +
      'An exit agreed quietly before the facts are known buries what auditors, investors and regulators may need to know, and can itself be a breach of the directors’ duties' +
      (x.places.length ? ` under the law of ${placeList(x.places)}` : '') +
      '. How valuable the person is does not change this; take employment and, where money or reporting is involved, forensic and securities counsel’s advice before deciding any sanction or disclosure.',
    action: (x) =>
      findCues(x.text, [QUIET_HANDLING]).length
        ? 'Agree no exit or settlement before the facts are established: appoint an independent investigator reporting to the unconflicted directors now, preserve the evidence, and protect those who reported it'
        : 'Appoint an independent investigator reporting to the unconflicted directors now, preserve the evidence, keep the accused out of the process, and protect those who reported it',
  },
];
