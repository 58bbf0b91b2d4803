// Derivatives are tools a board must authorise: a swap, a forward or an option changes the
// company's risk, can call for collateral at the worst moment and, used beyond the exposure it
// hedges, is speculation most boards (and many lenders and charters) forbid. The board sets a
// treasury policy first: what may be hedged, with what, up to what share, and who signs.
import type { DutyDefinition } from './duty-kit.ts';

const DERIVATIVE =
  /\b(?:(?:interest[- ]rate|currency|fx|cross[- ]currency|commodity|fuel|power|energy) (?:swaps?|hedg\w*|caps?|collars?|options?|futures?)|swap (?:rate|agreement|contract|counterparty|bank|line|deal)s?|(?:enter|take out|put on|buy|sign)\w* (?:\w+ ){0,2}swaps?\b|forward (?:contracts?|cover|rates?|purchases?|sales?)|(?:fx|currency|dollar|euro|usd|eur|gbp|yen|peso|rand|sterling) forwards?|hedg(?:e|es|ed|ing)\b(?! (?:fund|funds|fund's|(?:our|their|your|my) bets|against (?:that|this|it)\b))|derivatives?|futures contracts?|(?:put|call) options? on|collars?\b(?= on| for| to)|margin calls?|isda)\b/i;

/** Positions beyond the exposure: more than is owed or earned in the currency, or a bet on a view. */
const BEYOND_EXPOSURE =
  /\b(?:speculat\w*|bet(?:ting)? on (?:the )?(?:rate|currency|peso|dollar|euro|price)|(?:twice|double|triple|\d+ times) (?:our|the) (?:exposure|debt|needs?)|(?:more|larger|bigger) than (?:our|the) (?:exposure|debt|loan|revenue|receivables|payables)|(?:150|200|\d{3})% of (?:our |the )?(?:exposure|debt|revenue)|naked (?:options?|positions?)|to (?:profit|make money|earn) (?:from|on) (?:the )?(?:rate|currency|movements?))\b/i;

export const TREASURY_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'derivatives_authority',
    title: 'Hedging authority and collateral',
    owner: 'CFO',
    cues: [DERIVATIVE],
    breach: [BEYOND_EXPOSURE],
    text: () =>
      'A hedge is a contract with its own risks: it can need collateral or margin when rates move against it, it binds the company for its whole term, and closing it early costs its market value. Boards (and often the lenders’ agreements and the company’s own rules) allow hedging only of a real exposure, within a written treasury policy that says what may be hedged, with which instruments, up to what share and who may sign; anything beyond the exposure is speculation. Check the instrument’s collateral terms and its accounting with the auditors, and approve it at the board, before dealing.',
    action:
      'Approve a written treasury policy first (exposures, instruments, limits, signatories), hedge no more than the real exposure, and model the collateral a bad month would call for',
  },
];
