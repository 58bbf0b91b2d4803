// The decision restated in a sentence or two a user can check at a glance: what kind of decision
// the board took it for (and from which words), the figures of the proposal, and where the
// company stands today. A misreading shows here before any seat speaks.
import type { DecisionReading, ReadingNumber } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import type { KindModule } from '../kinds/kind-kit.ts';
import { list, months } from './format.ts';
import { liquidityCrisis } from './kind-situations.ts';
import { companyOf, plainRestatement } from './plain-topic.ts';
import { composeText } from './text.ts';

const PROPOSAL = new Set([
  'raise_amount',
  'valuation',
  'post_money_valuation',
  'equity_pct',
  'liquidation_preference_multiple',
  'loan_amount',
  'interest_rate_pct',
  'offer_price',
  'purchase_price',
  'salary',
  'price_change_pct',
  'headcount_cut',
  'headcount_cut_pct',
  'contract_value',
  'ransom_amount',
  'fine_amount',
  'budget',
  'cost',
]);
const STATE = new Set(['cash', 'monthly_burn', 'arr', 'mrr', 'annual_revenue', 'headcount', 'customers']);

const phraseOf = (n: ReadingNumber) => `${n.label} ${n.text}`;

function topicQuoted(decision: Decision): string {
  const topic = (decision.topic ?? '').trim().replace(/\s+/g, ' ');
  const short = topic.length > 140 ? `${topic.slice(0, 137).replace(/\s+\S*$/, '')}…` : topic;
  return short ? `“${short}”` : 'the decision';
}

export function restatementOf(reading: DecisionReading, kind: KindModule | null, decision: Decision): string {
  // A framed decision's restatement already names the company in the text's words ('a bakery with
  // £14M revenue'): its figures are not said twice.
  const described = reading.verdict === 'needs_information' ? companyOf(decision) : '';
  const proposal = reading.numbers
    .filter((n) => PROPOSAL.has(n.meaning) && n.whose === 'ours' && n.role !== 'past')
    .slice(0, 4);
  const state = reading.numbers
    .filter(
      (n) => STATE.has(n.meaning) && n.whose === 'ours' && n.role === 'actual' && !described.includes(n.text),
    )
    .slice(0, 4);
  const theirs = reading.numbers.filter((n) => n.whose === 'counterparty').slice(0, 3);
  const runway = reading.calculations.find((c) => c.id === 'runway');
  const parts: string[] = [];
  if (proposal.length) parts.push(`The proposal: ${list(proposal.map(phraseOf))}.`);
  if (state.length || runway)
    parts.push(
      `Today: ${list([...state.map(phraseOf), ...(runway?.value ? [`about ${months(runway.value)} of runway`] : [])])}.`,
    );
  if (theirs.length)
    parts.push(`The other party: ${list(theirs.map((n) => `${n.label.replace(/^their /, '')} ${n.text}`))}.`);
  const figures = parts.join(' ');
  const crisis =
    !kind && reading.verdict === 'needs_information' ? liquidityCrisis(composeText(decision)) : null;
  if (crisis)
    return `You describe a cash emergency (${topicQuoted(decision)}): the decision is how to meet what falls due, and the text names no single move. ${figures}`.trim();
  // A decision the board frames is restated in plain words, whatever kind its words hint at: a
  // kind's label read from a fragment ('Change pricing, read from “annual fee from”') would show
  // the founder a misreading instead of their question.
  if (reading.verdict === 'needs_information') return `${plainRestatement(decision)} ${figures}`.trim();
  if (!kind) return `${topicQuoted(decision)}. ${figures}`.trim();
  const cue = reading.kind_evidence.length
    ? ` (read from ${reading.kind_evidence.map((e) => `“${e}”`).join(', ')})`
    : '';
  const who =
    kind.id === 'be_acquired'
      ? ' Another party would buy your company: you are the one being acquired, not the buyer.'
      : kind.id === 'acquire_company'
        ? ' Your company would buy another.'
        : '';
  return `${kind.label}${cue}.${who} ${figures}`.trim();
}
