// Duties in the terms of money raised or borrowed: liquidation preferences, anti-dilution, control
// of the board, covenants and cross-default, personal guarantees, and offering shares to the public.
import { REVENUE_BASED } from '../reader/revenue-financing.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import {
  INVESTMENT,
  PROMISE_MADE,
  PUBLIC_INVESTORS,
  promotionRules,
  RETURN_PROMISE,
} from './promised-returns.ts';
import {
  privateRoundRules,
  runwayOverstated,
  SECURITIES_ISSUED,
  TOLD_INVESTORS,
  TOLD_TO_INVESTORS,
} from './shapes-company.ts';

/** A return promised to the public for their money: 'guaranteed 12% to retail savers'. */
const PROMISED_TO_PUBLIC = [[RETURN_PROMISE, PUBLIC_INVESTORS, INVESTMENT]] as const;

/** Shares offered to the public, or a return promised to it, rather than a private round. */
function offeredToPublic(text: string): boolean {
  return findCues(text, PUBLIC_OFFER).length > 0 || findSituations(text, PROMISED_TO_PUBLIC).length > 0;
}

/**
 * A duty every such step meets and counsel handles as routine: a private round's exemption and
 * filing. Its owner makes it a condition, not an alarm; an offer to the public stays high.
 */
export function routineWithCounsel(id: string, text: string): boolean {
  return id === 'securities_offering' && !offeredToPublic(text);
}

/** A listing named as the step itself: 'should we IPO', 'go ahead with the flotation this autumn'. */
const LISTING =
  '(?:ipo|initial public offering|public offering|flotation|float(?:ing)? (?:the company|on)|go(?:ing)? public|listing (?:on|of)|list (?:our shares|the company|on))';
/** Far off or hoped for: 'an IPO in about two years', 'one day', 'by 2029'. */
const LISTING_LATER =
  /\b(?:in|within) (?:about |around |roughly |some |maybe |perhaps )?(?:\d+|a few|several|a couple of|couple of) years|\byears? (?:away|from now|out)\b|\b(?:one day|someday|some day|eventually|long[- ]term|in the future|down the (?:road|line)|ambition|aspir\w*|dream|exit (?:option|route|path))\b|\b(?:by|in) 20\d\d\b/i;
const LISTING_NOW = new RegExp(
  `\\b(?:should we|shall we|do we|can we|whether to|decide (?:on|whether)|go(?:ing)? ahead with|proceed\\w* with|launch\\w*|price\\w*|fil(?:e|ing) for|start\\w*|kick\\w* off|run|approv\\w*|commit\\w* to|prospectus for) (?:\\w+ ){0,3}${LISTING}(?![^.?!]{0,60}(?:${LISTING_LATER.source}))|${LISTING}\\b[^.]{0,40}\\b(?:this (?:year|autumn|fall|spring|summer|winter|quarter|month)|next (?:month|quarter|week)|in (?:\\d+|a few|two|three|six) (?:weeks|months)|now)\\b`,
  'i',
);

/** An offer to the public or to customers: crowdfunding, tokens, a prospectus, a listing decided now. */
const PUBLIC_OFFER: readonly RegExp[] = [
  /\b(crowdfund\w*|equity crowdfunding|sell shares to (?:our )?(?:customers|users|the public|fans|community)|token sale|initial coin offering|reg(?:ulation)? (?:cf|d|a\+?)|prospectus|retail investors|non-accredited|unaccredited|not accredited|offer\w* (?:\w+ ){0,2}shares to|sell\w* (?:\w+ ){0,3}tokens|(?:issue|offer|launch)\w* (?:an? |our )?(?:\w+ )?tokens?|tokens? (?:sale|offering)|promis\w* (?:\w+ ){0,4}(?:rise|increase|go up|grow)\w* in value|crowdfunding platform|(?:customers|users|fans|community|members|the public|followers|subscribers|employees) (?:to )?(?:invest|buy (?:shares|stakes|equity))|invest (?:\w+ ){0,3}(?:through|via|in) (?:our |the )?(?:app|platform|website)|sell\w* (?:\w+ ){0,2}(?:stakes|shares|equity|notes|bonds) (?:\w+ ){0,4}(?:directly|online|in (?:the|our) app|to (?:our )?(?:customers|users|the public|fans|members|community))|community round|mini-?bonds?|(?:raise|raising|borrow\w*) (?:\w+ ){0,4}from (?:the public|our (?:users|customers|community|followers)|retail)|(?:employee|staff) (?:share )?(?:secondary|tender offer|buy-?back)|tender offer)\b/i,
  // A listing is an offering only when it is the step being decided, not a plan years away.
  LISTING_NOW,
];

