// Which function a hire leads, from the title the decision uses: a VP of Sales is judged against
// revenue and a repeatable sales motion, a CTO against the product, a CFO against the money.
export type RoleFunction =
  | 'sales'
  | 'marketing'
  | 'engineering'
  | 'finance'
  | 'operations'
  | 'people'
  | 'customer'
  | 'general';

const ROLES: readonly [RegExp, RoleFunction][] = [
  [
    /\b(sales|revenue|\bcro\b|chief revenue|business development|account executives?|\baes?\b|commercial)\b/i,
    'sales',
  ],
  [/\b(marketing|growth|\bcmo\b|brand|demand gen\w*)\b/i, 'marketing'],
  [
    /\b(engineering|\bcto\b|technology|technical|product|\bcpo\b|developers?|engineers?|data science|\bai\b)\b/i,
    'engineering',
  ],
  [/\b(finance|\bcfo\b|financial|controller|accounting)\b/i, 'finance'],
  [/\b(operations|\bcoo\b|supply chain|logistics)\b/i, 'operations'],
  [/\b(people|\bhr\b|human resources|talent|recruiting)\b/i, 'people'],
  [/\b(customer success|support|customer experience|\bcs\b)\b/i, 'customer'],
];

/**
 * Where the rest of the text names the role: the words a hire verb or a title governs ('we would
 * appoint a head of commercial'). A company figure elsewhere ('revenue of £14M') names no role.
 */
const ROLE_SPAN =
  /\b(?:hir\w*|appoint\w*|recruit\w*|bring\w* in|promot\w*|offer\w*|vp|vice president|head|chief|director|lead|manager)\b(?: \w+){0,4}/gi;

/** The function the topic's hire leads ('general' when the title names none). */
export function roleOf(topic: string, text: string): RoleFunction {
  for (const [re, role] of ROLES) if (re.test(topic)) return role;
  const spans = [...text.matchAll(ROLE_SPAN)].map((m) => m[0]);
  for (const [re, role] of ROLES) if (spans.some((span) => re.test(span))) return role;
  return 'general';
}

export const ROLE_NAME: Readonly<Record<RoleFunction, string>> = {
  sales: 'a sales leader',
  marketing: 'a marketing leader',
  engineering: 'a technology leader',
  finance: 'a finance leader',
  operations: 'an operations leader',
  people: 'a people leader',
  customer: 'a customer leader',
  general: 'the new executive',
};
