// Who holds a figure, read from the shape of its sentence rather than from the figure's own cue.
// 'A prospect (€300k ARR)' is what one customer's deal is worth to us, not our revenue; 'a
// supplier invoice of R$150k' is money we owe, not money owed to us; '1% of revenue (~£45k)' that
// we would donate is money going out; '£215k of our own' a grant needs is our cost. The cue word
// ('ARR', 'invoice', 'revenue', 'put in') names the thing; the words around it say whose it is and
// which way the money goes. ADR 0111.
import type { FigureOwner, FigureRole } from '../../../reading.ts';
import type { NumberMeaning } from './meanings.ts';
import { SUPPLIER_PRICE_RISE } from './return-calcs.ts';

export interface HeldFigure {
  meaning: NumberMeaning;
  whose: FigureOwner;
  role: FigureRole;
  label?: string;
}

/** Where the figure sits: the clause before and after it (lower case) and its whole sentence. */
export interface HolderContext {
  before: string;
  after: string;
  sentence: string;
}

const REVENUE: ReadonlySet<NumberMeaning> = new Set(['arr', 'mrr', 'annual_revenue']);

/** One buyer, singular, right before the figure or its bracket: 'a prospect (', 'a client worth'. */
const ONE_BUYER_BEFORE =
  /\b(prospect|lead|customer|client|account|buyer|tender|deal)\s*,?\s*(?:\(\s*(?:~|≈|about |around |roughly )?|(?:worth|at|paying|on|with|of)\s+(?:about |around |roughly |~)?)$/;
const NOT_YET =
  /\b(prospects?|leads?|potential|would|could|if we|new|tender|pipeline|pitch\w*|wants?|requires?)\b/;

/** Money we owe someone: a supplier's invoice, a bill due, what we owe. */
const OWED_BY_US =
  /\b(supplier|vendor|contractor|landlord)(?:['’]s)? (?:invoice|bill)s?\b|\b(?:invoice|bill)s? (?:from|by) (?:the |a |our )?(?:supplier|vendor|contractor|landlord)|\bwe owe\b|\bpayables?\b|\bbills? (?:of|due)\b/;

/** A share of a base given away: 'donate 1% of revenue (~£45k)', 'give 2% of profits, about $30k'. */
const GIVEN_SHARE =
  /\b(donat\w*|give|giving|gift|pledg\w*|contribut\w*|tithe|hand over|pay(?:ing)? out)\b[^.;]{0,30}\d+(?:\.\d+)?\s*%\s*of\s+(?:our\s+|the\s+)?[\w-]+\s*(?:\(|,)\s*(?:~|≈|about |around |roughly |some |i\.e\.\s*)?$/;

/** Our own money a project needs beside a grant or partner's share. */
const OUR_OWN_AFTER =
  /^\s*(?:of (?:our|my) own|ourselves|from (?:our|my) own\b|of our own (?:cash|money|funds))/;
const MATCH_BEFORE =
  /\b(co-?fund\w*|match(?:ed|ing)? fund\w*|our (?:own )?(?:share|contribution|match)|we(?:['’]d| would)? (?:have to |need to |must )?(?:put|contribute|match|fund))\b[^.;]{0,25}$/;

const PER_YEAR_AFTER =
  /^\s*(?:a|per|\/|each|every)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b|^\s*\/\s*yr\b/;

/** A candidate's past post: 'she was CFO of a Bogotá fintech', 'he ran finance at Acme'. */
const FORMER_POST =
  /\b(?:was|served as|worked as|has been|had been|spent \d+ years as|ran|led)\s+(?:the |a |an )?(?:\w+ ){0,2}(?:cfo|ceo|coo|cto|cmo|cro|vp|head|director|controller|general manager|president|finance)\b[^.;]{0,60}\b(?:of|at|for)\b/i;
/** The figure credited to that person: 'grew to $120M under her', 'which he scaled to'. */
const UNDER_THEM = /\bunder (?:her|him|them|his|their)\b|\b(?:she|he|they) (?:grew|scaled|took|led|built)\b/i;

/** 'Each side puts in $15m', 'we would inject €2m of equity': our stake paid into a venture. */
const EACH_SIDE_PUTS_IN =
  /\b(?:each (?:side|party|partner|shareholder)|both (?:sides|parties|partners)|we(?:['’]d| would| will)?) (?:puts?|put in|puts in|contributes?|invests?|injects?|commits?)(?: in)?\s*(?:about |around |roughly |~)?$/;
/** 'The JV borrows $30m', 'the venture would take on €10m of debt': the venture's loan, not ours. */
const VENTURE_BORROWS =
  /\b(?:jv|joint venture|venture|newco|spv|the new (?:company|entity))\s+(?:would |will |then )?(?:borrows?|takes? (?:on|out)|raises? (?:debt|a loan)|finances? (?:the rest|it) with)\s*(?:about |around |~)?$/;

/** Our money paid into a venture, whatever cue the figure has: 'each side puts in $15m equity'. */
export function contributionRead(before: string, after: string): { meaning: 'cost'; label: string } | null {
  return EACH_SIDE_PUTS_IN.test(before.slice(-60)) &&
    /^\s*(?:(?:of |in )?(?:equity|capital|cash)\b|each\b|into\b|[,.;]|$)/.test(after)
    ? { meaning: 'cost', label: 'our contribution to the venture' }
    : null;
}

/**
 * A price rise a supplier or bidder charges us: 'plus an indexed fuel surcharge that they estimate
 * at 9% a year', 'the supplier raises its prices by 8%'. It is our cost going up, not a price we set.
 */
const THEIR_PRICE_RISE =
  /\b(?:(?:they|the (?:supplier|vendor|bidder|contractor|provider|carrier|landlord|operator))(?: themselves)? (?:estimate|expect|put|charge|add|raise|increase|index)\w*|(?:supplier|vendor|bidder|contractor|provider|carrier|landlord)['’]?s? (?:\w+ ){0,3}(?:surcharge|price rise|price increase|indexation|escalat\w*)|(?:fuel|energy|indexed|inflation|index-linked) surcharge)\b[^.;]{0,60}$/;

/** The figure's meaning, owner and role once its holder is read; null when its own cue stands. */
export function heldFigure(meaning: NumberMeaning, role: FigureRole, x: HolderContext): HeldFigure | null {
  const near = x.before.slice(-60);
  if (meaning === 'price_change_pct' && THEIR_PRICE_RISE.test(x.before.slice(-110)))
    return { meaning, whose: 'counterparty', role: 'actual', label: SUPPLIER_PRICE_RISE };
  if (VENTURE_BORROWS.test(near))
    return {
      meaning: 'loan_amount',
      whose: 'counterparty',
      role: 'actual',
      label: 'the venture’s borrowing',
    };
  // A candidate's former employer's revenue is their record, not ours.
  if (
    REVENUE.has(meaning) &&
    FORMER_POST.test(x.sentence) &&
    (UNDER_THEM.test(x.after.slice(0, 60)) || UNDER_THEM.test(near))
  )
    return { meaning, whose: 'counterparty', role: 'past', label: 'revenue of a company the candidate ran' };
  if (REVENUE.has(meaning) || meaning === 'contract_value') {
    const buyer = ONE_BUYER_BEFORE.exec(near);
    if (buyer && !/\b(?:our|we)\b[^.;]{0,20}$/.test(near.slice(0, buyer.index + buyer[0].length)))
      return {
        meaning: 'contract_value',
        whose: 'counterparty',
        role: NOT_YET.test(x.sentence.toLowerCase()) ? 'option' : 'actual',
        label: 'customer’s contract value to us',
      };
  }
  if ((meaning === 'contract_value' || meaning === 'cost') && OWED_BY_US.test(near))
    return { meaning: 'cost', whose: 'counterparty', role: 'actual', label: 'invoice we owe a supplier' };
  if (GIVEN_SHARE.test(x.before.slice(-120)))
    return {
      meaning: PER_YEAR_AFTER.test(x.after) ? 'annual_cost' : 'cost',
      whose: 'ours',
      role: /\b(?:would|we['’]d|will|could|if)\b/.test(x.before) ? 'option' : role,
      label: 'what we would give away',
    };
  if (
    ((meaning === 'raise_amount' || meaning === 'cost') && MATCH_BEFORE.test(near)) ||
    ((meaning === 'raise_amount' || meaning === 'cost' || meaning === 'cash') && OUR_OWN_AFTER.test(x.after))
  )
    return { meaning: 'cost', whose: 'ours', role: 'option', label: 'our own money the project needs' };
  return null;
}
