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
  | 'no_consent';

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
  /** What it means, for the duty's text: a plain sentence. */
  risk: string;
}

/** A negation right before the absence cancels it: 'not unlimited', 'never unencrypted'. */
const CANCELLED = /\b(?:not|never|no longer|isn['’]t|aren['’]t|wasn['’]t)\s+(?:\w+\s+)?$/i;

const LIABILITY = /\b(liabilit\w*|liable|indemnit\w*|indemnif\w*|damages|losses|exposure)\b/i;
const DATA =
  /\b(data|records|files|database|backups?|laptops?|drives?|disks?|phones?|devices?|servers?|usb|spreadsheets?|crm|details|information|emails?|passwords?|pii|customer|patient|user|employee|personal)\b/i;

const PERSONAL_HINT =
  /\b(personal|customers?['’]?|users?['’]?|patients?['’]?|employees?['’]?|staff|members?['’]?|clients?['’]?|students?['’]?|children|people['’]?s?|names|addresses|emails?|phone|health|medical|payroll|pii|records|details|profiles|photos|locations?)\b/i;
const LOSS =
  /\b(lost|stolen|stole|breach\w*|leak\w*|hack\w*|exposed|compromised|copied|accessed|downloaded|exfiltrat\w*|misplaced|left (?:on|in) (?:a|the))\b/i;
const HOLDERS = /\b(founders?|co-?founders?|shares?|equity|stakes?|shareholders?|cto|ceo|coo|partners?)\b/i;
const BUILT =
  /\b(built|build\w*|wrote|written|writ\w*|develop\w*|design\w*|cod(?:e|ed|ing|ebase)|software|app|platform|product|logo|brand|content|ip)\b/i;

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
    duties: [
      { id: 'personal_data_processing', when: PERSONAL_HINT },
      { id: 'breach_notification', when: LOSS },
    ],
    risk: 'The data is held unencrypted: the law requires security fit for the risk, and a lost or copied unencrypted copy is a notifiable breach where an encrypted one often is not.',
  },
  {
    id: 'no_vesting',
    fact: 'the shares do not vest',
    cue: /\b(no vesting|no (?:vesting )?cliff|without (?:any )?vesting|not (?:be |been )?(?:subject to |on )?(?:any )?vesting|(?:shares?|equity|stakes?|options?) (?:\w+ ){0,4}(?:do(?:es)?n['’]?t|do not|does not|never|won['’]t|will not) vest|fully vested (?:from|on|at|since) (?:day one|the start|the outset|signing|issue|incorporation|founding)|vesting (?:was|has) never|never (?:set up|put in place|agreed|had|signed|adopted) (?:a |any )?vesting|vesting (?:\w+ ){0,2}(?:never|not) (?:set up|put in place|agreed|signed))\b/i,
    duties: [{ id: 'founder_vesting', when: HOLDERS }],
    risk: 'The shares carry no vesting: a founder or holder who leaves keeps all of them, for work not yet done.',
  },
  {
    id: 'no_written_contract',
    fact: 'nothing is in writing',
    cue: /\b(no (?:written|signed|formal) (?:contract|agreement)|nothing (?:is |was |has been )?(?:in writing|signed|written down)|without (?:a |any )?(?:written|signed|formal) (?:contract|agreement)|(?:on a |a )?handshake(?: deal| agreement)?|verbal (?:agreement|deal|contract|promise)|(?:never|not) (?:been )?signed (?:a |an |any )?(?:contract|agreement)|(?:contracts?|agreements?|paperwork) (?:\w+ ){0,4}(?:was|were|is|are|has|have)(?: never| not|n['’]t)(?: yet)? (?:been )?signed|unsigned)\b/i,
    duties: [{ id: 'ip_assignment', when: BUILT }],
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
    duties: [{ id: 'personal_data_processing', when: PERSONAL_HINT }],
    risk: 'The people never consented: using their data for this needs another lawful basis, or their consent first.',
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

/** Whether an absence belongs in a duty's text (it raises it, or sharpens it). */
export function absenceConcerns(absence: Absence, duty: DutyId): boolean {
  const def = absenceDefinition(absence.id);
  return !!def && (def.duties.some((d) => d.id === duty) || (def.sharpens ?? []).includes(duty));
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
