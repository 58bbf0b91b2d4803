// Red lines in the chair's synthesis: they head the action items and the risks whatever the
// vote, because weights do not override them (a recall after injuries, the consultation a layoff
// requires, conflicts in a sale, legal advice on a legal question).
import type { ActionItem, CriticalRisk, Seat } from '../../types.ts';
import type { DecisionFeatures } from './analyze-decision.ts';
import type { RedLineId } from './frame/frame-types.ts';
import { redLineText } from './frame/red-lines.ts';

/** The seat that owns each red line, when the board has it; the CEO otherwise. */
const OWNER: Readonly<Record<RedLineId, string>> = {
  safety_stop_and_notify: 'RISK_OFFICER',
  employment_consultation: 'CEO',
  sale_conflicts_and_waterfall: 'INDEPENDENT_GOVERNANCE',
  professional_advice: 'CEO',
};

const ACTION: Readonly<Record<RedLineId, string>> = {
  safety_stop_and_notify:
    'Stop sale and shipment, notify the product-safety regulator in every market, and trace the affected batches',
  employment_consultation:
    'Run the consultation employment law requires in each country before any date or name is announced',
  sale_conflicts_and_waterfall:
    'Record every conflict of interest, let unconflicted directors lead, model the preference waterfall and set clean-team rules',
  professional_advice: 'Take a qualified lawyer’s advice on the legal and regulatory points before acting',
};

const HORIZON: Readonly<Record<RedLineId, string>> = {
  safety_stop_and_notify: 'today',
  employment_consultation: 'before any announcement',
  sale_conflicts_and_waterfall: 'before replying to the buyer',
  professional_advice: 'before acting',
};

export function redLineActions(f: DecisionFeatures, board: readonly Seat[]): ActionItem[] {
  const owner = (id: RedLineId) =>
    board.find((s) => s.key === OWNER[id])?.title ?? board.find((s) => s.key === 'CEO')?.title ?? 'CEO';
  return f.frame.redLines.map((id) => ({ action: ACTION[id], owner_role: owner(id), horizon: HORIZON[id] }));
}

export function redLineRisks(f: DecisionFeatures): CriticalRisk[] {
  return f.frame.redLines
    .filter((id) => id !== 'professional_advice')
    .map((id) => ({
      risk: `Red line: ${redLineText(id, f.frame)}`,
      severity: 'critical',
      mitigation: `${ACTION[id]} (${HORIZON[id]}).`,
    }));
}