/** A return promised, or a runway investors are told that the cash and burn do not give. */
function misstated(x: DutyContext): boolean {
  return findCues(x.text, [PROMISE_MADE]).length > 0 || runwayOverstated(x) !== null;
}

function publicOfferRules(x: DutyContext): string {
  return (
    'Offering shares, tokens or notes to the public or to customers is regulated securities activity: it needs an exemption or a prospectus' +
    (x.places.some((p) => p.country === 'the US')
      ? ' (in the US, Regulation D, Regulation CF or Regulation A)'
      : '') +
    (x.places.some((p) => p.blocs.includes('EU'))
      ? ' (in the EU, the Prospectus Regulation or a licensed crowdfunding platform)'
      : '') +
    ', with disclosure duties and liability for misstatements.' +
    (findSituations(x.text, PROMISED_TO_PUBLIC).length ? promotionRules(x) : '') +
    ' Take securities-counsel advice before anything is offered or promoted.'
  );
}

export const FINANCING_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'liquidation_preference',
    title: 'Liquidation preference: who is paid first, and how much',
    owner: 'INVESTOR_REP',
    cues: [
      /\b(liquidation preference|\d(?:\.\d)?\s?[x×] (?:participating |non-participating )?(?:liquidation )?preference|participating preferred|participation (?:right|rights|cap)|preference stack|preferred return)\b/i,
    ],
    text: (x) => {
      const multiple = x.get('liquidation_preference_multiple');
      const participating = /\bparticipat\w*/i.test(x.text) && !/non-participat\w*/i.test(x.text);
      return (
        `A liquidation preference pays investors first on a sale or wind-down${multiple ? `: at ${multiple.text} they take ${multiple.value} times their money before anyone else` : ''}` +
        (participating
          ? ', and participation lets them also share in what is left, so in a modest exit founders and staff may receive little'
          : '') +
        '. Anything above a 1× non-participating preference is a real cost to common shareholders. Model the payout at several exit values, and have counsel review the terms before signing.'
      );
    },
    action:
      'Model what each class receives at several exit values and negotiate toward a standard non-participating preference that returns the money invested once',
  },
  {
    id: 'anti_dilution',
    title: 'Anti-dilution and ratchets',
    owner: 'INVESTOR_REP',
    cues: [/\b(anti-?dilution|full ratchet|ratchet|weighted average|price protection|down round)\b/i],
    text: () =>
      'Anti-dilution terms re-price an investor’s shares if a later round is cheaper; a full ratchet can transfer a large part of the company to them in a down round, at the founders’ and staff’s expense. Broad-based weighted average is the market norm. Have counsel model the effect before signing.',
    action:
      'Model the anti-dilution effect in a down round and accept no more than broad-based weighted average',
  },
  {
    id: 'board_control',
    title: 'Who controls the board and the vetoes',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(board seats?|seat on (?:the|our) board|board (?:control|majority|composition)|veto (?:rights?|over)|protective provisions|majority of the board|observer seat|control of the board|two seats)\b/i,
    ],
    // Control bought with money: a seat wanted by a lender, a family or staff is the shareholders'
    // matter, not an investor's terms.
    when: (x) =>
      x.kind === 'raise_funding' ||
      /\b(?:investors?|vcs?|venture|funds?|angels?|term sheets?|rounds?|series [a-d]|seed|preferred|lead)\b/i.test(
        x.text,
      ),
    text: () =>
      'Board seats and veto rights decide who runs the company after the money arrives: investors holding a majority of the board, or vetoes over budgets, hiring and future rounds, can block the founders on everything. The usual balance at early stage keeps founders in control with an independent director. Have counsel review the governance terms.',
    action:
      'Keep a founder majority or a neutral independent seat, and limit vetoes to the standard protective provisions',
  },
  {
    id: 'debt_covenants',
    title: 'Loan covenants and cross-default',
    owner: 'CFO',
    kinds: ['take_loan'],
    subject: /\b(?:financial |loan |debt |restrictive )?covenants?\b/i,
    cues: [
      /\b(covenants?|cross-?default|minimum cash|debt service coverage|leverage ratio|events? of default|material adverse change|mac clause)\b/i,
    ],
    // Revenue-based financing repays from revenue up to a cap: its terms are the cap and the share,
    // and covenants only when the text names them.
    when: (x) =>
      !REVENUE_BASED.test(x.text) ||
      /\b(?:covenants?|cross-?default|minimum cash|events? of default)\b/i.test(x.text),
    text: () =>
      'A loan’s covenants (minimum cash, revenue or coverage ratios) can be breached exactly when cash is short, handing the lender control; cross-default means a breach on one facility triggers default on the others. Model the covenant headroom month by month in a downside case, and have counsel review the events of default before signing.',
    action: 'Model covenant headroom monthly in a downside case and negotiate cure periods before signing',
  },
  {
    id: 'personal_guarantee',
    title: 'A personal guarantee from a founder',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(personal(?:ly)? guarantee\w*|personally liable|guarantee (?:\w+ ){0,3}personally|founders? (?:to )?guarantee|secured (?:on|against) (?:my|his|her|our) (?:house|home))\b/i,
    ],
    text: () =>
      'A personal guarantee puts a founder’s own assets (often their home) behind the company’s debt: if the company fails, the lender pursues the founder. It also creates a conflict between the founder’s interest and the company’s. Negotiate it away or cap it, and the founder should take independent legal advice.',
    action: 'Negotiate the guarantee away or cap it, and have the founder take independent legal advice',
  },
  {
    id: 'securities_offering',
    title: 'Rules for offering shares to investors or the public',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: PUBLIC_OFFER,
    situations: [...PROMISED_TO_PUBLIC, ...SECURITIES_ISSUED, ...TOLD_TO_INVESTORS],
    // Shares the company itself offers to the public, or a round raised on figures investors are
    // told wrongly. A private round to professional investors runs on an exemption its counsel
    // files as a matter of course: raised as a duty on every term sheet it was noise that buried
    // the duties that decide (judged irrelevant on final-14 … final-17 in 14 of 15 rounds).
    when: (x) => offeredToPublic(x.text) || misstated(x),
    // Publishing a promised return to the public is the misstatement itself, and so is raising on a
    // runway investors are told that the company's own cash and burn do not give.
    breach: [PROMISE_MADE, TOLD_INVESTORS],
    breachWhen: misstated,
    text: (x) => (offeredToPublic(x.text) ? publicOfferRules(x) : privateRoundRules(x)),
    action: (x) =>
      findSituations(x.text, PROMISED_TO_PUBLIC).length
        ? 'Withdraw any promise of a guaranteed or fixed return, and have securities counsel approve the offer route and every promotion before it is published'
        : runwayOverstated(x)
          ? 'Correct the runway figure with every investor before anything is signed, and have securities counsel confirm the exemption and filings'
          : 'Confirm the exemption or prospectus route with securities counsel before any offer is made',
  },
];
