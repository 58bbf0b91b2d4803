// The kind a proposal that crosses a legal line belongs to. The line says what the step is: a
// person punished for reporting wrongdoing is a people matter, children's data handed to a vendor
// a data decision. The board refuses such a step whatever its kind, but the seats, the measures
// and the questions still need to know which kind of step it refuses.
import type { ReadingDuty, ReadingNumber } from '../../../reading.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import { bribeReported } from '../duties/other.ts';
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
  misconduct_investigation: 'people_matter',
  anti_bribery: 'legal_regulatory',
  competition_law: 'legal_regulatory',
  market_disclosure: 'legal_regulatory',
  sanctions_export_control: 'legal_regulatory',
  product_safety_recall: 'product_recall',
  regulated_product: 'launch_product',
};

/**
 * Duties that make the decision a legal matter whatever commercial words carry it: a bribe told
 * about a distributor, news held back from the market, a price agreed with rivals, an allegation
 * against an executive, personal data already lost. Raised from the text's own words (not by a kind), they name the matter.
 */
const MATTER_OF_LAW: Readonly<Partial<Record<DutyId, (d: ReadingDuty, text: string) => boolean>>> = {
  market_disclosure: () => true,
  misconduct_investigation: () => true,
  breach_notification: () => true,
  // A bribe reported, or a payment to an official proposed; an agent's fee for a public contract
  // stays the deal it is (refused as proposed), and an agent with no red flag is a partner to vet.
  anti_bribery: (d, text) =>
    bribeReported(text) || (d.breached && !d.evidence.some((e) => e.includes(' … '))),
  // A price matched to a rival's list is pricing; only an agreement or an imposed resale price is law.
  competition_law: (d) => d.breached,
};
/**
 * Kinds whose script answers a commercial question (a loan, a contract, a partner, a market, a
 * hire), never whether the law allows the step: a matter of law read as one of them is misread.
 */
const COMMERCIAL: ReadonlySet<KindId> = new Set([
  'hire_executive',
  'partnership',
  'customer_contract',
  'take_loan',
  'expand_market',
  'launch_product',
  'pricing_change',
  'infrastructure',
  'budget_approval',
  'cost_cutting',
  'raise_funding',
]);

/**
 * The kind the breached duties name. With the kind unclear, the first breached line that names
 * one; a step against the person who reported wrongdoing is a people matter, whatever else the
 * words name (the regulator, the recall, the distributor), unless the text cuts roles in number
 * (then the reporter is one name on a real layoff's list). A matter of law read as a deal (a
 * bribe, news held from the market, a cartel, an executive's alleged misconduct) takes its own kind.
 */
export function kindOfCrossedLine(
  duties: readonly ReadingDuty[],
  current: KindId | null,
  unclear: boolean,
  numbers: readonly ReadingNumber[],
  text: string,
): KindId | null {
  const crossed = duties.filter((d) => d.breached);
  const matter = duties.find(
    (d) => !d.evidence.includes('a decision of this kind') && !!MATTER_OF_LAW[d.id as DutyId]?.(d, text),
  );
  const matterKind = matter ? (KIND_OF_LINE[matter.id as DutyId] ?? null) : null;
  if (unclear)
    return (
      crossed.map((d) => KIND_OF_LINE[d.id as DutyId]).find((k) => k !== undefined) ??
      (current === null ||
      (current !== null && COMMERCIAL.has(current) && matter?.id !== 'breach_notification')
        ? matterKind
        : null)
    );
  const retaliation = crossed.some((d) => d.id === 'whistleblower_protection');
  const rolesCut = numbers.some((n) => n.meaning === 'headcount_cut' || n.meaning === 'headcount_cut_pct');
  if (retaliation && !rolesCut) return 'people_matter';
  if (current !== null && COMMERCIAL.has(current) && matterKind) return matterKind;
  return current;
}

/** Duties that put a legal question of their own, whatever deal carries it. */
const LEGAL_QUESTION: ReadonlySet<DutyId> = new Set(['anti_bribery', 'sanctions_export_control']);

/**
 * A bribe or an export the law controls, in a decision the words leave open between commercial
 * kinds (a loan, a contract, a market entry): the legal question comes first in the frame, with
 * the commercial kind beside it.
 */
export function legalQuestionOver(duties: readonly ReadingDuty[], current: KindId | null): boolean {
  if (current !== null && !COMMERCIAL.has(current)) return false;
  return duties.some((d) => LEGAL_QUESTION.has(d.id as DutyId) && d.evidence.length > 0);
}
