// Money the law or a funder ties down. A dividend or a share buyback may be paid only out of
// distributable profits and while the company stays solvent, and loan covenants often restrict it.
// Money given for a purpose (a public grant, a subsidy, a restricted donation) may be spent only on
// that purpose and on the funder's conditions, or it must be paid back.
import { GRANT_NOUN } from '../reader/grant-terms.ts';
import type { DutyDefinition } from './duty-kit.ts';

/** The company buying its own shares: 'the company buys out Anna's 25%', 'his shares for cancellation'. */
export const COMPANY_BUYS_OWN_SHARES =
  /\b(?:(?:the )?company (?:itself )?(?:buys?|buying|acquires?|acquiring|purchas\w*|buy(?:s|ing)? out) (?:[\w'’%]+ ){0,3}(?:shares|stake|\d+(?=%))|(?:shares|stake) for (?:redemption|cancellation))\b/i;

/** Money paid out to shareholders: a dividend, a distribution, a buyback or redemption of shares. */
const PAID_OUT =
  /\b(?:(?:pay|paying|declare|declaring|pays|paid|declared|special|interim|final|annual|one-?off)\s+(?:[\w€$£¥₹.,]+\s+){0,4}dividends?|dividends? (?:of|to|for|payout|payment|distribution)|distribut\w* (?:\w+ ){0,3}(?:to|among|between) (?:the |our )?(?:shareholders|owners|partners|members|family)|(?:buy|buying|bought) back (?:[\w%.,€$£]+ ){0,4}(?:shares|stake|stock)|(?:share|stock) buy-?backs?|buy-?back (?:of )?(?:\w+ ){0,2}(?:shares|stake|stock)|repurchas\w* (?:[\w%.,€$£]+ ){0,4}(?:shares|stake|stock)|treasury (?:shares|stock)|redeem\w* (?:[\w%.,€$£]+ ){0,4}(?:shares|preference shares)|return (?:\w+ ){0,2}(?:capital|cash) to (?:the |our )?shareholders)\b/i;

/** Money given for a purpose: a grant or subsidy with conditions, a restricted or earmarked fund. */
const TIED_MONEY =
  /\b(?:restricted (?:funds?|donations?|reserves?|income|grants?|gifts?)|(?:earmarked|ring-?fenced) (?:for|funds?|money|grant)|donor[- ]restricted|grant (?:conditions|terms|agreement|rules|money|funds)|(?:conditions|terms) of the (?:grant|subsidy|funding)|(?:innovation|research|government|public|state|eu|federal|r&d|capital|development) (?:grants?|subsid(?:y|ies))|subsid(?:y|ies) (?:from|of|for|conditions)|claw-?back|repay (?:\w+ ){0,2}(?:the )?(?:grant|subsidy))\b/i;

/** Using tied money for something else: moving, borrowing or spending it outside its purpose. */
const TIED_MONEY_ELSEWHERE =
  /\b(?:use|using|move|moving|borrow|borrowing|dip|dipping|spend|spending|redirect\w*|divert\w*|reallocat\w*|cover|covering)\b[^.]{0,60}\b(?:restricted|earmarked|ring-?fenced|grant|subsidy)\b[^.]{0,60}\b(?:for|to (?:pay|cover|fund)|on) (?!(?:the |its |their )?(?:purpose|project)\b)/i;

const GRANT_REFUSED =
  /\b(?:turned down|rejected|refused|declined|did not (?:get|win)|didn['’]t (?:get|win)|unsuccessful)\b[^.]{0,30}\b(?:grants?|subsid(?:y|ies))\b/i;

export const DISTRIBUTION_AND_GRANT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'distribution_rules',
    title: 'Dividends and buybacks only from distributable profits',
    owner: 'CFO',
    cues: [PAID_OUT, COMPANY_BUYS_OWN_SHARES],
    text: () =>
      'A dividend, a distribution or a buyback of shares is lawful only out of distributable profits (accumulated realised profits in the last accounts, or the reserves the local company law allows) and only if the company can still pay its debts as they fall due afterwards; some countries require a directors’ solvency statement or a shareholders’ resolution, and loan agreements often restrict or forbid distributions (an equity-ratio or cash covenant). An unlawful distribution can be reclaimed from the shareholders, and the directors who approved it are liable. Check the last accounts, the covenants and a cash forecast before declaring it, and take counsel’s advice on the form.',
    action:
      'Confirm distributable reserves in the last accounts, test solvency and the loan covenants on a 12-month cash forecast, and minute the approval in the form company law requires',
  },
  {
    id: 'grant_conditions',
    title: 'Grant and restricted-fund conditions',
    owner: 'CFO',
    // Any grant or subsidy named as a thing ('the IIA grant', 'a grant of ₪3.2m'), not the verb ('grant options').
    cues: [TIED_MONEY, new RegExp(GRANT_NOUN.source, 'i')],
    // A grant applied for and refused ties down no money.
    when: (x) => TIED_MONEY.test(x.text) || !GRANT_REFUSED.test(x.text),
    breach: [TIED_MONEY_ELSEWHERE],
    text: () =>
      'Money given for a purpose (a public grant or subsidy, a restricted donation) may be spent only on that purpose and on the funder’s conditions: eligible costs, co-funding, reporting, and often limits on moving the know-how, the jobs or the assets it paid for elsewhere. Using it for something else, or breaking a condition, lets the funder claw it back, and for a charity it is a breach of trust by the trustees. Read the grant agreement (or the donor’s restriction) before the step, and ask the funder in writing where it is unclear.',
    action:
      'Check the grant agreement or the donor’s restriction against the step, and get the funder’s written consent before any change of use, transfer abroad or sale of what it paid for',
  },
];
