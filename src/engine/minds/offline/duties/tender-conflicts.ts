// A bidder tied to the public buyer: a seat on the ministry's panel while bidding for its tender, or
// a former colleague now at the buyer who drafted the specification and showed it early. Both are
// conflicts of interest in a procurement: undeclared, they are grounds to exclude the bid or void
// the award, and information not given to every bidder is the clearest of them.
import type { DutyContext } from './duty-kit.ts';
import { findSituations } from './match.ts';

/** A public body that buys: a ministry, a city, an agency. */
export const PUBLIC_ENTITY =
  /\b(?:government|ministry|ministries|municipal\w*|municipalit(?:y|ies)|council|city|stadt|gemeinde|kommune|state agency|federal|public[- ]sector|agency|department of|public authority|contracting authority|the authority)\b/i;
/** A tender, a bid for one, a procurement. */
export const TENDER_WORD =
  /\b(?:tenders?|rfps?|rfqs?|bid(?:s|ding)? (?:for|on)|procurement|invitation to tender|call for tenders?)\b/i;

const PANEL_SEAT =
  /\b(?:seat on|join(?:ing)?|invited (?:\w+ )?(?:onto|on to|to join|to sit on)|member of|sit(?:ting)? on) (?:the |its |their |a )?(?:[\w'’-]+ ){0,3}(?:panel|advisory (?:board|council|group)|committee|evaluation (?:team|panel|committee)|working group)\b/i;
const INSIDER_AT_BUYER =
  /\b(?:former|ex-?|old|our previous)\s*(?:[\w-]+\s+){0,2}(?:lead|manager|employee|colleague|director|head|engineer|staff(?:er)?|partner|consultant)\b[^.]{0,80}\b(?:moved to|joined|works? (?:at|for)|now (?:at|works|runs|sits))\b/i;
const SHAPED_THE_TENDER =
  /\b(?:drafted|wrote|showed|shared|sent|gave|leaked|passed)\b[^.]{0,60}\b(?:spec(?:ification)?s?|requirements|draft|tender documents?|evaluation criteria|scoring)\b/i;

export const TENDER_CONFLICTS: readonly (readonly RegExp[])[] = [
  [PANEL_SEAT, TENDER_WORD],
  [INSIDER_AT_BUYER, SHAPED_THE_TENDER],
];

/** Whether the bidder is tied to the buyer of a tender it bids for. */
export const tenderConflict = (x: DutyContext): boolean =>
  findSituations(x.text, TENDER_CONFLICTS).length > 0;

export const TENDER_CONFLICT_TEXT =
  'A tie to the public buyer is a conflict of interest in the procurement: a seat on its panel while bidding, or a person at the buyer who shaped the tender and shared it early, must be declared to the contracting authority in writing before the bid, with the person recused from anything touching it. Information not given to every bidder (an early draft of the specification) cannot be used; a bid built on it can be excluded and a win voided, and with a favour in return it is bribery.';

export const TENDER_CONFLICT_ACTION =
  'Declare the tie to the contracting authority in writing now, recuse the person from anything touching the tender, set aside anything seen before publication, and have counsel confirm the bid can stand';
