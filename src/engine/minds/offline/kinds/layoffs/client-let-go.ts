// 'Ferri is one of our 11 clients, so we can afford to push back or even let them go': a client let
// go, in a sentence that names clients and no staff, is no lay-off, for the kind or for its duty.

const COUNTERPARTIES =
  /\b(?:clients?|customers?|accounts?|retainers?|contracts?|suppliers?|tenants?|distributors?|partners?)\b/i;
const STAFF =
  /\b(?:staff|employees?|people|workers?|team|roles|jobs|positions|headcount|redundan\w*|severance|cooks?|chefs?|drivers?|riders?|couriers?|nurses?|carers?|engineers?|developers?|designers?|cleaners?|waiters?|baristas?|cashiers?|agents?|operators?|technicians?|mechanics?|pickers?|teachers?|managers?|assistants?|juniors?|seniors?|directors?)\b/i;

export function clientLetGo(sentence: string): boolean {
  return COUNTERPARTIES.test(sentence) && !STAFF.test(sentence);
}
