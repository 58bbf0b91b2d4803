// The kind a proposal that crosses a legal line belongs to. The line says what the step is: a
// person punished for reporting wrongdoing is a people matter, children's data handed to a vendor
// a data decision. The board refuses such a step whatever its kind, but the seats, the measures
// and the questions still need to know which kind of step it refuses.
import type { ReadingDuty, ReadingNumber } from '../../../reading.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import type { KindId } from '../kinds/kind-ids.ts';

/** The kind of step whose line each duty draws, for the duties a proposal can breach. */
const KIND_OF_LINE: Readonly<Partial<Record<DutyId, KindId>>> = {
  whistleblower_protection: 'people_matter',
  harassment_investigation: 'people_matter',
  wages_on_time: 'people_matter',
  worker_classification: 'people_matter',
  employment_terms_change: 'people_matter',
  vendor_data_training: 'data_privacy',
  personal_data_processing: 'data_privacy',
  data_transfer_abroad: 'data_privacy',
  data_impact_assessment: 'data_privacy',
  breach_notification: 'security_incident',
  ransomware_response: 'security_incident',
  founder_vesting: 'founder_equity',
  securities_offering: 'raise_funding',
};

/**
 * The kind the breached duties name. With the kind unclear, the first breached line that names
 * one; a step against the person who reported wrongdoing is a people matter, whatever else the
 * words name (the regulator, the recall, the distributor), unless the text cuts roles in number
 * (then the reporter is one name on a real layoff's list).
 */
export function kindOfCrossedLine(
  duties: readonly ReadingDuty[],
  current: KindId | null,
  unclear: boolean,
  numbers: readonly ReadingNumber[],
): KindId | null {
  const crossed = duties.filter((d) => d.breached);
  if (unclear) return crossed.map((d) => KIND_OF_LINE[d.id as DutyId]).find((k) => k !== undefined) ?? null;
  const retaliation = crossed.some((d) => d.id === 'whistleblower_protection');
  const rolesCut = numbers.some((n) => n.meaning === 'headcount_cut' || n.meaning === 'headcount_cut_pct');
  if (retaliation && !rolesCut) return 'people_matter';
  return current;
}

/** Duties that put a legal question of their own, whatever deal carries it. */
const LEGAL_QUESTION: ReadonlySet<DutyId> = new Set(['anti_bribery', 'sanctions_export_control']);

/** Kinds whose script answers a commercial question, never whether the law allows the step. */
const COMMERCIAL: ReadonlySet<KindId> = new Set([
  'take_loan',
  'customer_contract',
  'partnership',
  'expand_market',
  'launch_product',
  'pricing_change',
  'infrastructure',
  'budget_approval',
  'hire_executive',
  'cost_cutting',
]);

/**
 * A bribe or an export the law controls, in a decision the words leave open between commercial
 * kinds (a loan, a contract, a market entry): the legal question comes first in the frame, with
 * the commercial kind beside it.
 */
export function legalQuestionOver(duties: readonly ReadingDuty[], current: KindId | null): boolean {
  if (current !== null && !COMMERCIAL.has(current)) return false;
  return duties.some((d) => LEGAL_QUESTION.has(d.id as DutyId) && d.evidence.length > 0);
}
