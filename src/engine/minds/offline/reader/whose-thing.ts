// Whose thing a decision is about, and who is on the other side. The stock kinds are named by
// what happens (retire, switch, move), and the same verbs serve different decisions: retiring a
// product we sell is not replacing a tool we use; a contract with a supplier we buy from is not a
// customer's; moving data abroad is not entering a market. These readers hold for the whole text,
// so the kind reader and a kind's questions can tell the cases apart whatever the wording.

/** A thing the company buys or uses from someone else: a tool, a system, a vendor's product. */
const USED =
  /\b(?:tools?|software|system|platform|app|service|suite|product|solution|package|licen[cs]e)s? (?:that )?(?:we|our (?:team|staff|agents|people)|the (?:team|staff)|everyone) (?:\w+ )?(?:use|uses|used|rel(?:y|ies) on|depends? on|pays? for|licen[cs]es?|subscribes? to|runs? on|works? in)\b|\b(?:by|from) (?:its|the|our) (?:vendor|maker|provider|supplier|manufacturer|developer|publisher)\b|\b(?:the|our|its) (?:vendor|maker|provider|supplier|manufacturer|developer|publisher) (?:is|are|has|have|will|plans?|announced|says?)\b|\b(?:help ?desk|ticketing|payroll|accounting|bookkeeping|hr|crm|erp|email|chat|phone|call[- ]cent(?:er|re)|expense|invoicing|project management|internal) (?:tools?|software|system|platform|provider|vendor)\b|\bwe (?:use|rely on|pay for|subscribe to)\b|\bwe licen[cs]e (?:\w+ ){0,3}from\b/i;

/** A thing the company sells: its product, with customers and revenue of its own. */
const SOLD =
  /\b(?:loses|losing|lost) money\b|\bloss-making\b|\bwe licen[cs]e (?:it|them|the \w+) to\b|\b(?:our|the) (?:own )?(?:[\w-]+ ){0,2}(?:products?|editions?|versions? of our|product lines?|offerings?|plans?|tiers?|apps?)\b(?! (?:we|that we) (?:use|buy|license))|\b(?:customers?|clients?|users?|subscribers?|accounts) (?:\w+ ){0,2}(?:pay|paying|use|using|buy|on it|still)\b|\bpaying (?:customers|users|clients|accounts)\b|\bwe (?:sell|sold|ship|make|manufacture)\b|\b(?:revenue|sales|earns?|brings? in|makes?) (?:\w+ ){0,3}(?:from it|a year|a month|\$|€|£)/i;

export type ThingOwner = 'used' | 'sold' | null;

