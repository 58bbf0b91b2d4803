// Situations that raise a company-law or money duty from their shape, not one phrase (ADR 0110):
// money taken from an investor for a security, what investors are told against what the figures
// give, a seat added to the board, equity promised to a person, staff paid late for want of cash.
import { placeList } from '../reader/places.ts';
import { ownCashValue } from '../reader/solvency-calcs.ts';
import type { DutyContext } from './duty-kit.ts';
import { findSituations } from './match.ts';

/** An instrument a company issues for money: a SAFE, a convertible, a priced round, new shares. */
const INSTRUMENT =
  /\b(?:safes?|convertible(?: (?:notes?|loans?|bonds?))?|(?:priced|equity|seed|series [a-d]|bridge|pre-seed|angel) (?:round|extension|financing)|(?:seed |bridge )?extension|bridge round|preferred (?:shares|stock)|new shares|share (?:issue|issuance|subscription)|term sheet)\b/i;
/** Someone putting money in. */
const INVESTOR =
  /\b(?:investors?|vcs?|funds?|angels?|backers?|shareholders?|lead|syndicate|family offices?)\b/i;
/** The money offered, taken or asked for. */
const MONEY_STEP =
  /\b(?:offer\w*|tak(?:e|es|ing)|accept\w*|rais\w*|issu\w*|sign\w*|clos\w*|put\w* in|invest\w*|lead\w*|extend\w*|proposes?|give\w*)\b/i;
/** A round being raised now, named by its stage or its price: 'raise a $3M seed', 'raising at $15M pre-money'. */
const ROUND_RAISED_NOW =
  /\brais(?:e|es|ing) (?:a |an |our |the |this |its )?(?:(?:[$€£¥]\s?)?[\d.,]+\s?(?:k|m|bn|million|billion)?\s)?(?:seed|pre-seed|series [a-d])\b/i;
const PRICED_TERMS = /\b(?:pre-money|post-money|valuation cap)\b/i;
const RAISING_NOW = /\brais(?:e|es|ing)\b/i;
/** Money taken from investors for a security; a round raised now needs no investor named. */
export const SECURITIES_ISSUED: readonly (readonly RegExp[])[] = [
  [INSTRUMENT, INVESTOR, MONEY_STEP],
  [ROUND_RAISED_NOW],
  [PRICED_TERMS, RAISING_NOW],
];

/** What the company tells investors, with a figure: 'we tell investors we have 18 months runway'. */
export const TOLD_INVESTORS =
  /\b(?:tells?|told|telling|says?|said|saying|claim\w*|promis\w*|show\w*|pitch\w*|present\w*|report\w*|quot\w*)\b (?:\w+ ){0,3}(?:investors?|backers?|shareholders?|lps?|the market|our board)\b|\b(?:pitch |investor |our |the )deck (?:says|shows|claims|states)\b/i;
const CLAIMED_FIGURE = /\b(?:runway|months?|arr|revenue|growth|margin|profit\w*|customers|burn)\b/i;
export const TOLD_TO_INVESTORS: readonly (readonly RegExp[])[] = [[TOLD_INVESTORS, CLAIMED_FIGURE]];

