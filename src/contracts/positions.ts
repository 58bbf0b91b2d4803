// Board seats: the ten position keys, their titles and default weights, and the
// three built-in templates. Shared by the server (validation, seeding) and the web app.

/** The ten positions in their canonical order. Their keys are the position keys: a new seat is
 * added here once, with its title and default weight beside its key. */
const DEFINITIONS = [
  { key: 'CEO', title: 'CEO', defaultWeight: 15, focus: 'Vision, strategy and execution' },
  { key: 'CFO', title: 'CFO', defaultWeight: 12, focus: 'Runway, unit economics and returns' },
  { key: 'CTO', title: 'CTO', defaultWeight: 12, focus: 'Technology, feasibility and scale' },
  {
    key: 'INDEPENDENT_GOVERNANCE',
    title: 'Independent Director (Governance)',
    defaultWeight: 10,
    focus: 'Fiduciary duty, process and stakeholders',
  },
  {
    key: 'INDUSTRY_EXPERT',
    title: 'Industry Expert',
    defaultWeight: 10,
    focus: 'Market dynamics and precedent',
  },
  {
    key: 'INVESTOR_REP',
    title: 'Investor Representative',
    defaultWeight: 10,
    focus: 'Valuation, growth and exit',
  },
  {
    key: 'CUSTOMER_ADVOCATE',
    title: 'Customer Advocate',
    defaultWeight: 8,
    focus: 'Customer value and trust',
  },
  {
    key: 'RISK_OFFICER',
    title: 'Risk Officer',
    defaultWeight: 8,
    focus: 'Downside, compliance and reversibility',
  },
  {
    key: 'STRATEGIC_ADVISOR',
    title: 'Strategic Advisor',
    defaultWeight: 8,
    focus: 'Positioning, options and timing',
  },
  {
    key: 'OPERATIONS_EXPERT',
    title: 'Operations Expert',
    defaultWeight: 7,
    focus: 'Capacity, process and delivery',
  },
] as const;
export type PositionKey = (typeof DEFINITIONS)[number]['key'];

export interface PositionDefinition {
  key: PositionKey;
  title: string;
  /** Default weight in percent. */
  defaultWeight: number;
  /** One line for the create-board form. */
  focus: string;
}

export const POSITIONS: readonly PositionDefinition[] = DEFINITIONS;
export const POSITION_KEYS: readonly PositionKey[] = POSITIONS.map((p) => p.key);

export const POSITION_BY_KEY: Readonly<Record<PositionKey, PositionDefinition>> = Object.fromEntries(
  POSITIONS.map((p) => [p.key, p]),
) as Record<PositionKey, PositionDefinition>;

export function isPositionKey(value: string): value is PositionKey {
  return (POSITION_KEYS as readonly string[]).includes(value);
}

export interface TemplateDefinition {
  slug: string;
  name: string;
  purpose: string;
  positions: readonly PositionKey[];
}

export const BUILTIN_TEMPLATES: readonly TemplateDefinition[] = [
  {
    slug: 'startup-board',
    name: 'Startup Advisory Board',
    purpose: 'Early-stage strategic decisions',
    positions: ['CEO', 'CFO', 'CTO', 'INVESTOR_REP', 'CUSTOMER_ADVOCATE', 'STRATEGIC_ADVISOR'],
  },
  {
    slug: 'growth-board',
    name: 'Growth Company Board',
    purpose: 'Scaling decisions',
    positions: [
      'CEO',
      'CFO',
      'CTO',
      'INDEPENDENT_GOVERNANCE',
      'INDUSTRY_EXPERT',
      'INVESTOR_REP',
      'OPERATIONS_EXPERT',
    ],
  },
  {
    slug: 'crisis-board',
    name: 'Crisis Management Board',
    purpose: 'Turnarounds and restructuring',
    positions: [
      'CEO',
      'CFO',
      'RISK_OFFICER',
      'INDEPENDENT_GOVERNANCE',
      'STRATEGIC_ADVISOR',
      'OPERATIONS_EXPERT',
    ],
  },
];
