// Every kind the offline board recognises, in the order ties are listed. Adding a kind: its folder
// under kinds/ and one line here (and its id in kind-ids.ts).

import { ACQUIRE_COMPANY } from './acquire-company/index.ts';
import { BE_ACQUIRED } from './be-acquired/index.ts';
import { BUDGET_APPROVAL } from './budget-approval/index.ts';
import { CORPORATE_STRUCTURE } from './corporate-structure/index.ts';
import { COST_CUTTING } from './cost-cutting/index.ts';
import { CUSTOMER_CONTRACT } from './customer-contract/index.ts';
import { DATA_PRIVACY } from './data-privacy/index.ts';
import { EQUIPMENT_PURCHASE } from './equipment-purchase/index.ts';
import { EXPAND_MARKET } from './expand-market/index.ts';
import { FOUNDER_EQUITY } from './founder-equity/index.ts';
import { HIRE_EXECUTIVE } from './hire-executive/index.ts';
import { INFRASTRUCTURE } from './infrastructure/index.ts';
import type { KindId } from './kind-ids.ts';
import type { KindModule } from './kind-kit.ts';
import { LAUNCH_PRODUCT } from './launch-product/index.ts';
import { LAYOFFS } from './layoffs/index.ts';
import { LEGAL_REGULATORY } from './legal-regulatory/index.ts';
import { MERGER_OR_JV } from './merger-or-jv/index.ts';
import { PARTNERSHIP } from './partnership/index.ts';
import { PEOPLE_MATTER } from './people-matter/index.ts';
import { PIVOT } from './pivot/index.ts';
import { PRICING_CHANGE } from './pricing-change/index.ts';
import { PRODUCT_RECALL } from './product-recall/index.ts';
import { RAISE_FUNDING } from './raise-funding/index.ts';
import { REAL_ESTATE } from './real-estate/index.ts';
import { SECURITY_INCIDENT } from './security-incident/index.ts';
import { SHUT_DOWN_PRODUCT } from './shut-down-product/index.ts';
import { TAKE_LOAN } from './take-loan/index.ts';

export const KINDS: readonly KindModule[] = [
  RAISE_FUNDING,
  TAKE_LOAN,
  PIVOT,
  ACQUIRE_COMPANY,
  BE_ACQUIRED,
  MERGER_OR_JV,
  EXPAND_MARKET,
  LAUNCH_PRODUCT,
  PRICING_CHANGE,
  HIRE_EXECUTIVE,
  LAYOFFS,
  PRODUCT_RECALL,
  INFRASTRUCTURE,
  PARTNERSHIP,
  LEGAL_REGULATORY,
  SHUT_DOWN_PRODUCT,
  CUSTOMER_CONTRACT,
  PEOPLE_MATTER,
  DATA_PRIVACY,
  SECURITY_INCIDENT,
  FOUNDER_EQUITY,
  COST_CUTTING,
  REAL_ESTATE,
  BUDGET_APPROVAL,
  CORPORATE_STRUCTURE,
  EQUIPMENT_PURCHASE,
];

const BY_ID = new Map<string, KindModule>(KINDS.map((k) => [k.id, k]));

export function kindModule(id: KindId | string | null | undefined): KindModule | null {
  return id ? (BY_ID.get(id) ?? null) : null;
}
