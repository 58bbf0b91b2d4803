// A grant's figures: its size, the cap on what it pays for overheads and the share of the project
// the company must fund itself. 'The grant is worth up to €750k' is money offered to us, not a
// contract's value or a cost; 'overheads may not exceed 20% of the grant' is a cap, not a margin;
// 'we must co-fund 30% of eligible costs' (or 'the grant covers 70% of costs') is our own money in.
import type { NumberMeaning } from './meanings.ts';

interface Read {
  meaning: NumberMeaning;
  label?: string;
}

/** A grant named as a thing ('the grant', 'a €500k innovation grant', 'the subsidy covers'), not the verb. */
export const GRANT_NOUN =
  /\b(?:the|a|an|this|that|our|innovation|research|government|public|state|eu|federal|council|r&d)\s+(?:[\w-]+\s+)?(?:grant|subsidy|subsidies)\b(?!\s+(?:us|them|the|a|an|exclusiv\w*|rights?|access|permission|options?))|\d[km]?\s+(?:[\w-]+\s+)?(?:grant|subsidy)\b/;
const GRANT = /\b(?:grants?|subsid(?:y|ies)|innovation funding|public funding)\b/;
/** 'The grant is worth up to', 'a grant of', 'the subsidy would cover'. */
const GRANT_BEFORE =
  /\b(?:the|a|an|this|that|our|innovation|research|government|public|state|eu|federal|council|r&d)\s+(?:[\w-]+\s+)?(?:grants?|subsid(?:y|ies))\b(?:\s+(?!of\s+(?:our|the|its)\b)[a-z'’-]+){0,5}?\s*(?:of\s*)?$/;
/** '€500k grant', 'a £250k innovation grant'. */
const GRANT_AFTER = /^\s*(?:[a-z-]+\s+){0,2}?(?:grants?|subsid(?:y|ies))\b/;
const GRANT_VERB =
  /\b(?:would|will|to|can|could|should|we|they|i|may|might|must|shall|and)\s+grant(?:ed|ing)?\b|\bgrant(?:ed|ing)\b/;
const OTHER_MONEY_NEAR =
  /\b(?:cash|bank|burn|revenue|turnover|sales|salary|rent|loan|price|cost(?:s)? (?:of|us)|spend)\b[^.;\d]{0,25}$/;

/** A sum the text names as a grant's size. */
export function grantMoneyOf(read: Read | null, before: string, after: string): Read | null {
  const tail = before.slice(-60);
  // 'We would grant the new CFO a $40k bonus': the verb gives, it names no grant.
  if (OTHER_MONEY_NEAR.test(tail) || GRANT_VERB.test(`${tail}${after.slice(0, 30)}`)) return read;
  if (GRANT_AFTER.test(after) || GRANT_BEFORE.test(tail)) return { meaning: 'grant_amount' };
  return read;
}

const OVERHEAD = /\b(?:overheads?|indirect costs?|admin(?:istrative)? costs?|management costs?)\b/;
const COFUND =
  /\b(?:co-?fund\w*|co-?financ\w*|match(?:ed|ing)? fund\w*|own contribution|contribution of our own|from our own (?:money|funds|cash))\b/;
const COVERS = /\b(?:covers?|funds?|pays? for|reimburses?)\s*(?:up to\s*|only\s*)?$/;

/** A percentage among a grant's terms: the overhead cap or the share we fund, with its label. */
export function grantPercentOf(before: string, after: string, sentence: string, text: string): Read | null {
  // Only a text about a grant has a grant's terms; a partner 'contributing' a share of revenue does not.
  if (!GRANT_NOUN.test(text) || (!GRANT.test(sentence) && !COFUND.test(sentence))) return null;
  // The words up to the next figure on either side: a neighbour's terms are not this figure's.
  const near = `${before.slice(-50).replace(/^.*\d/, '')} ${after.slice(0, 50).replace(/\d.*$/, '')}`;
  if (OVERHEAD.test(near)) return { meaning: 'overhead_cap_pct' };
  if (COFUND.test(near)) return { meaning: 'cofunding_pct' };
  // 'The grant covers 70% of eligible costs': the rest is ours to find.
  if (
    COVERS.test(before) &&
    /^\s*of\s+(?:the\s+|our\s+|a\s+)?(?:\S*\d\S*\s+)?(?:(?:eligible|project|total|approved)\s+){0,2}(?:costs?|budget|spend|project)\b/.test(
      after,
    )
  )
    return { meaning: 'cofunding_pct', label: 'share of the project the grant pays (the rest is ours)' };
  return null;
}
