// The seats that guard the company, reading only the reading: the Risk Officer (ruin risks,
// premises the figures contradict, concentration, exposure it cannot assess — never 'no
// exposure') and the Independent Director (process, approvals, conflicts).
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { months } from '../reader/format.ts';
import { cashEffect } from './kind-groups.ts';
import { runwayOf } from './lenses-money.ts';
import { signalsOf } from './signals.ts';

/** What a lawyer would look at for each kind, when the text raises no specific duty. */
const EXPOSURE: Readonly<Record<string, string>> = {
  raise_funding:
    'the term sheet (preferences, anti-dilution, board and veto rights) and the securities rules for the offer',
  take_loan: 'the covenants, events of default, security and any guarantees',
  pivot: 'existing customer contracts and commitments the old business made',
  acquire_company: 'the target’s liabilities, litigation, contracts that change hands and IP ownership',
  be_acquired: 'the directors’ duties in a sale, the preference waterfall and the warranties you would give',
  merger_or_jv: 'control, deadlock, competition law and how it unwinds',
  expand_market: 'entity, tax and employment rules in the new market, and licences its regulators require',
  launch_product: 'product liability, consumer law and any certification the product needs',
  pricing_change: 'what existing contracts allow and consumer law on changing prices',
  hire_executive: 'the employment contract, restrictive covenants from the last employer, and equity terms',
  layoffs: 'employment law in each country where the people work',
  product_recall: 'product-safety law and liability in every market it is sold',
  infrastructure: 'data-protection terms with vendors and where data is stored',
  partnership: 'exclusivity, termination, liability and IP in the partner agreement',
  legal_regulatory: 'the merits, the exposure and the deadlines, with counsel',
  shut_down_product: 'contracts, SLAs and notice owed to customers and data they are entitled to export',
  customer_contract: 'the liability cap, indemnities, exclusivity, termination and renewal terms',
  people_matter: 'employment law where the person works',
  data_privacy: 'the legal basis, notices and contracts for the data, and where it goes',
  security_incident: 'notification duties, evidence preservation and the insurer’s terms',
  founder_equity: 'the shareholders’ agreement, vesting and leaver terms, and IP assignment',
  cost_cutting: 'contracts you would break or pay late, and notice owed',
  real_estate: 'the lease term, break clauses, guarantees and dilapidations',
};

/** Kinds where a share of revenue is a dependence on one relationship. */
/** What counsel reads: a loan's covenants only when it has some (an advance repaid from revenue has a cap). */
function exposureOf(x: KindContext): string {
  if (x.reading.kind === 'take_loan' && !x.duty('debt_covenants'))
    return 'the repayment cap, events of default, security and any guarantees';
  return EXPOSURE[x.reading.kind ?? ''] ?? 'the contracts and rules it touches';
}

const CONCENTRATION_KINDS = new Set([
  'customer_contract',
  'partnership',
  'shut_down_product',
  'pricing_change',
  'be_acquired',
  'expand_market',
]);

/** A case resting on a figure the numbers contradict is not ready for a vote, whoever reads it. */
function premisePoints(x: KindContext, c: NotesBuilder): void {
  for (const p of x.reading.premise_checks.filter((p) => p.meaning !== 'covenant_breach'))
    c.con(
      0.5,
      `The case rests on a figure the numbers contradict: ${p.text}`,
      `Re-run the case on the computed figure (${p.computed_text}) before the board decides.`,
      'high',
    );
}

