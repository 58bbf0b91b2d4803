// Employment duties: consultation before layoffs, complaints of harassment, paying wages on time,
// who is an employee, and protecting people who raise concerns.
import { BENEFIT_CUT } from '../kinds/cost-cutting/benefits.ts';
import { clientLetGo } from '../kinds/layoffs/client-let-go.ts';
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
  Mexico:
    'in Mexico, the Federal Labour Law: employment is not at-will, a dismissal without just cause owes three months’ pay plus 20 days per year of service and the seniority premium, and a collective termination needs the labour court’s approval',
  'the Philippines':
    'in the Philippines, the Labor Code: written notice to each employee and to the labour department (DOLE) at least 30 days before, and separation pay (one month per year of service for redundancy, half a month for retrenchment)',
  Spain:
    'in Spain, a collective dismissal (ERE) with a consultation period of up to 30 days with the workers’ representatives and notice to the labour authority',
  Italy: 'in Italy, the collective-dismissal procedure with the unions (up to 75 days) before any notice',
  Ireland:
    'in Ireland, 30 days’ consultation with employee representatives and notice to the Minister before the first notice of dismissal',
  Sweden:
    'in Sweden, negotiation with the unions under the Co-Determination Act before the decision, and the order of selection the Employment Protection Act sets (last in, first out within each group)',
  Norway: 'in Norway, consultation with the employee representatives and notice to NAV before any dismissal',
  'South Africa':
    'in South Africa, consultation under section 189 of the Labour Relations Act (a facilitated process under section 189A for larger cuts), fair selection criteria and severance of at least one week per year of service',
  Brazil:
    'in Brazil, prior negotiation with the union for a collective layoff, notice (aviso prévio) and the 40% FGTS penalty on each dismissal without cause',
  Japan:
    'in Japan, dismissal law that allows redundancy only as a last resort (the four-factor test: necessity, efforts to avoid it, fair selection, consultation), with 30 days’ notice or pay',
  'South Korea':
    'in South Korea, an urgent managerial necessity, 50 days’ notice to the union or workers’ representative and a report to the labour ministry',
  Australia:
    'in Australia, the consultation the award or enterprise agreement requires, notice to Services Australia for 15 or more, and redundancy pay under the National Employment Standards',
  Canada:
    'in Canada, the province’s group-termination notice (to the labour ministry, often 8 to 16 weeks) on top of each employee’s notice and severance',
  Singapore:
    'in Singapore, notice of retrenchment to the Ministry of Manpower within five working days, and consultation with any union',
  Kenya:
    'in Kenya, one month’s notice of redundancy to the union and the labour officer, selection by seniority and skill, and severance of at least 15 days’ pay per year',
  Nigeria:
    'in Nigeria, notice to the union, selection that follows the Labour Act (last in, first out) and redundancy pay',
  Turkey:
    'in Turkey, a collective-dismissal notice to the union, the labour office and the regional directorate 30 days ahead, and severance of 30 days’ pay per year',
  Colombia:
    'in Colombia, the labour ministry’s authorisation for a collective dismissal, and severance for dismissal without just cause',
  Argentina:
    'in Argentina, the crisis-prevention procedure for larger cuts, and severance of one month per year of service plus notice',
  Chile:
    'in Chile, 30 days’ notice (or pay) and severance of one month per year of service for dismissals for business needs',
  Israel:
    'in Israel, a hearing for each employee before dismissal, any collective agreement’s consultation, and severance pay',
  Vietnam:
    'in Vietnam, a labour-usage plan consulted with the trade union and notice to the labour authority before the dismissals',
  Indonesia:
    'in Indonesia, bipartite negotiation with the workers or union and the statutory severance formula',
  'New Zealand':
    'in New Zealand, good-faith consultation with each affected employee before the decision is final',
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
  // A country named with no summary here is still named: its own law applies, not another's.
  const unsummarised = x.places.filter((p) => !CONSULTATION[p.name] && !CONSULTATION[p.country]);
  const others = unsummarised.length
    ? ` ${placeList(unsummarised)} ${unsummarised.length === 1 ? 'has' : 'have'} ${rules.length ? 'their' : 'its'} own notice, consultation and severance rules, which the board does not hold: take advice there.`
    : '';
  const where = rules.length
    ? `The places named bring their own procedures: ${[...new Set(rules)].join('; ')}.${others}`
    : others.trim() ||
      'The text does not say where the staff work; each country has its own collective-consultation rules.';
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
          .replace(x.kind === 'people_matter' ? ONE_PERSON_LET_GO : /$^/, ' ')
          .split(/(?<=[.!?])\s+/)
          .map((sentence) =>
            clientLetGo(sentence) ? sentence.replace(/\blet (?:\w+ ){1,4}go\b/gi, ' ') : sentence,
          )
          .join(' '),
      ),
    // Cutting jobs with no notice, severance or consultation is lawful almost nowhere outside the
    // US's at-will rules: proposed that way, it crosses the line rather than carrying a condition.
    breach: [
      /\b(?:terminat\w*|dismiss\w*|fir(?:e|ing)|let (?:\w+ ){0,3}go|lay(?:ing)? (?:\w+ ){0,3}off|cut\w*)\b[^.]{0,50}\b(?:without|with no|no) (?:any )?(?:notice|severance|consultation|redundancy pay|compensation)\b/i,
      /\bat[- ]will\b[^.]{0,60}\b(?:terminat\w*|dismiss\w*|fire|let (?:\w+ ){0,3}go)\b/i,
      /\b(?:without|with no|no) (?:any )?(?:severance|redundancy pay|separation pay|statutory compensation)\b/i,
    ],
    breachWhen: (x) => x.places.some((p) => p.country !== 'the US'),
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
