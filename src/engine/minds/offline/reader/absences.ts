// Facts stated negatively: a safeguard the text says is missing ('the laptop was not encrypted',
// 'no vesting on his shares', 'liability without limit', 'nothing in writing', 'staff have not
// been told'). Read with their polarity, they are risks, not cues to drop: each names the duties
// it raises and the sentence a seat says about it. A safeguard said to be in place ('liability is
// not unlimited', 'all data is encrypted') is no absence.
import type { DutyId } from '../duties/duty-kit.ts';
import { clausesOf, sentencesOf } from './text.ts';

export type AbsenceId =
  | 'liability_uncapped'
  | 'data_unencrypted'
  | 'no_vesting'
  | 'no_written_contract'
  | 'people_not_told'
  | 'no_consent'
  | 'consent_limited'
  | 'no_ip_assignment'
  | 'not_accredited'
  | 'no_valuation_cap'
  | 'no_discount'
  | 'no_break_clause'
  | 'no_impact_assessment'
  | 'kept_forever'
  | 'no_accounts';

export interface Absence {
  id: AbsenceId;
  /** The sentence it was stated in, so a duty's own condition is read where the fact is. */
  sentence: string;
  /** The fact in the seats' words: 'liability is uncapped'. */
  fact: string;
  /** The words written. */
  words: string;
}

interface AbsenceDefinition {
  id: AbsenceId;
  fact: string;
  /** The missing safeguard, however it is worded. */
  cue: RegExp;
  /** The same sentence must also name this, or the absence is about something else. */
  about?: RegExp;
  /**
   * The duties the absence raises by itself, each when the sentence also names what makes it
   * one (unencrypted data is a breach to notify only once it is lost or copied).
   */
  duties: readonly { id: DutyId; when?: RegExp }[];
  /** Duties raised on their own cues whose text the absence sharpens. */
  sharpens?: readonly DutyId[];
  /**
   * Duties the proposal crosses as proposed when it goes ahead with the safeguard missing (a
   * launch with unencrypted identity documents, data shared beyond the consent given): the step
   * must wait for the safeguard, so the board says 'not as proposed', not 'yes, provided'.
   */
  breaches?: readonly { id: DutyId; when: RegExp }[];
  /** What it means, for the duty's text: a plain sentence. */
  risk: string;
  /** What puts the safeguard in place, for a step that must wait for it: 'encrypt the files at rest'. */
  remedy?: string;
}