/** 'used' when the text says the thing is bought or used and never that it is sold; 'sold' the other way. */
/** An edition or version of our own product is ours to sell, whatever tool words it carries ('the desktop version of our accounting software'). */
const OUR_EDITION =
  /\b(?:editions?|versions?|releases?) of (?:our|the company['’]s)\b|\bour (?:[\w-]+ ){0,2}editions?\b/i;

export function whoseThing(text: string): ThingOwner {
  if (OUR_EDITION.test(text)) return 'sold';
  const used = USED.test(text);
  const sold = SOLD.test(text);
  if (used && !sold) return 'used';
  if (sold && !used) return 'sold';
  return null;
}

/** The other party is one we buy from (a supplier, a manufacturer, a courier, an agency we pay). */
const SUPPLIER =
  /\b(?:suppliers?|supply (?:agreement|contract|deal|chain)|manufacturers?|couriers?|wholesalers?|contractors?|subcontractors?|outsourc\w*|vendors?|(?:service |software |cloud |hosting |payments? |payroll |logistics |fulfil?ment |energy |telecoms? |insurance )?providers?|agenc(?:y|ies)|(?:buy|source|order|purchase|procure|licen[cs]e|rent|lease)\w* (?:\w+ ){0,3}from|we (?:buy|source|purchase|would pay|will pay|pay|spend)|(?:quotes?|quoted|charges?|charging|would charge|will charge|bills?|invoices?) us\b|(?:our|the) (?:cost|spend|bill)s? (?:with|to|from)|committed spend|minimum (?:volume|purchase) commitment|(?:payroll|hosting|cloud|cleaning|security|staffing|shipping|freight|packaging) (?:provider|vendor|company|firm))\b/i;

/** The other party pays us: a customer, a client, a buyer of what we make. */
const CUSTOMER =
  /\b(?:customer|client|buyer|enterprise|retailer|distributor|reseller) (?:contract|deal|agreement|order|pilot|wants|asks|offers|would pay|will pay|has offered)|\b(?:pays?|paying|would pay|will pay) us\b|\b(?:a|the|this|new|big|large|first|our (?:largest|biggest)) (?:\w+ )?(?:customer|client|buyer)\b(?! (?:complain|support|data|records|experience|service))|\b(?:win|won|land|landed|close|closed)\w* (?:\w+ ){0,3}(?:deal|contract|account|order)|\brfp\b|\btender\b|\bpurchase order\b|\b(?:they|it) (?:would )?(?:buy|order|license|subscribe to) (?:\w+ ){0,3}(?:our|from us)\b/i;

export type Counterparty = 'supplier' | 'customer' | null;

function sideOf(text: string): Counterparty {
  const supplier = SUPPLIER.test(text);
  const customer = CUSTOMER.test(text);
  if (supplier && !customer) return 'supplier';
  if (customer && !supplier) return 'customer';
  return null;
}

/**
 * Who is on the other side of a contract: named as a supplier and never as a customer, or the
 * other way. The first sentence (the topic) decides when it names one side; the context's
 * mentions of our own customers ('our customers would see faster delivery') do not turn a
 * supplier into one.
 */
export function counterpartyOf(text: string): Counterparty {
  const first = text.split(/(?<=[.!?])\s+|\n/)[0] ?? '';
  if (WE_SUPPLY_NAMED.test(first) || WE_SUPPLY.test(first)) return 'customer';
  if (WE_BUY.test(first)) return 'supplier';
  return sideOf(first) ?? sideOf(text);
}

/**
 * A question that puts us on the buying side whatever else it names: we award a contract to a
 * bidder ('award the transport contract to Olmedo', 'direct-award the meters to …'), or we sign a
 * vendor's own paper ('sign NoteLens AI's enterprise agreement'), where 'enterprise' or 'tender'
 * would otherwise read as a customer's deal. Only the question decides this: 'we were awarded' is
 * the other side.
 */
/** We are the supplier named: 'sign Tesco's supplier agreement', 'become an approved vendor to the NHS'. */
const WE_SUPPLY_NAMED =
  /\p{Lu}[\p{L}\d.&-]*['’]s? (?:[\w-]+ ){0,2}(?:supplier|vendor) (?:agreement|contract|terms|code|portal|onboarding|framework)/u;
const WE_SUPPLY =
  /\b(?:become|becoming|be|as) (?:an? |their |the )?(?:approved |preferred |main |sole |exclusive )?(?:[\w-]+ )?(?:supplier|vendor|provider|partner) (?:to|for|of)\b/i;

const WE_BUY =
  /\b(?:(?:we|to|should|shall|do|or) (?:direct[- ])?award|(?:direct[- ])?award(?:ing)? (?:the|a|this|our|that) (?:[\w-]+ ){0,5}(?:contract|tender|work|works|replacement|order|job|project|supply|deal)s? to|sign(?:ing)? (?:\p{Lu}[\p{L}\d.&-]*\s){0,3}\p{Lu}[\p{L}\d.&-]*['’]s? (?:[\w-]+ ){0,3}(?:enterprise|subscription|licen[cs]e|service|saas|platform|software|order form|master|framework) (?:services? )?(?:agreement|contract|terms|order form))\b(?<!\bwe (?:were|have been|got) (?:direct[- ])?award)/u;

/** What moves is data (records, a database, the hosting), not the business. */
export const DATA_MOVES =
  /\b(?:data|records|database|servers?|hosting|hosted|backups?|files|storage|workloads?|emails?|documents)\b/i;