export function riskLens(x: KindContext, c: NotesBuilder): void {
  premisePoints(x, c);
  const effect = cashEffect(x.reading.kind);
  const runway = runwayOf(x);
  if (runway && runway.value < 6 && effect === 'spends')
    c.con(
      0.75,
      `Running out of cash is the ruin risk here: ${runway.words.toLowerCase()}.`,
      'Keep enough cash untouched to reach the next funding milestone.',
      'critical',
    );
  if (runway && runway.value < 9 && (effect === 'raises' || effect === 'saves' || effect === 'sells'))
    c.pro(
      0.75,
      `Running out of cash is the larger risk, with ${months(runway.value)} of runway: ${x.phrase} reduces it.`,
    );
  for (const p of x.reading.premise_checks)
    if (p.meaning === 'covenant_breach')
      c.con(1, p.text, 'Talk to the lender before the breach is discovered.', 'critical');
    else
      c.con(
        0.5,
        `A premise is wrong: ${p.text}`,
        'Decide on the computed figure, and find out why the stated one differs.',
        'high',
      );
  const share = x.proposed('revenue_share_pct');
  if (share && share.value >= 25 && CONCENTRATION_KINDS.has(x.reading.kind ?? ''))
    c.con(
      0.5,
      `${share.text} of revenue rests on one relationship: a concentration risk.`,
      'Cap the dependence, or price the risk into the terms.',
      'medium',
    );
  const floor = x.calc('covenant_headroom');
  if (floor?.value != null && floor.value < 0)
    c.con(
      1,
      `The cash floor is already breached: ${floor.result}.`,
      'Talk to the lender before the breach is discovered.',
      'critical',
    );
  if (x.reading.duties.length === 0)
    c.con(
      0.25,
      `I cannot assess the legal exposure of ${x.phrase} from the text; take advice on ${exposureOf(x)}.`,
      `Get a short written view from counsel on ${exposureOf(x)}.`,
      'medium',
    );
}

/** Who could sit on the other side: directors always, founders and investors only where the text names them. */
function interestedParties(x: KindContext): string {
  const named = [x.profile.founders ? 'founder' : null, x.profile.investors ? 'investor' : 'shareholder'];
  const all = ['director', ...named.filter((n): n is string => n !== null)];
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}

const BIG_STEPS = new Set([
  'be_acquired',
  'acquire_company',
  'merger_or_jv',
  'layoffs',
  'pivot',
  'shut_down_product',
  'take_loan',
  'raise_funding',
]);

export function governanceLens(x: KindContext, c: NotesBuilder): void {
  premisePoints(x, c);
  // The record a court or an investor would look for names this decision's own figures.
  const relied = x.reading.numbers.slice(0, 2).map((n) => n.label);
  if (BIG_STEPS.has(x.reading.kind ?? ''))
    c.act(
      relied.length
        ? `Minute the alternatives considered for ${x.phrase} and the figures relied on (${relied.join(', ')})`
        : `Minute the alternatives considered for ${x.phrase}; no figures were given, so minute that too`,
      'at the board meeting',
    );
  // A new round's conflicts sit with insiders: asked about only when insiders are in the picture.
  const insidersAbsent =
    x.reading.kind === 'raise_funding' && !x.says(/\b(existing|current|our|insiders?|board|directors?)\b/);
  if (
    BIG_STEPS.has(x.reading.kind ?? '') &&
    !insidersAbsent &&
    !x.reading.duties.some((d) => d.id === 'conflict_of_interest')
  )
    c.ask(`Does any ${interestedParties(x)} have an interest on the other side of ${x.phrase}?`);
  // A reversible step of a size the company can carry is management's to take; a large or
  // irreversible one needs the full board's informed approval.
  if (cashEffect(x.reading.kind) !== 'spends' || x.reading.duties.length) return;
  const size = x.calc('cost_share') ?? x.calc('price_share_of_cash');
  const irreversible = signalsOf(x).irreversible;
  if (irreversible || (size?.value != null && size.value > 40))
    c.con(
      0.5,
      `${irreversible ? `The step cannot be undone (${irreversible.quote})` : `It commits ${size?.result.replace(/^\S+ is /, '')}`}: it needs the full board’s informed approval, with a downside case.`,
      'Approve it only with the downside case and a stop point minuted.',
      'high',
    );
  else if (size?.value != null && size.value <= 15)
    c.pro(
      0.25,
      `At ${size.result.replace(/^\S+ is /, '')}, and reversible, it is within what management can decide and report back on.`,
    );
}
