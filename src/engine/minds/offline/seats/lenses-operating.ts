// The operating seats' general lenses, reading only the reading. Most of what they say comes
// from the kind's checklist; these add what holds for any decision: customers affected and churn
// (Customer Advocate), the people and the time to deliver (Operations), alternatives ruled out
// (Strategic Advisor), a deadline that forces the pace (CEO).
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { count, months, pct } from '../reader/format.ts';
import { cashEffect } from './kind-groups.ts';

export function ceoLens(x: KindContext, c: NotesBuilder): void {
  const deadline = x.proposed('deadline_months');
  if (deadline && deadline.value <= 1 && cashEffect(x.reading.kind) === 'spends')
    c.con(
      0.25,
      `The deadline (${deadline.text}) leaves little time to check ${x.phrase} properly.`,
      'Ask for more time, or decide only the part that cannot wait.',
    );
}

export function customerLens(x: KindContext, c: NotesBuilder): void {
  const affected = x.calc('accounts_affected');
  if (affected) c.pro(0, `${affected.label}: ${affected.result}.`);
  const churn = x.actual('churn_monthly_pct');
  if (churn && churn.value >= 3)
    c.con(
      0.5,
      `Churn is already ${pct(churn.value)} a month: customers are leaving before ${x.phrase} touches them.`,
      'Find out why customers leave before changing what they get.',
    );
  else if (churn) c.pro(0.25, `Churn of ${pct(churn.value)} a month leaves customers’ trust to build on.`);
  const customers = x.actual('customers');
  if (customers && !affected) c.pro(0, `${count(customers.value)} customers depend on the company today.`);
}

export function operationsLens(x: KindContext, c: NotesBuilder): void {
  const headcount = x.actual('headcount');
  const deadline = x.proposed('deadline_months');
  if (headcount && deadline && cashEffect(x.reading.kind) === 'spends')
    c.pro(0, `${count(headcount.value)} people are to deliver ${x.phrase} within ${months(deadline.value)}.`);
  if (deadline && deadline.value < 1 && cashEffect(x.reading.kind) === 'spends')
    c.con(
      0.5,
      `${deadline.text} is too little time to prepare the operation for ${x.phrase}.`,
      'Move the date, or start with the part the team can deliver safely.',
      'high',
    );
}

export function strategyLens(x: KindContext, c: NotesBuilder): void {
  const ruledOut = x.reading.negations.find((n) =>
    /\b(raise|round|loan|sale|offer|buyer|bridge|investor|option|alternative)\b/i.test(n),
  );
  if (ruledOut)
    c.pro(0, `One alternative is already ruled out (${ruledOut.toLowerCase()}), which narrows the choice.`);
  if (!/\b(or|instead|alternative|option|versus|vs)\b/.test(x.text))
    c.ask(`What is the best alternative to ${x.phrase}, including waiting, and why is this better?`);
}
