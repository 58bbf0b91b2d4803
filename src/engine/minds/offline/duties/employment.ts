// Employment duties: consultation before layoffs, complaints of harassment, paying wages on time,
// who is an employee, and protecting people who raise concerns.
import { BENEFIT_CUT } from '../kinds/cost-cutting/benefits.ts';
import { placeList } from '../reader/places.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';

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

function consultation(x: DutyContext): string {
  const rules = x.places.map((p) => CONSULTATION[p.name] ?? CONSULTATION[p.country]).filter(Boolean);
  const where = rules.length
    ? `The places named bring their own procedures: ${[...new Set(rules)].join('; ')}.`
    : 'The text does not say where the staff work; each country has its own collective-consultation rules.';
  return (
    `Before any date is promised or any name is chosen, the consultation that employment law requires must happen. ${where} ` +
    'Selection criteria must be fair and documented. Take employment-law advice in each country first.'
  );
}

/** Jobs cut, in the words people use. */
const LAYOFF_WORDS =
  /\b(lay(?:ing)?[- ]?offs?|laid off|redundanc(?:y|ies)|make (?:\d+ |\w+ )?(?:roles|people|positions|staff) redundant|reductions? in force|\brif\b|let (?:\d+ |\w+ )?(?:people|staff|employees) go|cut (?:\d+%? )?(?:of )?(?:jobs|roles|positions|staff|headcount)|downsiz\w*|mass dismissals?|furlough\w*|let (?:\w+ ){1,4}go\b(?! (?:for|on) (?:\w+ )?(?:poor |weak |bad |under)?(?:performance|misconduct|cause|conduct))|cut(?:ting)? (?:\w+ ){0,3}(?:jobs|roles|positions|staff|employees|people|engineers)|shed(?:ding)? (?:\w+ ){0,3}(?:jobs|roles|staff|people|employees)|eliminat\w* (?:\w+ ){0,3}(?:roles|positions|jobs)|reduc\w* (?:\w+ ){0,3}(?:headcount|workforce|staff)|retrench\w*|short-time work\w*|kurzarbeit|unpaid leave|restructur\w*)/i;
/** One person let go ('let Priya go', 'let her go'): a dismissal, with no collective consultation. */
const ONE_PERSON_LET_GO = /\blet (?:her|him|[A-Z][a-z]+(?: [A-Z][a-z]+)?) go\b/g;
const BENEFIT_CUT_ANYWHERE = new RegExp(BENEFIT_CUT.source, 'gi');

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
    cues: [
      /\b(harass\w*|sexual(?:ly)? (?:comments?|advances?|misconduct)|inappropriate (?:comments?|behaviou?r|touching|messages?)|bull(?:y|ying|ied)|hostile (?:work )?environment|unwanted (?:advances?|contact|comments?)|#?metoo)\b/i,
    ],
    breach: [
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
];
