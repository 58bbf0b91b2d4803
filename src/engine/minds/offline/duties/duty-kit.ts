// What a duty is: a point a board must raise whatever the seats' weights say, because law or a
// plain obligation to people demands it. Each duty names the seat that owns it, says what it
// requires in plain words (for the places the decision names), and the action that follows.
// Cues are written to survive rewording: synonyms and inflections, not one corpus's phrasing.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { NumberMeaning } from '../reader/meanings.ts';
import type { Place } from '../reader/places.ts';

export const DUTY_IDS = [
  // Employment
  'layoff_consultation',
  'harassment_investigation',
  'misconduct_investigation',
  'wages_on_time',
  'worker_classification',
  'whistleblower_protection',
  'employment_terms_change',
  'restrictive_covenants',
  // Data
  'personal_data_processing',
  'data_transfer_abroad',
  'data_impact_assessment',
  'breach_notification',
  'vendor_data_training',
  // Security incidents
  'ransomware_response',
  // Product
  'product_safety_recall',
  'regulated_product',
  // Financing terms
  'liquidation_preference',
  'anti_dilution',
  'board_control',
  'debt_covenants',
  'personal_guarantee',
  'securities_offering',
  // Contracts
  'uncapped_liability',
  'exclusivity',
  'change_of_control',
  'auto_renewal',
  'contract_commitments',
  'minimum_commitment',
  // Founders and corporate
  'founder_vesting',
  'ip_assignment',
  'conflict_of_interest',
  'insolvency_duty',
  'shareholder_approval',
  // Deals
  'ma_diligence',
  'joint_venture_terms',
  'competition_law',
  'sale_process_conflicts',
  // Other
  'lease_commitment',
  'sanctions_export_control',
  'tax_residency',
  'consumer_protection',
  'anti_bribery',
  'exchange_control',
  'distribution_rules',
  'grant_conditions',
  'forced_labour_risk',
  'franchise_disclosure',
  'collective_labour_rights',
  'derivatives_authority',
  'charity_regulator_consent',
  'foreign_ownership_limits',
  'pension_liabilities',
  'public_procurement_rules',
  // Listed companies
  'market_disclosure',
] as const;
export type DutyId = (typeof DUTY_IDS)[number];

/** What a duty's trigger and wording may look at: the decision as read so far. */
export interface DutyContext {
  /** The whole decision (topic, context, constraints), number words as digits. */
  text: string;
  /** The same, lowercase. */
  lower: string;
  kind: KindId | null;
  /** Where the decision happens (an office opened abroad: the new country), named first. */
  places: readonly Place[];
  /** Those places and the company's home: for what crosses a border or follows the people's data. */
  everywhere: readonly Place[];
  numbers: readonly ReadingNumber[];
  get(meaning: NumberMeaning): ReadingNumber | null;
  /** The alternatives the question weighs ('run a formal recall', 'swap the kits quietly'), if two or more. */
  options?: readonly string[];
}

export interface DutyDefinition {
  id: DutyId;
  /** Short, for lists: 'Consultation before layoffs'. */
  title: string;
  owner: PositionKey;
  /**
   * Kinds in which this duty comes before the others raised, at this rank (1 first), because it
   * decides whether the move can happen at all (merger clearance, then the shareholders' consent,
   * before the contracts it touches).
   */
  leadsFor?: Readonly<Partial<Record<KindId, number>>>;
  /** Kinds that raise the duty by themselves (a layoff always needs consultation). */
  kinds?: readonly KindId[];
  /**
   * Phrases that raise it: any one, not negated ('we have no health data' does not). Case-
   * insensitive; write them to hold up under paraphrase.
   */
  cues: readonly RegExp[];
  /**
   * What the duty is about, when a kind raises it: a text that rules it out ('no covenants',
   * 'covenant-free') keeps the kind from raising it. Only the subject counts, not every cue: 'no
   * injuries yet' does not rule out a recall.
   */
  subject?: RegExp;
  /**
   * Situations no single phrase names: each is a set of patterns that must all occur (not negated)
   * in one sentence or the next ('our agent wants a 10% fee' + 'to win the ministry tender'). A
   * situation stands on its own: `alsoNeeds` does not apply to it.
   */
  situations?: readonly (readonly RegExp[])[];
  /** When set, a cue raises the duty only if one of these also occurs (not negated). */
  alsoNeeds?: readonly RegExp[];
  /** A further condition on the reading (a figure, a place), when cues alone would over-trigger. */
  when?(x: DutyContext): boolean;
  /**
   * The figures alone raise it, whatever the words: the evidence in a few words ('payroll of $240k
   * due with $180k in the bank'), or null. Checked after `when`-free cues, before `alsoNeeds`.
   */
  byFigures?(x: DutyContext): string | null;
  /** Phrases saying the proposal itself would breach the duty ('delay payroll', 'without notifying'). */
  breach?: readonly RegExp[];
  /**
   * A further condition for those phrases to be a breach, read on the whole text: 'launch on
   * Monday' breaches the impact-assessment duty only when the text says none has been done.
   */
  breachWhen?(x: DutyContext): boolean;
  /** The duty in plain words, worded for the places the text names; ends in what to take advice on. */
  text(x: DutyContext): string;
  /**
   * What must happen, in the imperative: 'Open an independent investigation within days'; worded
   * for the situation when it differs (a hire keeping IP is asked for an assignment before starting).
   */
  action: string | ((x: DutyContext) => string);
}

/** A duty as a seat's checklist refers to it. */
export type DutyRef = DutyId;
