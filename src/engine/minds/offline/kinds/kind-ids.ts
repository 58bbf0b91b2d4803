// The kinds of decision the offline board recognises. Each has its folder under kinds/ (cues,
// figures, duties, checklists) and one line in kinds/registry.ts.

export const KIND_IDS = [
  'raise_funding',
  'take_loan',
  'pivot',
  'acquire_company',
  'be_acquired',
  'merger_or_jv',
  'expand_market',
  'launch_product',
  'pricing_change',
  'hire_executive',
  'layoffs',
  'product_recall',
  'infrastructure',
  'partnership',
  'legal_regulatory',
  'shut_down_product',
  'customer_contract',
  'people_matter',
  'data_privacy',
  'security_incident',
  'founder_equity',
  'cost_cutting',
  'real_estate',
] as const;
export type KindId = (typeof KIND_IDS)[number];
