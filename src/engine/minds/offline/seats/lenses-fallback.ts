// What a seat weighs when its checklist for the kind found nothing to say: the evidence any board
// member can read (customers asking, growth, decline, unit economics, readiness, a step that
// cannot be undone), put in that seat's terms and quoting the decision's own words. A seat with
// none of these in view abstains and says so.
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { cashEffect } from './kind-groups.ts';
import { signalsOf } from './signals.ts';

type Fallback = (x: KindContext, c: NotesBuilder) => void;

const moving = (x: KindContext) => ['spends', 'raises'].includes(cashEffect(x.reading.kind));

export const FALLBACK_LENSES: Readonly<Record<string, Fallback>> = {
  CEO: (x, c) => {
    const s = signalsOf(x);
    if (s.demand && moving(x))
      c.pro(0.5, `Customers are pulling for it (${s.demand.quote}): ${x.phrase} follows demand.`);
    else if (s.decline && moving(x)) c.pro(0.25, `Standing still is not safe either (${s.decline.quote}).`);
  },
  CTO: (x, c) => {
    const s = signalsOf(x);
    if (s.notReady)
      c.con(
        0.5,
        `What is built is not ready (${s.notReady.quote}).`,
        'Fix what could fail in front of customers before going further.',
        'high',
      );
    else if (s.demand && cashEffect(x.reading.kind) === 'spends')
      c.pro(
        0.25,
        `Demand is named (${s.demand.quote}), so the engineering effort has a customer waiting for it.`,
      );
  },
  INVESTOR_REP: (x, c) => {
    const s = signalsOf(x);
    if (s.brokenUnitEconomics)
      c.con(
        0.75,
        'Customers leave before they pay back what it costs to win them: scaling this loses money faster.',
        'Fix retention until a customer lasts at least twice the payback period.',
        'high',
      );
    else if (s.strongGrowth && moving(x))
      c.pro(
        0.5,
        `Growth at this pace (${x.actual('revenue_growth_pct')?.text}) is what makes ${x.phrase} worth backing.`,
      );
    else if (s.demand && moving(x))
      c.pro(0.25, `Demand is visible (${s.demand.quote}), which is what investors look for.`);
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const s = signalsOf(x);
    if (s.demand) c.pro(0.5, `Customers asked for this (${s.demand.quote}).`);
    else if (s.notReady)
      c.con(
        0.5,
        `Customers would meet a product that is not ready (${s.notReady.quote}).`,
        'Let customers in only once it works for them.',
        'high',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const s = signalsOf(x);
    if (s.irreversible)
      c.con(
        0.5,
        `The step cannot be undone (${s.irreversible.quote}): it needs a stronger case than a reversible one.`,
        'Find a staged version that keeps a way back.',
        'high',
      );
    else if (s.demand && moving(x))
      c.pro(0.25, `It builds on demand the company can see (${s.demand.quote}).`);
  },
  INDUSTRY_EXPERT: (x, c) => {
    const s = signalsOf(x);
    if (s.brokenUnitEconomics)
      c.con(
        0.5,
        'Companies that scale spending before retention is fixed usually buy growth that leaks away.',
        'Fix churn before scaling acquisition.',
        'high',
      );
    else if (s.demand && moving(x))
      c.pro(0.25, `Moves that follow stated customer demand (${s.demand.quote}) have the better record.`);
  },
  OPERATIONS_EXPERT: (x, c) => {
    const s = signalsOf(x);
    if (s.notReady)
      c.con(
        0.25,
        `The operation would absorb what is not ready (${s.notReady.quote}).`,
        'Set a readiness checklist and a go/no-go review before launch.',
      );
  },
};
