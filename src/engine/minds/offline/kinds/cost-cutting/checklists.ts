// Each seat's checklist for cutting costs other than by layoffs: whether the cuts reach the runway
// wanted, what they stop, and which ones would break promises (to suppliers, staff or customers).
import { months } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists } from '../kind-kit.ts';

const LATE_PAYMENT =
  /\b(delay(?:ing)? (?:paying|payments?)|pay (?:suppliers|vendors) late|stretch (?:our )?payables|defer(?:ring)? (?:payments|rent|taxes))\b/;

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const option = x.calc('runway_at_option');
    const runway = runwayOf(x);
    if (option && runway)
      c.pro(
        0.75,
        `The cuts take runway from ${months(runway.value)} to ${option.result} (${option.inputs}).`,
      );
    const saving = x.proposed('saving');
    if (saving) c.pro(0.5, `A ${saving.label} of ${saving.text}.`);
    if (x.says(LATE_PAYMENT))
      c.con(
        0.5,
        'Paying suppliers or the tax authority late is borrowing at a high price: interest, penalties and credit terms lost.',
        'Negotiate new terms openly with each supplier instead of paying late.',
        'high',
      );
  },
  CEO: (x, c) => {
    const runway = runwayUnder(x, 12);
    if (runway)
      c.pro(
        0.5,
        `With ${months(runway.value)} of runway, cost discipline now keeps the choice of what to do next.`,
      );
    c.ask('Which of the cuts slow growth, and which only remove waste?');
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.con(
      0.25,
      'Every cut stops something someone relies on.',
      'List what each cut stops and who depends on it before it takes effect.',
    );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(/\b(support|customer success|service|sla|response times?)\b/))
      c.con(
        0.5,
        'Cutting support or service is felt by customers first.',
        'Keep the service customers pay for; cut elsewhere first.',
        'high',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (runwayOf(x))
      c.pro(
        0.25,
        x.profile.investors || x.profile.stage === 'young'
          ? 'A longer runway strengthens the hand in the next raise.'
          : 'A longer runway strengthens the hand with lenders and suppliers.',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(LATE_PAYMENT))
      c.con(
        0.5,
        'Late payment can trigger default clauses, supplier stoppages or personal liability for unpaid taxes.',
        'Check each contract’s default terms before any payment is delayed.',
        'high',
      );
  },
};
