// Which checklists judge which kinds. Kinds not listed here (raise, pivot, acquire, expand,
// launch, hire) are judged by the persona lenses, which were written for them, plus the
// frame's calculations.
import type { DecisionKind } from '../frame/frame-types.ts';
import type { KindChecklists } from './checklist-kit.ts';
import { HIRE_EXTRAS } from './hire.ts';
import { LAYOFF_CHECKLISTS } from './layoffs.ts';
import {
  INFRASTRUCTURE_CHECKLISTS,
  LEGAL_CHECKLISTS,
  LOAN_CHECKLISTS,
  MERGER_CHECKLISTS,
  PARTNERSHIP_CHECKLISTS,
  PRICING_CHECKLISTS,
  SHUTDOWN_CHECKLISTS,
} from './other-kinds.ts';
import { RECALL_CHECKLISTS } from './recall.ts';
import { SALE_CHECKLISTS } from './sale.ts';

export const CHECKLISTS: Partial<Readonly<Record<DecisionKind, KindChecklists>>> = {
  layoffs: LAYOFF_CHECKLISTS,
  product_recall: RECALL_CHECKLISTS,
  be_acquired: SALE_CHECKLISTS,
  take_loan: LOAN_CHECKLISTS,
  pricing_change: PRICING_CHECKLISTS,
  infrastructure: INFRASTRUCTURE_CHECKLISTS,
  partnership: PARTNERSHIP_CHECKLISTS,
  legal_regulatory: LEGAL_CHECKLISTS,
  shut_down_product: SHUTDOWN_CHECKLISTS,
  merger_or_jv: MERGER_CHECKLISTS,
};

/** Checks added to the persona lenses for kinds they judge, where the lenses miss something specific. */
export const EXTRA_CHECKS: Partial<Readonly<Record<DecisionKind, KindChecklists>>> = {
  hire_executive: HIRE_EXTRAS,
};

export type { KindContext, SeatChecklist } from './checklist-kit.ts';
