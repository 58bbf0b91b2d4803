// A balance stated as cash in the bank stays cash when payroll is named in the same sentence:
// 'cash on hand for payroll is $35k' is what we hold, and the payroll is the sum due. Read as
// payroll, the board would ask for the cash it was given.

/** 'Cash on hand (for payroll) is', 'our bank balance stands at' right before the figure. */
const BALANCE_BEFORE =
  /\b(?:cash (?:on hand|in hand|balance|in the bank)|bank balance)\b(?: (?:for|to cover|to meet|against) (?:\w+ ){0,2}(?:payroll|wages|salaries))?,? (?:is|are|stands at|sits at|comes to|was|of)\s+(?:only |just |about |around |roughly |now |currently )?$/;

/** '$40k in the bank', '$45k in our account', '$30k cash on hand' right after the figure. */
const BALANCE_AFTER =
  /^\s*(?:left |remaining |available )?(?:in (?:the|our) (?:bank(?: account)?|(?:operating |current |checking |business )?accounts?)\b|cash (?:on hand|in hand|in the bank)\b)/;

export function statedAsBalance(before: string, after: string): boolean {
  return BALANCE_BEFORE.test(before.slice(-80)) || BALANCE_AFTER.test(after.slice(0, 40));
}