/** A negation right before the absence cancels it: 'not unlimited', 'never unencrypted'. */
const CANCELLED = /\b(?:not|never|no longer|isn['’]t|aren['’]t|wasn['’]t)\s+(?:\w+\s+)?$/i;

const LIABILITY = /\b(liabilit\w*|liable|indemnit\w*|indemnif\w*|damages|losses|exposure)\b/i;
const DATA =
  /\b(data|records|files|storage|stored|uploads?|documents?|database|backups?|laptops?|drives?|disks?|phones?|devices?|servers?|usb|spreadsheets?|crm|details|information|emails?|passwords?|pii|customer|patient|user|employee|personal)\b/i;

const PERSONAL_HINT =
  /\b(personal|customers?['’]?|users?['’]?|patients?['’]?|employees?['’]?|staff|members?['’]?|clients?['’]?|students?['’]?|children|people['’]?s?|names|addresses|emails?|phone|health|medical|payroll|pii|records|details|profiles|photos|locations?)\b/i;
const LOSS =
  /\b(lost|stolen|stole|breach\w*|leak\w*|hack\w*|exposed|compromised|copied|accessed|downloaded|exfiltrat\w*|misplaced|left (?:on|in) (?:a|the))\b/i;
/** The step that puts people's data to work: a launch, going live, sharing or selling it. */
const GOES_LIVE =
  /\b(launch\w*|go(?:es|ing)? live|roll(?:ing)? out|start\w* (?:onboarding|collecting|processing)|open\w* (?:sign-?ups|to (?:the public|customers|users))|on schedule|as planned)\b/i;
const HANDS_OVER =
  /\b(shar(?:e|es|ed|ing)|send\w*|sell\w*|sold|transfer\w*|hand\w* over|give \w+ access|provid\w* (?:\w+ ){0,3}(?:data|records)|licen[cs]\w*|train\w* (?:its|their) (?:own )?models?|upload\w* (?:\w+ ){0,3}to)\b/i;
const HOLDERS = /\b(founders?|co-?founders?|shares?|equity|stakes?|shareholders?|cto|ceo|coo|partners?)\b/i;

/**
 * Work made by people who are not (yet) bound to assign it: a contractor, an agency, a co-founder.
 * 'Nothing is signed' with a publisher or a landlord leaves terms unwritten, not the IP unowned.
 */
const MADE_BY_OTHERS =
  /\b(?:contractors?|freelanc\w*|agenc(?:y|ies)|outsourc\w*|consultants?|co-?founders?|(?:built|wrote|written|developed|designed|coded|made|created) (?:\w+ ){0,3}by (?!us\b|our (?:own )?team\b)|(?:built|wrote|developed|designed|coded) (?:\w+ ){0,3}for us)\b/i;

/** Using the people's data is personal-data processing when the sentence names whose data it is. */
const PERSONAL_DATA_DUTY = { id: 'personal_data_processing', when: PERSONAL_HINT } as const;

/**
 * Personal-data processing, crossed as proposed when the step (a launch, a hand-over) goes ahead
 * with the safeguard missing.
 */
function personalDataCrossedAt(step: RegExp): Pick<AbsenceDefinition, 'duties' | 'breaches'> {
  return { duties: [PERSONAL_DATA_DUTY], breaches: [{ id: 'personal_data_processing', when: step }] };
}

/** A business being bought: the seller's figures are what the price rests on. */
const BOUGHT =
  /\b(?:acqui\w*|buy(?:ing)? (?:\w+ ){0,3}(?:business|company|firm|school|shop|practice|clinic|agency|rival|competitor|store|restaurant|bakery|brand|operator)|bought|purchas\w* (?:\w+ ){0,3}(?:business|company|firm)|take over|taking over|the seller|asking price)\b/i;

export const ABSENCES: readonly AbsenceDefinition[] = [
  {
    id: 'liability_uncapped',
    fact: 'liability is uncapped',
    cue: /\b(uncapped|unlimited|no (?:upper |overall |aggregate )?(?:cap|limit|ceiling|maximum)|without (?:a |any )?(?:upper |overall )?(?:cap|limit|ceiling|maximum)|(?:is|are|be|been) not (?:capped|limited)|(?:isn['’]t|aren['’]t|won['’]t be) (?:capped|limited)|not subject to (?:a |any )?(?:cap|limit)|limitless|in full for (?:any|all) (?:losses|damages))\b/i,
    about: LIABILITY,
    duties: [{ id: 'uncapped_liability' }],
    risk: 'Liability is not capped: one claim could cost more than the contract earns, or than the company is worth.',
  },
  {
    id: 'data_unencrypted',
    fact: 'the data is not encrypted',
    cue: /\b(unencrypted|un-encrypted|not (?:yet )?(?:been )?encrypted|(?:isn['’]t|aren['’]t|wasn['’]t|weren['’]t) encrypted|no encryption|without (?:any )?encryption|never encrypted|(?:do(?:es)?n['’]?t|do not|does not|did not|didn['’]t|never|haven['’]t|have not) (?:\w+ )?encrypt\w*|in plain ?text|plaintext|in the clear|no (?:mfa|2fa|two-factor|multi-factor|password)|without (?:a )?password)\b/i,
    about: DATA,
    duties: [PERSONAL_DATA_DUTY, { id: 'breach_notification', when: LOSS }],
    breaches: [{ id: 'personal_data_processing', when: GOES_LIVE }],
    remedy: 'encrypt the data at rest and in transit',
    risk: 'The data is held unencrypted: the law requires security fit for the risk, and a lost or copied unencrypted copy is a notifiable breach where an encrypted one often is not.',
  },
  {
    id: 'no_vesting',
    fact: 'the shares do not vest',
    cue: /\b(no vesting|no (?:vesting )?cliff|without (?:any )?vesting|not (?:be |been )?(?:subject to |on )?(?:any )?vesting|(?:shares?|equity|stakes?|options?) (?:\w+ ){0,4}(?:do(?:es)?n['’]?t|do not|does not|never|won['’]t|will not) vest|fully vested (?:from|on|at|since) (?:day one|the start|the outset|signing|issue|incorporation|founding|(?:his|her|their) first day)|vest(?:s|ed|ing)? (?:\w+ ){0,2}(?:immediately|upfront|up front|at once|on day one|on (?:his|her|their) first day|on joining|at (?:signing|hire|joining|the start))|vesting (?:was|has) never|never (?:set up|put in place|agreed|had|signed|adopted) (?:a |any )?vesting|vesting (?:\w+ ){0,2}(?:never|not) (?:set up|put in place|agreed|signed))\b/i,
    duties: [{ id: 'founder_vesting', when: HOLDERS }],
    risk: 'The shares carry no vesting: a founder or holder who leaves keeps all of them, for work not yet done.',
  },
  {
    id: 'no_written_contract',
    fact: 'nothing is in writing',
    cue: /\b(no (?:written|signed|formal) (?:contract|agreement)|nothing (?:is |was |has been )?(?:in writing|signed|written down)|without (?:a |any )?(?:written|signed|formal) (?:contract|agreement)|(?:on a |a )?handshake(?: deal| agreement)?|verbal (?:agreement|deal|contract|promise)|(?:never|not) (?:been )?signed (?:a |an |any )?(?:contract|agreement)|(?:contracts?|agreements?|paperwork) (?:\w+ ){0,4}(?:was|were|is|are|has|have)(?: never| not|n['’]t)(?: yet)? (?:been )?signed|unsigned)\b/i,
    duties: [{ id: 'ip_assignment', when: MADE_BY_OTHERS }],
    sharpens: ['worker_classification'],
    risk: 'Nothing is signed: what each side promised, who owns the work and how either can end it rest on memory.',
  },
  {
    id: 'people_not_told',
    fact: 'the people concerned have not been told',
    cue: /\b((?:has|have|had)(?: not|n['’]t)(?: yet)? (?:been )?(?:told|informed|notified|warned)|(?:is|are|was|were)(?: not|n['’]t)(?: yet)? (?:been )?(?:told|informed|notified|aware)|not (?:yet )?(?:told|informed|notified)|(?:is|are) (?:still )?unaware|(?:do(?:es)?n['’]?t|do not|does not) (?:yet )?know (?:about|that)|(?:kept|keep|keeping) (?:\w+ ){0,2}in the dark|without (?:telling|informing|notifying|warning)|(?:have|has)(?: not|n['’]t) (?:yet )?(?:told|informed|notified|disclosed|reported))\b/i,
    duties: [],
    sharpens: [
      'breach_notification',
      'layoff_consultation',
      'harassment_investigation',
      'ransomware_response',
      'product_safety_recall',
      'wages_on_time',
    ],
    risk: 'The people concerned have not been told: the longer they hear nothing, the more a legal clock or their trust runs against the company.',
  },
  {
    id: 'no_consent',
    fact: 'the people never consented',
    cue: /\b(without (?:their |users['’]? |customers['’]? |patients['’]? |explicit |prior |any )?consent|no consent|never (?:consented|opted in)|(?:did|have|has)(?: not|n['’]t) (?:consented|opted in|agreed to (?:this|it|that))|not opted in|without (?:asking|telling) (?:them|users|customers|patients|staff|employees))\b/i,
    // A lender's, landlord's or investor's consent to a step (no further debt without it) is a
    // term of the deal, not people's consent to the use of their data.
    // A price moved 'without telling them' is a consumer's notice, not consent to use their data.
    about:
      /^(?![\s\S]*\b(?:lenders?|covenants?|debt|loans?|facility|landlords?|investors?|shareholders?|board|prices?|pricing|fees?|billing|receipts?)\b)/i,
    ...personalDataCrossedAt(HANDS_OVER),
    remedy: 'share only aggregated or pseudonymised data, or get the people’s specific consent first',
    risk: 'The people never consented: using their data for this needs another lawful basis, or their consent first.',
  },
  {
    id: 'consent_limited',
    fact: 'the consent given does not cover this use',
    cue: /\b((?:consent\w*|agreed|opted in) (?:\w+ ){0,8}only|only (?:consented|agreed|opted in)|consent (?:\w+ ){0,3}(?:does(?: not|n['’]t)|will(?: not|n['’]t)) cover|(?:not|never) consented to (?:\w+ ){0,3}(?:this|that|research|sharing|training|marketing|analytics|third parties)|nobody (?:has )?consented|(?:used|use it|use them) only (?:to|for)|(?:does not|doesn['’]t|do not|don['’]t) (?:cover|allow|permit) (?:\w+ ){0,3}(?:sharing|third parties|this purpose|this use|research|training|analytics)|not (?:be )?shared with third parties)\b/i,
    about: /\b(consent\w*|agreed|opted|privacy (?:policy|notice)|terms|used|data|records)\b/i,
    ...personalDataCrossedAt(HANDS_OVER),
    remedy:
      'share only aggregated or pseudonymised data, or get fresh, specific consent for this use, under a processing agreement that forbids the recipient any use of its own (no training on it)',
    risk: 'The consent the people gave does not cover this use: data collected for one purpose cannot be put to another (purpose limitation) without a new lawful basis, which for this use means fresh, specific consent — and children’s data needs a parent’s verifiable consent and no profiling.',
  },
  {
    id: 'no_ip_assignment',
    fact: 'no IP assignment has been signed',
    cue: /\b((?:never|not|hasn['’]t|has not|haven['’]t|have not|didn['’]t|did not)(?: yet)? (?:\w+ )?signed (?:an? |any |the )?(?:ip|intellectual property|invention)(?: and invention)? assignments?|no (?:signed )?(?:ip|intellectual property|invention) assignments?|without (?:an? |any )?(?:signed )?(?:ip|intellectual property|invention) assignments?|(?:ip|intellectual property|code) (?:was|has|is) (?:never|not)(?: yet)? (?:been )?assigned|(?:not sure|unsure|unclear|(?:don['’]t|do not) know|no idea)\b[^.]{0,60}\b(?:assigned|assignment)\b[^.]{0,30}\b(?:ip|intellectual property|rights|code|copyright))\b/i,
    duties: [{ id: 'ip_assignment' }],
    risk: 'No IP assignment was ever signed: what the person built (before the company existed, or since) stays theirs until a signed assignment, for consideration, transfers it to the company.',
  },
  {
    id: 'not_accredited',
    fact: 'some investors are not accredited',
    cue: /\b(non-?accredited|unaccredited|not (?:\w+ )?accredited|aren['’]t accredited|isn['’]t accredited|not (?:\w+ )?(?:sophisticated|qualified|professional) investors?)\b/i,
    duties: [{ id: 'securities_offering' }],
    risk: 'Some investors are not accredited: that narrows the private-placement exemptions the round can use and brings disclosure duties, whatever anyone said about it not mattering; counsel must pick the exemption, or those investors stay out, before any money is taken.',
  },
  {
    id: 'no_valuation_cap',
    fact: 'the note has no valuation cap',
    cue: /\b(uncapped|no (?:valuation )?cap|without (?:a |any )?(?:valuation )?cap)\b/i,
    about: /\b(safes?|notes?|convertibles?|round|raise|investors?|valuation)\b/i,
    duties: [],
    sharpens: ['securities_offering'],
    risk: 'The instrument has no valuation cap: investors convert at the next round’s price, a founder-friendly term with no valuation to defend now.',
  },
  {
    id: 'no_discount',
    fact: 'the note has no discount',
    cue: /\b(no discount|without (?:a |any )?discount|zero discount|discount of (?:0|zero|nil))\b/i,
    about: /\b(safes?|notes?|convertibles?|round|raise|investors?)\b/i,
    duties: [],
    sharpens: ['securities_offering'],
    risk: 'The instrument has no discount: early investors get no better price than the next round, which is founder-friendly but harder to sell to them.',
  },
  {
    id: 'no_break_clause',
    fact: 'there is no break clause',
    cue: /\b(no (?:break(?:[- ]clause|[- ]option|[- ]right)?|early (?:exit|termination)(?: right| clause| option)?|way out)|without (?:a |any )?(?:break(?:[- ]clause|[- ]option)?|early (?:exit|termination))|can(?:not|['’]t) (?:break|exit|end) (?:it|the lease|the contract) early)\b/i,
    duties: [{ id: 'lease_commitment' }],
    risk: 'There is no break clause: the rent for the whole term is owed even if the company shrinks, moves or runs short of cash.',
  },
  {
    id: 'no_impact_assessment',
    fact: 'no impact assessment has been done',
    cue: /\b(no (?:data protection |privacy )?(?:impact assessment|dpia)|without (?:a |an |any )?(?:data protection |privacy )?(?:impact assessment|dpia)|(?:not|never|nobody|no one|hasn['’]t|has not|haven['’]t|have not)(?: yet)? (?:\w+ ){0,2}(?:done|carried out|completed|run|performed|conducted) (?:a |an |any |the )?(?:data protection |privacy )?(?:impact assessment|dpia)|(?:impact assessment|dpia) (?:\w+ ){0,2}(?:not|never)(?: yet)? (?:been )?(?:done|carried out|completed))\b/i,
    duties: [{ id: 'data_impact_assessment' }],
    breaches: [
      { id: 'data_impact_assessment', when: GOES_LIVE },
      { id: 'data_impact_assessment', when: HANDS_OVER },
    ],
    remedy: 'complete and sign off the data-protection impact assessment',
    risk: 'No impact assessment has been done: processing that is likely to put people at high risk must be assessed, and the risks reduced, before it starts — not after launch.',
  },
  {
    id: 'kept_forever',
    fact: 'the data is kept with no time limit',
    cue: /\b((?:keep|kept|keeping|retain\w*|stor(?:e|ed|ing)|hold\w*) (?:\w+ ){0,3}(?:forever|indefinitely|for ever|permanently)|no (?:data )?(?:retention|deletion) (?:limit|period|policy|schedule)|never delet\w*)\b/i,
    about: DATA,
    ...personalDataCrossedAt(GOES_LIVE),
    remedy: 'set a retention period and delete on schedule',
    risk: 'The data is kept with no time limit: personal data may be kept only as long as its purpose needs, so a retention period and deletion must be set before collection starts.',
  },
  {
    id: 'no_accounts',
    fact: 'the seller’s figures are unverified: no accounts have been seen',
    cue: /\b(?:no (?:audited |filed |proper |real |full )?(?:accounts(?= *(?:[.,;:)]|$| (?:from|of|for|yet|at all)\b))|financial statements|financials|tax returns)|without (?:\w+ ){0,2}(?:accounts|financial statements|financials|books|tax returns)|(?:not|never|haven['’]t|have not|hasn['’]t|has not|didn['’]t|did not)(?: yet)? (?:\w+ ){0,2}(?:seen|had|got|received|reviewed|checked|verified) (?:\w+['’]?s? ){0,2}(?:accounts|financial statements|financials|books|tax returns|figures)|(?:only|just) (?:\w+ ){0,2}(?:seen|had|got|have) (?:\w+['’]?s? ){0,2}(?:summary|one-?pager|teaser|sheet|word|spreadsheet|numbers)|(?:unaudited|unverified) (?:accounts|figures|numbers|financials))\b/i,
    // The purchase is often named a sentence away from what was seen: the whole text decides. Not
    // a line crossed (a purchase can go ahead once the accounts are checked), but its first condition.
    duties: [{ id: 'ma_diligence', when: BOUGHT }],
    risk: 'No accounts have been seen: the revenue and profit the price rests on are the seller’s word, so the price cannot be judged and a buyer who pays on them has no protection if they prove wrong.',
  },
];

export function absenceDefinition(id: AbsenceId): AbsenceDefinition | undefined {
  return ABSENCES.find((a) => a.id === id);
}

/** Whether an absence raises a duty by itself: the duty is one it names, and its condition holds. */
export function absenceRaises(absence: Absence, duty: DutyId, text: string): boolean {
  const raise = absenceDefinition(absence.id)?.duties.find((d) => d.id === duty);
  return raise !== undefined && (!raise.when || raise.when.test(absence.sentence) || raise.when.test(text));
}

/** Whether the proposal, going ahead with this safeguard missing, crosses the duty as proposed. */
export function absenceBreaches(absence: Absence, duty: DutyId, text: string): boolean {
  const rules = absenceDefinition(absence.id)?.breaches ?? [];
  return rules.some((b) => b.id === duty && b.when.test(text));
}

/** What must be in place before a step that crosses a duty for want of a safeguard can go ahead. */
export function remediesFor(text: string, duties: readonly DutyId[]): string[] {
  const found = absencesOf(text).filter((a) => duties.some((d) => absenceBreaches(a, d, text)));
  return [...new Set(found.flatMap((a) => absenceDefinition(a.id)?.remedy ?? []))];
}

/** Whether an absence belongs in a duty's text (it raises it, or sharpens it). */
export function absenceConcerns(absence: Absence, duty: DutyId): boolean {
  const def = absenceDefinition(absence.id);
  return (
    !!def &&
    (def.duties.some((d) => d.id === duty) ||
      (def.sharpens ?? []).includes(duty) ||
      (def.breaches ?? []).some((b) => b.id === duty))
  );
}

/** Every safeguard the text says is missing, once each, in the order above. */
export function absencesOf(text: string): Absence[] {
  const found: Absence[] = [];
  const sentences = sentencesOf(text);
  for (const def of ABSENCES) {
    for (const sentence of sentences) {
      if (def.about && !def.about.test(sentence)) continue;
      const hit = clausesOf(sentence)
        .map((clause) => ({ clause, m: new RegExp(def.cue.source, 'i').exec(clause) }))
        .find(({ clause, m }) => m && !CANCELLED.test(clause.slice(0, m.index)));
      if (hit?.m) {
        found.push({ id: def.id, sentence, fact: def.fact, words: hit.m[0].trim().toLowerCase() });
        break;
      }
    }
  }
  return found;
}