/** The months of runway the text says investors are told, when it says so. */
function runwayClaimed(text: string): number | null {
  const m =
    /\b(?:tells?|told|telling|says?|said|saying|claim\w*|promis\w*|show\w*|pitch\w*|present\w*|report\w*)\b[^.]{0,60}?\b(\d+(?:\.\d+)?)\s*months?(?:['’]s?)? (?:of )?runway\b/i.exec(
      text,
    ) ??
    /\b(?:tells?|told|telling|says?|said|saying|claim\w*|promis\w*|show\w*|pitch\w*|present\w*|report\w*)\b[^.]{0,60}?\brunway (?:of|is|at) (\d+(?:\.\d+)?)\s*months?\b/i.exec(
      text,
    );
  return m ? Number(m[1]) : null;
}

/**
 * Investors told more runway than the company's own cash and burn give (by a quarter or more):
 * raising on that figure is a misstatement, whatever the instrument.
 */
export function runwayOverstated(x: DutyContext): { claimed: number; real: number } | null {
  const claimed = runwayClaimed(x.text);
  const cash = x.get('cash');
  const burn = x.get('monthly_burn');
  if (claimed === null || !cash || !burn || burn.value <= 0) return null;
  // Money in the account that is owed on to others is no runway.
  const own = ownCashValue(cash.value, x.numbers);
  const real = Math.round((own / burn.value) * 10) / 10;
  return claimed > real * 1.25 ? { claimed, real } : null;
}

/** The securities duty for a private round: the exemption, the filing and true statements. */
export function privateRoundRules(x: DutyContext): string {
  const over = runwayOverstated(x);
  const us = x.everywhere.some((p) => p.country === 'the US');
  return (
    (over
      ? `Investors are told ${over.claimed} months of runway, but the cash and burn stated give about ${over.real}: money raised on a figure the company knows is wrong is raised on a misstatement, and the investors gain a claim against the company and its directors. Correct the figure with them before anything is signed. `
      : '') +
    'A SAFE, a convertible or new shares sold to investors is an offer of securities even when private: it must fit an exemption' +
    (us
      ? ' (in the US, Regulation D, with a Form D filed with the SEC just after the first sale and the state notices)'
      : '') +
    ', the instrument must be authorised by the board (and the shareholders where the articles say so), and everything investors are told (runway, revenue, growth) must be accurate and not misleading. Have securities counsel confirm the exemption and the filings before it closes.'
  );
}

/** A seat added or asked for on the board: 'she asks for a board seat', 'add an independent director'. */
const BOARD_PLACE =
  /\b(?:board seats?|seats? on (?:the|our|its) board|directorships?|(?:independent|non-?executive|non-exec|outside|external|investor) (?:\w+ )?directors?|board members?|(?:to|on|join\w*|from|off) (?:the |our )?board)\b/i;
const SEAT_STEP =
  /\b(?:add\w*|appoint\w*|offer\w*|giv\w*|grant\w*|elect\w*|nominat\w*|bring\w* (?:in|on)|expand\w*|enlarg\w*|ask\w*|want\w*|request\w*|demand\w*|invit\w*|replac\w*|remov\w*|seat\w*)\b/i;
/** The step is taken on the seat itself, near it: not 'a board member recommended', 'the board wants'. */
const SEAT_CHANGED = new RegExp(
  `${SEAT_STEP.source}[^.;]{0,40}${BOARD_PLACE.source}|${BOARD_PLACE.source}[^.;]{0,25}${SEAT_STEP.source}`,
  'i',
);
export const BOARD_CHANGED: readonly (readonly RegExp[])[] = [[SEAT_CHANGED]];

/** Equity promised to a person or a pool of staff: 'asking A$340k base plus 5% equity', 'offer her 2% in options', 'set up an 8% option pool'. */
const EQUITY_SHARE =
  /\b(?:\d+(?:\.\d+)?\s?%\s?(?:of (?:the )?(?:company|equity|shares)|equity|stake|in (?:stock|share )?options|(?:stock |share )?options|shares)|(?:an? |the |our )?(?:(?:stock |share )?option pool|esop|bspce|employee (?:share|stock) (?:option )?(?:scheme|plan|pool)|share option (?:scheme|plan))|(?:equity|stock options?|share options?|sweat equity) (?:grant|package|award|stake)|(?:a |an )?(?:equity )?stake in the company)\b/i;
const EQUITY_STEP =
  /\b(?:ask\w*|want\w*|request\w*|demand\w*|offer\w*|grant\w*|giv\w*|propos\w*|plus|expect\w*|negotiat\w*|set\w* up|creat\w*|establish\w*|top\w* up|expand\w*|refresh\w*|introduc\w*)\b/i;
export const EQUITY_PROMISED: readonly (readonly RegExp[])[] = [[EQUITY_SHARE, EQUITY_STEP]];

/** The shareholders' part in a seat added to the board or equity issued to a person. */
export function seatOrEquityRules(x: DutyContext): string {
  const where = x.everywhere.length ? ` in ${placeList(x.everywhere)}` : '';
  return (
    (findSituations(x.text, BOARD_CHANGED).length
      ? `Who sits on the board, how many seats there are and who may fill them is set by the articles and any shareholders’ or investors’ agreement: adding, removing or changing a director usually needs a shareholders’ resolution (removal often with special notice and the director’s right to be heard) or the consent the investors’ agreement gives them, and a new seat can change the balance of votes (an even board deadlocks unless the chair has a casting vote). `
      : '') +
    (findSituations(x.text, EQUITY_PROMISED).length
      ? `Equity for a person means new shares or options: the board may issue them only within an authority the shareholders gave (an approved option pool, an allotment authority, pre-emption waived), and a grant beyond it needs their approval${where}. `
      : '') +
    'Have counsel check the articles and agreements and put the resolution needed to the shareholders before it is offered.'
  );
}

/** Staff to be paid after their pay day because the cash goes elsewhere: a creditor preferred while short. */
export const PAY_STAFF_LATE: readonly (readonly RegExp[])[] = [
  [
    /\b(?:pay\w* (?:\w+ ){0,3}(?:team|staff|people|employees|workers|salar(?:y|ies)|wages|payroll) (?:\w+ ){0,3}(?:late|later)|(?:delay\w*|defer\w*|postpon\w*|hold\w* back|push\w* back|skip\w*|stagger\w*) (?:\w+ ){0,3}(?:payroll|salar(?:y|ies)|wages|pay ?day|the team['’]?s? pay))\b/i,
  ],
];

/** Code re-licensed (open source to source-available or proprietary) with outside contributors' work in it. */
export const RELICENSED_WITH_CONTRIBUTIONS: readonly (readonly RegExp[])[] = [
  [
    /\b(?:re-?licens\w*|change\w* (?:\w+ ){0,3}licen[cs]e|under (?:an? |the )?(?:source[- ]available|business source|bsl|sspl|elastic|proprietary|closed[- ]source|non-?compete) licen[cs]e|(?:mov|switch|go|chang|convert)\w* (?:\w+ ){0,5}(?:to|under) (?:an? |the )?(?:source[- ]available|business source|bsl|bus?l|sspl|elastic licen[cs]e|proprietary|closed[- ]source|commercial licen[cs]e|non-?compete licen[cs]e))\b/i,
    /\b(?:contributors?|contributions?|contributed|community|cla|pull requests?|outside (?:developers|engineers))\b/i,
  ],
];

export function relicensingRules(): string {
  return 'Code from outside contributors stays their copyright unless they assigned it: without a contributor licence agreement the company holds it only under the licence it came in under. A permissive licence such as Apache 2.0 lets that code ship inside a product under other terms, but only with its notices and licence text kept for those parts, and it gives no power to stop anyone using the contributed code, or the releases already published, under the old licence; copyleft contributions cannot be re-licensed at all without their authors. ';
}
