// 'Acme's revenue is €8m', 'Globex’s ARR: $5M': a figure of a named company's, when the text does
// not otherwise say whose it is. Words that start a sentence or name a period ('Today's cash',
// 'Q3's revenue', 'March's burn') own nothing.

const NOT_A_NAME =
  /^(?:today|tomorrow|yesterday|this|last|next|our|my|its|their|his|her|year|month|quarter|week|q[1-4]|h[12]|fy\d*|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|everyone|nobody|company|business|team|board|ceo|cfo|cto|management|founder|founders|ebitda|ebit|revenue|revenues|turnover|sales|arr|mrr|gmv|cash|burn|profit|margin|payroll|headcount|opex|capex|debt|net)$/i;

/** A capitalised name with a possessive, then at most a few words, right before the figure. */
const POSSESSIVE_NAME =
  /\b([A-Z][\w&-]*)['’]s\s+(?:[\w-]+\s+){0,3}(?:(?:is|was|are|were|of|at|stands at|totals?|hit|reached|:)\s*)*(?:about |around |roughly |~)?$/;

const asLiteral = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text names the company as the one deciding ('Should Kiddo raise?', 'we are Kiddo', 'at Kiddo we'). */
function isOwnName(name: string, text: string): boolean {
  const n = asLiteral(name);
  return new RegExp(
    String.raw`\b(?:should|can|could|must|will|would|shall)\s+${n}\b|\b(?:we|i)\s+(?:are|am|run|own|founded|started|lead)\s+${n}\b|\bat\s+${n},?\s+we\b|\b${n}\s+(?:is|was)\s+(?:our|my)\b|\b(?:we|us|our)\b[^.]{0,20}\(${n}\)|\bcompany(?: name)?:\s*${n}\b`,
    'i',
  ).test(text);
}

/** Whether the words before a figure (as written) name another company as its owner. */
export function namedOwnerBefore(beforeAsWritten: string, text: string): boolean {
  const name = POSSESSIVE_NAME.exec(beforeAsWritten.slice(-80))?.[1];
  return name !== undefined && !NOT_A_NAME.test(name) && !isOwnName(name, text);
}

/** A capitalised name that opens the clause and holds what follows: 'Harbour has S$22M revenue'. */
const SUBJECT_NAME =
  /^\s*([A-Z][\w&-]*)(?:\s+[A-Z][\w&-]*){0,3}\s+(?:has|had|have|makes|made|earns|earned|does|did|turns over|turned over|generates|generated|posts|posted|reports|reported|brings in|is at|was at|runs at|employs|sells)\b|^\s*([A-Z][\w&-]*)(?:\s+[A-Z][\w&-]*){0,3}\s*(?::|\s[—–-])\s/;

/**
 * Whether another company is the subject of the clause before a figure. The name must also appear
 * capitalised inside a sentence elsewhere, so a sentence's first word ('Revenue has …') names no one.
 */
export function namedSubjectBefore(beforeAsWritten: string, text: string): boolean {
  const found = SUBJECT_NAME.exec(beforeAsWritten);
  const name = found?.[1] ?? found?.[2];
  if (name === undefined || NOT_A_NAME.test(name) || isOwnName(name, text)) return false;
  const n = asLiteral(name);
  // 'Lille has 140 employees' beside 'the Lille site': a place of ours, not another company.
  const place = new RegExp(
    String.raw`\b(?:in|at|near|from|across)\s+(?:the\s+)?${n}\b|\b${n}\s+(?:site|plant|office|store|branch|team|factory|warehouse|facility|hub|depot)\b`,
  );
  return !place.test(text) && new RegExp(String.raw`[\w,;:]\s+${n}\b`).test(text);
}
