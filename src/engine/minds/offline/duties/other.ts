// Other duties: leases, sanctions and export control, tax residency and permanent establishment,
// consumer protection (including changing prices of existing contracts), and bribery.
import { upperFirst } from '../reader/format.ts';
import { PLACE_NAMES_SOURCE, placeList } from '../reader/places.ts';
import { sentencesOf } from '../reader/text.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import { type RegionRules, rulesFor, rulesOr } from './place-rules.ts';
import { INVESTMENT, PUBLIC_INVESTORS, RETURN_PROMISE } from './promised-returns.ts';
import { CHILDREN_ASKED_TO_PAY, childrenPayRules, shutdownNoticeRules } from './shapes-people.ts';

/** A return promised to the public for their money: consumer law as well as securities law. */
const PROMISED_TO_PUBLIC = [[RETURN_PROMISE, PUBLIC_INVESTORS, INVESTMENT]] as const;

// 'Venezuelan-born creators', 'mocking Venezuelan migrants', 'a Cuban restaurant': people and
// heritage, no dealing with a sanctioned country.
const SANCTIONED =
  /\b(russia\w*|belarus\w*|iran\w*|north korea\w*|syria\w*|cuba\w*|crimea|donetsk|luhansk|venezuela\w*)\b(?!(?:-|\s+)(?:born|migrants?|immigrants?|refugees?|diaspora|communit(?:y|ies)|heritage|descent|origin|cuisine|food|dishes|restaurants?|chefs?|american|canadian|british))/i;

/** Goods the law controls: a dual-use item, one needing an export licence, a military end use. */
const CONTROLLED =
  /\b(?:dual[- ]use|export licen[cs]es?|export permits?|military end[- ]use|itar|ear99|controlled (?:items?|goods|technology|components?)|control list|(?:uk |eu |us )?military list|munitions list|oiel|siel|ogel)\b/i;
/** Controlled goods shipped before the licence that covers them: 'ship and paper it afterwards'. */
const SHIP_BEFORE_LICENCE =
  /\b(?:ship\w* (?:\w+ ){0,3}(?:and|then) (?:\w+ ){0,2}(?:paper|licen[cs]e|sort) (?:it|them|the (?:paperwork|licen[cs]e)) (?:out )?(?:afterwards|after|later)|ship\w* (?:\w+ ){0,5}before (?:the |a |an |any )?(?:export )?licen[cs]e|licen[cs]e (?:is|was) (?:just |only |a )?(?:formality|formalities|rubber[- ]stamp)|without (?:waiting for )?(?:the |an? )?(?:export )?licen[cs]e)\b/i;
/**
 * Delivery through a forwarder or a hub other than the buyer's own country, where goods are known
 * to be diverted to sanctioned end users: 'via a forwarder in Kyrgyzstan', 'routed through Dubai'.
 */
const DIVERSION_ROUTE =
  /\b(?:(?:freight )?forwarders?|transship\w*|trans-ship\w*|re-?export\w*|(?:routed|routing|ship\w*|deliver\w*|sen[dt]\w*) (?:via|through))\b[^.]{0,60}\b(?:kyrgyz\w*|bishkek|armenia\w*|yerevan|kazakh\w*|almaty|astana|uzbek\w*|tashkent|georgia|tbilisi|azerbaijan\w*|baku|uae|emirates|dubai|turkey|türkiye|istanbul|mersin|serbia|belgrade|hong kong|central asia|caucasus|third countr\w*)\b/i;

/** Technology in a form that can be exported: know-how, designs, code, formulations, training. */
const TECHNOLOGY =
  /\b(?:know-?how|technolog\w*|tech stack|technical (?:data|drawings?|documents?|documentation|specifications?|files?|knowledge)|formulations?|process (?:documents?|documentation|know-?how|recipes?)|manufacturing (?:process|know-?how|documents?|files?)|blueprints?|(?:chip|circuit|engine|product|reference) designs?|design files|cad files|source code|codebase|algorithms?|schematics?|trade secrets?|encryption|cryptograph\w*|(?:navigation|guidance|targeting|imaging|sensor|radar|lidar|drone|satellite|avionics|propulsion|laser|semiconductor|chip|quantum|ai model) (?:\w+ )?(?:technology|tech|software|stack|know-?how|ip|systems?|designs?|models?)|model weights)\b/i;
/** Sending it, licensing it or teaching it: each is an export, the last a 'deemed' or oral one. */
const HANDED_OVER =
  /\b(?:licens\w*|transfer\w*|ship\w*|send\w*|shar\w*|hand\w* over|export\w*|disclos\w*|train\w*|teach\w*|giv\w*|provid\w*|upload\w*|mov\w*|contribut\w*|open-?sourc\w*|put (?:\w+ ){0,2}into)\b/i;
/** The receiver abroad: a partner, venture or team in another country, or said to be foreign. */
const FOREIGN_PARTY = new RegExp(
  `\\b(?:abroad|overseas|foreign|offshore|cross-border)\\b|\\b(?:partners?|licensees?|manufacturers?|factor(?:y|ies)|fabs?|jv|joint ventures?|team|engineers|developers|programmers|coders|researchers|scientists|staff|office|vendors?|providers?|agenc(?:y|ies)|studios?|entit(?:y|ies)|affiliates?|outsourc\\w*|government|ministry|military|subsidiar(?:y|ies)|distributors?|compan(?:y|ies)|firms?|suppliers?|contractors?|universit(?:y|ies)|customers?|buyers?|investors?|lab|plant)\\b[^.]{0,40}\\b(?:in|from|based in|located in)\\s+(?:the\\s+)?${PLACE_NAMES_SOURCE}`,
  'i',
);
const TECH_ABROAD: readonly (readonly RegExp[])[] = [[TECHNOLOGY, HANDED_OVER, FOREIGN_PARTY]];

// Paying an official, or an intermediary's fee with the red flags that make it a conduit.
/** Money asked to go to a person privately: into their own account, in cash, with no receipt. */
const PAID_PRIVATELY =
  /\b(?:pay\w*|paid|transfer\w*|deposit\w*|hand\w* (?:over|him|her)|asks? for|asking for|wants?|demands?|demanding)\b[^.]{0,120}\b(?:(?:his|her|their) (?:own |personal |private )?(?:bank )?account|personal (?:bank )?account|private account|(?:with )?no receipts?|without (?:a |any )?receipts?|cash in (?:an? )?envelope)\b/i;
/** Someone who holds public office or local power over what the payment is for. */
const HOLDS_POWER =
  /\b(?:regidor|council(?:lor|lors|man|woman|members?)|alderm[ae]n|mayors?|officials?|police|inspectors?|chiefs?|headm[ae]n|community (?:leaders?|president|head|chief)|president of the (?:local )?communit\w*|presidente de la comunidad|village (?:head|chief|elders?)|traditional (?:leaders?|authorit\w*)|ministers?|judges?|customs|civil servants?|public servants?)\b/i;

const BRIBERY_BREACH: readonly RegExp[] = [
  PAID_PRIVATELY,
  // An intermediary's fee with the red flags that make it a conduit: paid offshore or in cash,
  // contingent on the award, or to someone close to the people deciding.
  /\b(?:paid|pay\w*|wired?|sent|routed)\b[^.]{0,40}\b(?:offshore|(?:a |an )?(?:company|account|entity|firm) (?:in|registered in|based in) (?:dubai|the uae|cyprus|panama|the bvi|british virgin islands|the cayman islands|cayman|seychelles|mauritius|hong kong|singapore|delaware|switzerland|another country|a third country)|shell company|personal account|in cash)\b/i,
  /\bsuccess[- ]fee\b[^.]{0,80}\b(?:tender|ministry|government|public contract|permit|licen[cs]e|concession)\b|\b(?:tender|ministry|government|public contract|permit|licen[cs]e|concession)\b[^.]{0,80}\bsuccess[- ]fee\b/i,
  /\b(?:pay|paying|sign\w* with|hire|hiring|retain\w*|engag\w*|appoint\w*|use|using)\b[^.]{0,40}\b(?:agent|intermediary|consultant|fixer|middleman|facilitator)\b[^.;]{0,80}\b(?:knows|close to|connected to|friends? (?:of|with)|related to)\b/i,
  /\b(pay (?:the )?(?:bribe|kickback|facilitation (?:fee|payment))|agree to (?:the )?(?:fee|payment) (?:for|to) (?:the )?(?:official|inspector|customs))\b/i,
  /\b(?:pay\w*|agree\w*|accept\w*|approv\w*|go ahead)\b[^.]{0,40}\b(?:fee|payment|cash|commission|gift|sweetener)/i,
  /\bpay(?:ing)? (?:an? |the |our |this |that )?(?:official|officials|inspector|inspectors|customs officer|officer|clerk|evaluators?)\b/i,
  /\b(?:invite|fly|host|treat|take|send)\w* (?:the )?(?:\w+ ){0,4}(?:evaluators?|officials?|procurement (?:team|officers?|staff|committee)|public (?:employees|servants|officials)|civil servants|inspectors?)\b/i,
];

/** Technology sent abroad is an export: the rules of the places named, in their terms. */
function technologyExport(x: DutyContext): string {
  const rules = rulesFor(x.everywhere, {
    uk: 'in the UK, the Export Control Order 2008 and the retained dual-use list require a licence for controlled technology sent or made available abroad, electronically or by teaching',
    eu: 'in the EU, the Dual-Use Regulation (2021/821) controls listed technology and software, including intangible transfers such as e-mailed files and training',
    us: 'in the US, the EAR (and ITAR for defence articles) control technology by its classification and destination, and releasing it to foreign nationals, even at home, is a deemed export; parties on the Entity List need a licence whatever the item',
  });
  return (
    'Know-how, designs, source code or training given to a party abroad is an export of technology, whatever the contract calls it: its classification decides whether a licence is needed before anything is sent or taught' +
    (rules.length ? `; ${rules.join('; ')}` : '') +
    '. '
  );
}

/** People whose decisions a payment can buy: officials, and the buyer's own staff. */
const DECIDERS =
  '(?:an? |the |our |their |a local |some )?(?:\\w+ ){0,2}(?:officials?|officers?|inspectors?|ministers?|ministry|clerks?|customs|civil servants?|judges?|police\\w*|procurement (?:\\w+ )?(?:heads?|managers?|officers?|staff|team)|buyers?|purchasing (?:managers?|heads?)|regulators?|mayor|governor|tax (?:inspectors?|officers?|auditors?))';
/** A gift or a 'thank-you' for someone who decides: the euphemisms a bribe goes by. */
const GIFT_TO_OFFICIAL = new RegExp(
  `\\b(?:thank[- ]?you|token of (?:our )?(?:appreciation|gratitude)|appreciation|gifts?|presents?|tips?|bonus|envelopes?|sweeteners?|something extra|a little extra|hospitality|holiday|trip|donation)\\b[^.]{0,50}\\b(?:for|to) ${DECIDERS}\\b`,
  'i',
);
/** Money said to have passed to someone who decides: 'gave cash to a customs officer'. */
const MONEY_HANDED_TO_OFFICIAL = new RegExp(
  `\\b(?:gave|give|giving|paid|pays|handed|hand\\w*|slipp\\w*|passed|wired|offered|promised|funnell?ed|routed)\\b[^.]{0,40}\\b(?:cash|money|payments?|envelopes?|gifts?|kickbacks?|\\$\\s?\\d[\\d,.]*k?|€\\s?\\d[\\d,.]*k?|£\\s?\\d[\\d,.]*k?)\\b[^.]{0,30}\\bto ${DECIDERS}\\b`,
  'i',
);
/** An official letting it be known a payment is expected: 'the inspector wants a tip'. */
const OFFICIAL_EXPECTS = new RegExp(
  `${DECIDERS}\\b (?:\\w+ ){0,3}(?:expect|want|ask(?:ed|s|ing)? for|request|demand|hint\\w* at|requir|sought|seek)\\w* (?:\\w+ ){0,3}["“'‘]?(?:gifts?|tips?|fees?|payments?|cash|something|thank-you|donations?|contributions?|presents?|envelopes?|consideration|a little extra|per (?:container|shipment|truck|permit))\\b`,
  'i',
);

/** A bribe someone says was paid: an allegation to investigate, not a payment to refuse. */
const BRIBE_ALLEGED =
  /\b(?:alleg\w*|accus\w*|claims?|says|said|reported|whistle-?blow\w*|suspect\w*|rumou?r\w*|tip-?off|anonymous|complain\w*|heard|denies|denied)\b/i;

/** A bribe someone reports was paid: 'a whistleblower says our agent gave cash to a customs officer'. */
export function bribeReported(text: string): boolean {
  return (
    BRIBE_ALLEGED.test(text) &&
    findCues(text, [
      MONEY_HANDED_TO_OFFICIAL,
      /\b(?:paid|gave|took|accepted|received|offered) (?:\w+ ){0,3}(?:bribes?|kickbacks?|backhanders?)\b/i,
    ]).length > 0
  );
}

/** A price change applied to people already paying, without telling them first. */
export const SILENT_CHANGE =
  /\b(?:(?:simply|just) (?:\w+ ){0,2}appear\w* on|(?:don['’]?t|do not|won['’]?t|not) (?:\w+ ){0,2}(?:email|tell|notify|inform|warn|write to)\w* (?:them|customers|subscribers|members|users)|silently|quietly|without (?:an? |any )?(?:notice|telling|warning|announc\w*|notif\w*)|just let it come through|come through on (?:their|the) next|just (?:charge|bill|apply)|automatically (?:at|on|when|from) (?:\w+ ){0,2}(?:renew\w*|billing|next))\b/i;

/** Notice given or weighed before the change lands: then silence is one option, not the proposal. */
const NOTICE_GIVEN =
  /\b(?:with (?:an? )?(?:email|notice|letter|warning)|(?:emails?|notices?|letters?|warnings?) (?:\w+ ){0,3}(?:before|ahead|in advance)|(?:\d+|thirty|sixty|ninety) days['’]? (?:notice|ahead|in advance)|tell\w* (?:everyone|them|customers|subscribers|members|users) (?:\w+ ){0,3}(?:ahead|before|in advance)|prefers? (?:telling|notifying|announcing|to tell|to notify|to announce))\b/i;

/** Terms consumers hold changed against them, or charges they do not see coming. */
const CONSUMER_TERMS =
  /\b(?:dynamic pricing|surge pricing|personali[sz]ed pricing|price discrimination|junk fees?|(?:booking|convenience|service|admin(?:istration)?|processing) (?:fees?|charges?) (?:\w+ ){0,3}(?:at|added at|on) (?:the )?(?:checkout|end|last step)|shrinkflation|(?:reduc|shrink|cut)\w* (?:the )?(?:pack|portion|bottle|bar|bag) sizes?|expir\w* (?:\w+ ){0,2}(?:loyalty )?(?:points|vouchers|gift cards|credits|balances)|(?:loyalty points|reward points|points|vouchers|gift cards|store credits?) (?:\w+ ){0,2}expir\w*|(?:shorten|cut|reduc|drop|remov|end)\w* (?:\w+ ){0,2}(?:warranty|warranties|guarantee|return (?:window|period|policy)|refund (?:window|period|policy)|cooling-off)|influencers? (?:\w+ ){0,5}(?:without|no) (?:\w+ ){0,2}(?:disclos\w*|#ad|labels?|ad tags?))\b/i;
/** A plan, subscription or membership price raised: 'move the monthly plan from $10 to $14'. */
const PLAN_PRICE_RAISED =
  /\b(?:(?:rais|increas|hik|lift|put\w* up|doubl|mov)\w* (?:\w+ ){0,4}(?:prices?|fees?|subscriptions?|plans?|memberships?|tiers?|rates?)|put\w* (?:\w+ ){0,3}(?:prices?|fees?|subscriptions?|plans?|memberships?|tiers?|rates?) up|(?:prices?|fees?|subscriptions?|plans?|memberships?|tiers?) (?:\w+ ){0,3}(?:go(?:es|ing)? up|increas\w*|ris\w*|from [$€£]?\s?\d[\d.,]* to))\b/i;
/** People who already hold the plan and pay for it, or who pay the fee as consumers: a school's parents, a hotel's guests. */
const PLAN_HOLDERS =
  /\b(?:subscribers?|members|memberships?|subscriptions?|renewals?|(?:monthly|annual|yearly) (?:plans?|subscriptions?|members)|(?:existing|current|paying|loyal) (?:customers|users|clients|members|households)|households|parents|pupils|students|guests|patients|passengers|tenants|residents|families|diners)\b/i;

/** Leaving made harder than joining: a phone call, a letter, a visit or a retention gauntlet. */
const CANCEL_HURDLE =
  /\b(?:(?:make|require|force|only (?:allow|let))\w* (?:\w+ ){0,4}cancel\w* (?:\w+ ){0,4}(?:by (?:phone|telephone|post|letter|mail|fax|calling)|phone[- ]only|in writing|in person|through (?:a |our )?(?:call|phone|agent|retention)|harder|more difficult|longer)|phone[- ]only cancel\w*|cancel\w* (?:\w+ ){0,2}(?:only )?by (?:phone|telephone|calling|post|letter|fax)|(?:harder|more difficult|tougher) to cancel|(?:hide|bury|remov)\w* (?:\w+ ){0,3}cancel\w* (?:button|link|option)|(?:retention|save) (?:call|offer|flow)s? (?:\w+ ){0,3}before (?:\w+ ){0,3}cancel\w*|(?:must|have to|need to) call (?:\w+ ){0,3}to cancel|(?:call|phone|ring|write to|writ\w* a letter|visit|speak to|talk to|email)\w* (?:\w+ ){0,4}(?:to|in order to|before (?:\w+ ){0,2}(?:can )?) cancel)\b/i;
/** Urgency or scarcity shown to push a sale: what is true of it is read in UNFOUNDED. */
const FAKE_URGENCY =
  /\b(?:fake|false|invented|made-?up|artificial) (?:scarcity|urgency|countdowns?|timers?|stock (?:levels?|counts?)|discounts?|sale prices?|was prices?|reviews?)|(?:countdown (?:timers?|clocks?|messages?|banners?)|only \d+ left|(?:low|limited) stock (?:warnings?|messages?|banners?)|\d+ (?:people|others|shoppers) (?:are )?(?:viewing|looking at)|(?:was|original|reference) prices? (?:\w+ ){0,3}(?:never|inflated|higher than))\b/i;
/** A green or health claim made in selling: 'carbon-neutral', 'eco-friendly', 'clinically proven'. */
const GREEN_CLAIM =
  /\b(?:advertis|label|market|claim|promot|brand|call|describ|sell|pitch|badg|stamp|print)\w* (?:\w+ ){0,6}(?:as )?["“'‘]?(?:100% |fully |completely )?(?:carbon|climate|plastic|co2)[- ](?:neutral|positive|negative|free)|(?:advertis|label|market|claim|promot|brand|call|describ|sell|pitch|badg|stamp|print)\w* (?:\w+ ){0,6}(?:as )?["“'‘]?(?:100% |fully |completely |totally )?(?:eco-?friendly|net[- ]zero|biodegradable|compostable|fully recyclable|sustainable|planet[- ]friendly|all[- ]natural|100% natural|organic|non-toxic|chemical-free|clinically proven)\b/i;
/** The claim is not true, or not shown: what turns a message into a misleading practice. */
const UNFOUNDED =
  /\b(?:actually|in fact|really|not (?:really |actually )?(?:true|scarce|limited|low|tested|verified|certified|proven|accurate)|untested|unverified|unproven|no (?:evidence|proof|data|test\w*|certificat\w*|study|studies)|(?:only |just )?(?:part|some|a (?:share|fraction|portion)) of|partly|partially|plentiful|never|fake|false|invented|made-?up|artificial|can(?:no|['’])t (?:prove|substantiate|back)|cannot (?:prove|substantiate|back)|hard to prove|(?:buy|buying|bought|purchas\w*) (?:\w+ ){0,2}offsets?)\b/i;

/** The rules against misleading consumers, for the places named. */
/** Who polices false urgency, green claims and hard exits, by region. */
const MISLEADING_RULES: RegionRules = {
  uk: 'in the UK, the Digital Markets, Competition and Consumers Act 2024 lets the CMA fine up to 10% of global turnover for misleading practices (false urgency, unsubstantiated green claims) and brings subscription rules that require easy exit',
  eu: 'in the EU, the Unfair Commercial Practices Directive bans false scarcity and misleading environmental claims, the Empowering Consumers Directive bans generic green claims and offset-based "neutral" claims, and several countries require online cancellation as easy as sign-up',
  us: 'in the US, the FTC Act and the Green Guides police deceptive urgency and environmental claims, and state automatic-renewal laws (California’s requires online cancellation for online sign-ups) govern how subscriptions end',
  australia:
    'in Australia, the Australian Consumer Law prohibits misleading conduct, including false scarcity and greenwashing the ACCC has pursued',
};

function misleadingRules(x: DutyContext): string {
  const rules = rulesFor(x.places, MISLEADING_RULES);
  return (
    'Consumer law forbids practices that mislead or trap consumers: urgency or scarcity that is not true, green or health claims the company cannot prove, and leaving made harder than joining. ' +
    (rules.length
      ? `${upperFirst(rules.join('; '))}. `
      : 'Under the applicable consumer law these practices bring fines, refunds and orders to stop. ') +
    'A claim must be true and evidenced when it is made, not after. Take consumer-law advice before it goes live.'
  );
}

/** What buyers of an unsafe product are owed, and what a recall notice may not do. */
function recallRemedyRules(x: DutyContext): string {
  const law = rulesOr(x.places, RECALL_REMEDY_LAW, '');
  return `People who bought the product are owed a remedy under consumer law (repair, replacement or a refund), whatever the warranty or the retailer says, and the recall notice must say plainly what the hazard is and what to do: a quiet withdrawal that leaves owners using it, or a notice that plays the hazard down, misleads them. ${law ? `${upperFirst(law)}. ` : ''}Budget the remedy for every unit sold, not only those returned, and have counsel review the notice.`;
}

const RECALL_REMEDY_LAW: RegionRules = {
  uk: 'in the UK, the Consumer Rights Act 2015 gives buyers repair, replacement or a refund for goods that are not of satisfactory quality, and the General Product Safety Regulations 2005 govern the recall itself',
  eu: 'in the EU, the General Product Safety Regulation (EU) 2023/988 gives consumers a right to an effective remedy in a recall (repair, replacement or an adequate refund) and sets what the notice must say',
  us: 'in the US, the CPSC approves the recall notice and the remedy (refund, repair or replacement) offered to consumers',
  australia:
    'in Australia, the consumer guarantees of the Australian Consumer Law give buyers a remedy, and a voluntary recall must be notified to the Commonwealth minister (through the ACCC) within two days',
};

/** Consumer law for the places named, in their own terms; the applicable law when none is named. */
function consumerRules(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    uk: 'in the UK, a term that lets a trader raise the price of a running contract is fair only with clear notice in advance and the freedom to cancel before it bites (the Consumer Rights Act 2015, with the CMA’s guidance), and subscription contracts carry reminder and easy-exit duties',
    eu: 'in the EU, a price change in a running subscription needs a term that allows it, advance notice and a right to cancel without cost before it applies (the Unfair Contract Terms Directive as enacted in each country, and national consumer law)',
    us: 'in the US, the FTC Act and state automatic-renewal laws (California’s among them) require clear notice of a material change to a renewing plan and an easy way to cancel',
    australia:
      'in Australia, the unfair contract terms regime of the Australian Consumer Law limits one-sided price changes without notice and a right to exit',
  });
  return (
    'Customers’ existing contracts set what can change and when: a price can change only as the terms allow, and consumers must be told before it applies, with a right to cancel. ' +
    (rules.length
      ? `${upperFirst(rules.join('; '))}. `
      : 'Under the applicable consumer law, unfair terms, hidden fees, silent price changes and hard cancellation are regulated. ') +
    'Applying a rise silently at renewal risks refunds, regulator action and the trust of the customers it keeps. Check what the contracts and the law allow before announcing.'
  );
}

/** A step that puts people, sales or decisions somewhere: what a taxable presence starts from. */
const STEP_ACROSS =
  /\b(open\w*|work\w*|enter\w*|expand\w*|launch\w*|hir\w*|mov\w*|relocat\w*|set(?:ting)? up|incorporat\w*|establish\w*|sell\w*|flip\w*|redomicil\w*|employ\w*|based|live|living|run|runs|running|permanent establishment|tax residen\w*|transfer pricing|board meetings?)\b/i;
/** A head office moved to a place named: 'move our headquarters to Ireland' (not 'to our Salford site'). */
const HQ_TO_A_PLACE = new RegExp(
  `\\b(?:headquarters|hq|head office)\\b[^.]{0,60}\\bto (?:the )?(?:${PLACE_NAMES_SOURCE})\\b`,
  'i',
);
/** Two or more places named, all in one country, and no word of abroad: a move across town. */
function withinOneCountry(x: DutyContext): boolean {
  return (
    x.everywhere.length >= 2 &&
    new Set(x.everywhere.map((p) => p.country)).size === 1 &&
    !/\b(abroad|overseas|another country|foreign|cross-border|offshore)\b/i.test(x.text)
  );
}

/** Only businesses on the other side: a supplier's carton contract, wholesale terms. */
const BUSINESS_ONLY =
  /\b(suppliers?|vendors?|b2b|wholesale|distributors?|manufacturers?|carton|packaging supplier)\b/i;
const CONSUMERS =
  /\b(consumers?|subscribers?|users?|members|households|shoppers|the public|parents|patients|guests|individuals|retail customers|apps?|players|fans|tenants|students)\b/i;
/** A product shut under people who use it as consumers: free users, subscribers, an app. */
const SHUT_FOR_CONSUMERS: readonly (readonly RegExp[])[] = [
  [
    /\b(?:shut\w*|sunset\w*|clos\w* down|discontinu\w*|retir\w*|kill\w*|switch\w* off|wind\w* down)\b/i,
    /\b(?:free (?:users|accounts|tier|plan|version)|consumers?|consumer app|subscribers|households|players|app users|members|\d[\d,.]*k? (?:\w+ )?users)\b/i,
  ],
];

/** A machine or vehicles leased, not premises: no landlord, fit-out or dilapidations. */
const equipmentLease = (x: DutyContext) =>
  x.kind === 'equipment_purchase' ||
  /\b(?:(?:equipment|machine\w*|vehicles?|fleet|trucks?|vans?|lines?|press\w*|kilns?|scanners?) (?:lease|leasing)|leasing compan\w+|hire[- ]purchase|finance lease|asset finance)\b/i.test(
    x.text,
  );

const LEASE_IN_STEP =
  /\b(leas(?:e|es|ed|ing)|sublet|sublease|landlords?|tenancy|rent\w*)\b|\b(?:open\w*|clos\w*|shut\w*|mov\w*|relocat\w*|add\w*)\s+(?:[\w'’-]+\s+){0,4}?(?:stores?|shops?|branch\w*|sites?|outlets?|premises|offices?|restaurants?|cafes?|clinics?|drugstores?|pharmac\w+|warehouses?|depots?|day cent(?:re|er)s?|locations?)\b/i;
/** A lease the decision itself signs, renews, ends or weighs. */
const LEASE_AS_STEP =
  /\b(?:sign\w*|renew\w*|extend\w*|enter\w* into|take (?:on|up)|agree\w*|negotiat\w*|new|proposed|offered|break\w*|terminat\w*|exit\w*|assign\w*|sublet\w*)\s+(?:[\w'’-]+\s+){0,4}?(?:leases?|tenancy|sublease)\b|\b(?:leases?|sublease)\s+(?:[\w-]+\s+){0,3}?(?:for|of)\s+\d+\s*(?:years?|months?)\b|\b\d+[- ](?:year|month)\s+(?:[\w-]+\s+)?leases?\b|\blease (?:offer|terms|proposal|agreement|deal)\b|\blandlords?\s+(?:want|wants|offer\w*|ask\w*|propos\w*|demand\w*|requir\w*)\b|\bbreak clause\b|\brent[- ]free\b|\bto (?:lease|rent)\b|\b(?:lease|leasing) (?:it|them|the (?:new|machine|equipment|site|building|premises))\b|\b(?:lease|hire)[- ]purchase\b|\bor lease\b|\blease or\b/i;

/** A property bought or sold outright: no lease is signed unless one is named ('sale and leaseback'). */
const PROPERTY_BOUGHT_OR_SOLD =
  /\b(?:buy|buying|purchas\w*|acquir\w*|sell|selling|sale of|dispos\w* of)\s+(?:the |our |a |an |this |that )?(?:\S+\s+){0,3}?(?:land|plot|site|building|warehouse|premises|property|freehold|farm|hectares|office (?:building|block))\b/i;
const LEASE_NAMED = /\b(?:leas\w*|rent\w*|tenan\w*|landlords?|sublet\w*)\b/i;

/** Money given: paid, sponsored, donated, put into. */
const GIVEN = /\b(?:sponsor\w*|donat\w*|contribut\w*|pay\w*|gift\w*|put (?:\w+ ){0,2}into)\b/i;
/** A power-holder's own cause: the minister's gala, the chief's trust, the mayor's foundation or family. */
const TO_A_POWER_HOLDERS_CAUSE =
  /\b(?:minister|official|chief|governor|mayor|councill?or|induna|headman|politician|senator|regulator)(?:['’]s)?(?:\s+[\w-]+){0,3}\s+(?:trust|foundation|gala|event|charity|fund|campaign|dinner|office|family|son|daughter|wife|husband|nephew|niece|party)\b|\b(?:gala|event|dinner|trust|foundation|fund|charity|campaign) (?:\w+ ){0,3}(?:he|she|the (?:minister|chief|governor|mayor|official)) (?:hosts|runs|chairs|backs|controls|founded)\b/i;
/** What a power-holder can grant in return. */
const WHAT_THEY_GRANT =
  /\b(?:licen[cs]es?|permits?|approvals?|bless\w*|consent|concessions?|contracts?|tenders?|who matter|goodwill|zoning|planning)\b/i;

/** A claim of origin or certification the label makes: 'Nocciola Piemonte IGP', 'made in Italy', 'organic'. */
const ORIGIN_ON_LABEL =
  /\b(?:igp|pgi|pdo|dop|aoc|protected (?:designation|geographical indication)s?|(?:labels?|packaging|packs?) (?:says?|claims?|states?|shows?)|made in (?:italy|france|germany|spain|the uk|britain|the usa|japan|switzerland)|origin claims?|(?:organic|fairtrade|fair trade|halal|kosher|single[- ]origin) (?:claims?|labels?|certifi\w*))\b/i;
/** The source behind a product moved: a new supplier, a cheaper origin, the volume moved elsewhere. */
const SOURCE_CHANGED =
  /\b(?:mov\w*|shift\w*|switch\w*) (?:[^\s.]+ ){0,4}(?:volume|purchas\w*|sourcing|supply|production|orders?)\b|\bnew (?:[\w-]+ ){0,2}suppliers?\b|\b(?:switch|chang|replac)\w* (?:[\w-]+ ){0,3}suppliers?\b|\bcheaper (?:[\w-]+ )?(?:suppliers?|sources?|origins?|ingredients?)\b/i;
const LABEL_SOURCE_CHANGED: readonly (readonly RegExp[])[] = [[ORIGIN_ON_LABEL, SOURCE_CHANGED]];
const LABEL_RULES =
  'What the label claims (an origin, a protected designation, organic or fair-trade) must stay true of every pack sold: moving the source behind it without changing the label misleads consumers and breaches the designation’s rules, with withdrawal of the stock and fines to follow. Decide the label before the source: relabel the products that change, or keep the claimed source for them.';

export const OTHER_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'lease_commitment',
    title: 'A lease is a commitment for its whole term',
    owner: 'CFO',
    kinds: ['real_estate'],
    cues: [
      /\b(leas(?:e|es|ed|ing)|sublet|sublease|landlords?|break clause|dilapidations|rent (?:review|free))\b/i,
    ],
    alsoNeeds: [
      /\b(sign\w*|renew\w*|years?|terms?|offices?|warehouses?|premises|space|buildings?|facilit(?:y|ies)|stores?|shops?|sites?)\b/i,
    ],
    // A lease the company already holds ('our leased vans', 'the leases run to 2029') is background:
    // the duty is the step's only when the decision signs, renews, breaks or weighs a lease.
    when: (x) =>
      (x.kind === 'real_estate' && !(PROPERTY_BOUGHT_OR_SOLD.test(x.text) && !LEASE_NAMED.test(x.text))) ||
      x.kind === 'acquire_company' ||
      LEASE_IN_STEP.test(sentencesOf(x.text)[0] ?? '') ||
      LEASE_AS_STEP.test(x.text),
    text: (x) =>
      equipmentLease(x)
        ? 'An equipment lease or hire purchase commits the company to every payment for the whole term, whether or not the machine earns: total them against paying cash or an asset loan, and check the balloon or residual at the end, the charge for ending early, who insures and services the machine, and any personal guarantee, with counsel, before signing.'
        : (x.kind === 'acquire_company'
            ? 'A lease the business bought depends on stays on the landlord’s terms: check the years left, any renewal right, the rent at renewal and whether the landlord must consent to the change of control, and price a move if it is not renewed. '
            : '') +
          'A lease commits the company to the rent for the whole term, usually with a deposit or guarantee, fit-out costs and dilapidations at the end; it survives if the company shrinks. A break clause or the right to sublet is what keeps it reversible. Have counsel review the term, the break and any guarantee before signing.',
    action: (x) =>
      equipmentLease(x)
        ? 'Total the lease payments against cash or an asset loan, and check the residual, the early-end charge and any guarantee before signing'
        : 'Negotiate a break clause and the right to sublet, and check any guarantee before signing',
  },
  {
    id: 'sanctions_export_control',
    title: 'Sanctions and export control',
    owner: 'RISK_OFFICER',
    cues: [
      SANCTIONED,
      // A league's or a regulator's 'sanction' (a penalty) and a board's 'sanction' (an approval)
      // are no trade sanctions.
      /\b((?<!\b(?:disciplinary|sporting|league|federation|fifa|uefa|afa|points?|tax|court|regulatory|financial|criminal|civil|administrative|club|board|shareholder|our|the) )sanctions?(?! (?:threat|from (?:the )?(?:league|federation|regulator|court|board))\b)(?=\s+(?:list|lists|regime|regimes|screening|law|laws|rules|compliance|risk|on|against|programmes?|programs?|exposure|evasion|checks?))|sanctioned\b|(?:under|subject to|breach(?:ing)? of) (?:\w+ )?sanctions|(?:us|eu|un|uk|ofac|international|western|american|european|russian|iran\w*|cuban?|syrian?|north korean?|belarus\w*|venezuelan?) sanctions|sanctions (?:on|against) |export control\w*|dual[- ]use|embargo\w*|ofac|entity list|itar|ear99|export licen[cs]e|military end[- ]use)\b/i,
      CONTROLLED,
    ],
    // Technology handed to a partner abroad is an export whatever the contract calls it.
    situations: TECH_ABROAD,
    // Dealing with a sanctioned country or party is not a risk to weigh but a line, unless counsel clears it.
    breach: [
      new RegExp(
        `\\b(?:sell|selling|ship|shipping|export|exporting|accept|accepting|supply|supplying|deliver|delivering|fulfil|fulfill|fulfilling|take|taking|open|opening|enter|entering|partner|partnering|appoint|appointing|sign|signing|license|licensing|onboard|onboarding|work with|working with|resell|reselling|route|routing|invoice|invoicing|launch|launching)\\b[^.]{0,60}${SANCTIONED.source}`,
        'i',
      ),
      SANCTIONED,
      /\b(?:sanctioned (?:\w+ )?(?:entity|entities|person|persons|individual|company|companies|bank|banks|oligarch\w*|buyer|customer|party|parties|investor|shareholder)|on (?:the |a |an )?(?:ofac |eu |uk |us |un )?(?:sdn|sanctions?|entity|denied part(?:y|ies)) list|designated (?:person|entity|party)|specially designated)\b/i,
      DIVERSION_ROUTE,
      SHIP_BEFORE_LICENCE,
    ],
    // A route through a diversion hub, or a shipment ahead of its licence, is a line only for goods
    // the law controls; a sanctioned country or party is one whatever is sold.
    breachWhen: (x) =>
      (findCues(x.text, [DIVERSION_ROUTE]).length === 0 &&
        findCues(x.text, [SHIP_BEFORE_LICENCE]).length === 0) ||
      CONTROLLED.test(x.text),
    text: (x) =>
      (findSituations(x.text, TECH_ABROAD).length ? technologyExport(x) : '') +
      (findCues(x.text, [SHIP_BEFORE_LICENCE]).length && CONTROLLED.test(x.text)
        ? 'Goods on a control list may not leave before a licence covering that destination and end user is granted; shipping first and papering later is an export offence, and an end user the buyer will not name cannot be licensed. '
        : '') +
      (findCues(x.text, [DIVERSION_ROUTE]).length && CONTROLLED.test(x.text)
        ? 'Controlled goods sent through a forwarder or a third country the buyer does not sit in, for a new buyer, is the pattern by which goods reach sanctioned end users: no shipment before the export licence is granted and the end user and the route are verified, whatever the advance. '
        : '') +
      'Dealing with sanctioned countries, regions or people, or exporting controlled technology (encryption, dual-use items), can be a crime: the company must screen customers, partners and payments against the OFAC, EU and UK lists' +
      (SANCTIONED.test(x.text) ? ', and a country named here is under sanctions' : '') +
      ', and obtain export licences where needed. Take sanctions-counsel advice before any deal or shipment.',
    action: (x) =>
      findCues(x.text, [SHIP_BEFORE_LICENCE]).length && CONTROLLED.test(x.text)
        ? 'Ship nothing until an export licence covering this destination and the named end user is granted; make the named end user and the licence conditions of the contract'
        : findSituations(x.text, TECH_ABROAD).length && !SANCTIONED.test(x.text)
          ? 'Have export-control counsel classify the technology and confirm whether a licence is needed before any document, code or training reaches the partner, and screen the partner and its owners against the sanctions and entity lists'
          : 'Screen every party and payment against sanctions lists and confirm export-licence needs with counsel',
  },
  {
    id: 'tax_residency',
    title: 'Tax residency and permanent establishment abroad',
    owner: 'CFO',
    // Entering another country is where a taxable presence starts; `when` keeps it to a border crossed.
    kinds: ['expand_market', 'corporate_structure'],
    cues: [
      /\b(permanent establishment|tax residen\w*|place of (?:effective )?management|board meetings? (?:are |is )?(?:held|take place)|e-?residen\w*|stripe atlas|corporate tax|transfer pricing|subsidiary|hire (?:people |staff |employees |someone |a team )?(?:in|abroad)|employees? (?:in|abroad|based in)|employer of record|\beor\b|relocat\w* (?:the )?(?:company|hq|headquarters)|move (?:our )?(?:hq|headquarters|domicile)|redomicil\w*|flip|holding company|(?:ceo|founder|director|directors|managing director|md|cfo|board)s? (?:\w+ ){0,4}(?:move|moving|relocat\w*|live|living|based) (?:\w+ ){0,2}(?:to|in|abroad|overseas)|run (?:\w+ ){0,2}company from|live abroad|directors? (?:\w+ ){0,3}abroad)\b/i,
    ],
    // Only across a border: words that say so, or two countries named (a home state is not abroad).
    // A head office moved within one country, or a group structure only described, crosses nothing.
    when: (x) =>
      (/\b(abroad|overseas|another country|foreign|international\w*|cross-border|non-resident|offshore|delaware|cayman|luxembourg|flip|permanent establishment|tax residen\w*|transfer pricing|employer of record|eor|domicile|redomicil\w*|holding company)\b/i.test(
        x.text,
      ) ||
        HQ_TO_A_PLACE.test(x.text) ||
        new Set(x.everywhere.map((p) => p.country)).size >= 2) &&
      STEP_ACROSS.test(x.text) &&
      !withinOneCountry(x),
    text: (x) =>
      'People working, selling or deciding in another country can create a taxable presence (a permanent establishment) there, with corporate tax, payroll and VAT duties' +
      (x.places.length ? ` in ${placeList(x.places)}` : '') +
      (x.kind === 'corporate_structure'
        ? '; a company whose directors and staff run it from another country can also be tax-resident there (its place of effective management), whatever its registration says, with back taxes for the years already run'
        : '') +
      '; moving the company or its headquarters has exit-tax and residency consequences, and intra-group charges need transfer pricing. Take cross-border tax advice before the first hire or move.',
    action: (x) =>
      x.kind === 'corporate_structure'
        ? 'Take cross-border tax advice on residence and permanent establishment, and settle the entity where the company is run before the round closes (or as a condition of closing)'
        : 'Take cross-border tax advice on permanent establishment, payroll and VAT before the first hire or move',
  },
  {
    id: 'consumer_protection',
    title: 'Consumer protection and changing existing contracts',
    owner: 'CUSTOMER_ADVOCATE',
    // A recall of goods sold to consumers owes the buyers a remedy, whatever the cost (the `when`
    // below keeps a recall between businesses out).
    kinds: ['product_recall'],
    cues: [
      /\b(existing (?:customers|subscribers|contracts|plans)|current (?:customers|subscribers)|legacy (?:customers|subscribers|members|users|plans?|group|cohort|pricing)|mid-contract|grandfather\w*|price (?:increase|rise|hike) (?:for|on) (?:all|existing|current)|raise prices? (?:for|on) (?:all|existing|current)|(?:rais|increas|hik|chang)\w* (?:\w+ ){0,2}prices?\b[^.]{0,30}\b(?:for|on|across) (?:all|existing|current|every)\b|subscription terms|cancel\w* (?:flow|process)|dark patterns?|free trial (?:that )?converts?|hidden fees?|drip pricing|auto-?renew\w*|guaranteed (?:returns?|yield|income|interest)|promis\w* (?:\w+ ){0,3}(?:returns?|yield|interest|\d+% a year)|(?:returns?|yield|interest) of \d+(?:\.\d+)?%|to (?:consumers|retail customers|the public|our users|our customers) (?:\w+ ){0,4}(?:invest|lend|loan|credit|savings))\b/i,
      // A price or terms changed for the people who already pay, a feature they paid for taken
      // away, reviews bought, refunds refused: what consumer law polices whatever the words.
      // How a price change reaches the people already paying: silently at renewal, or with notice.
      /\b(?:(?:apply|pass|roll|bring|let|push|put|slip|introduce)\w* (?:\w+ ){0,3}(?:it|them|this|that|prices?|increases?|rises?|hikes?|changes?|fees?|charges?|plans?|terms|tiers?|renewals?|rates?|amounts?)\b (?:\w+ ){0,3}(?:silently|quietly|automatically|without (?:notice|telling|warning|announcing|notifying))|(?:silently|quietly|automatically|just) (?:\w+ ){0,5}(?:at|on|from|through|with|come through on) (?:\w+ ){0,2}(?:\w+['’]s )?(?:next )?(?:renewal|billing|bill|direct debit|charge|invoice|payment)s?|(?:notice|notify|tell|email|warn|inform|write to)\w* (?:\w+ ){0,4}(?:existing|current|all|our|every) (?:\w+ ){0,1}(?:subscribers|members|customers|users|clients|accounts|everyone)|(?:option|right|chance|freedom) to cancel|(?:simply|just|silently|quietly) (?:\w+ ){0,2}(?:appear|show up|go through|come through|land)\w* (?:on|in) (?:their |the |each )?(?:next )?(?:receipts?|bills?|invoices?|statements?|renewals?|direct debits?|charges?))\b/i,
      /\b(?:(?:rais|increas|hik|doubl|chang)\w* (?:\w+ ){0,3}(?:prices?|fees?|subscriptions?|plans?)\b[^.]{0,40}\b(?:for|on) (?:our |all |the )?(?:\d[\d,]* )?(?:existing |current |paying )?(?:subscribers|members|customers|users|clients|tenants|parents)|fake reviews?|paid reviews?|review gating|incentivi[sz]ed reviews?|lifetime (?:deal|licen[cs]e|plan|access|membership)s?|no[- ]refunds?|(?:refus|stop|end|drop|scrap|remov)\w* (?:\w+ ){0,2}refunds?|(?:credit|discount|reward|gift|voucher|pay)\w* (?:\w+ ){0,4}(?:for|in exchange for) (?:[\w-]+ ){0,2}(?:reviews?|ratings?)|cancellation fees?|early termination fees?|(?:remov|withdraw|paywall|mov)\w* (?:\w+ ){0,3}features? (?:\w+ ){0,4}(?:paid|bought|premium|tier|plan)|greenwash\w*|misleading (?:claims?|ads?|advertising|labels?))\b/i,
      CANCEL_HURDLE,
      FAKE_URGENCY,
      GREEN_CLAIM,
      CONSUMER_TERMS,
    ],
    // A price rise told without 'existing': a plan's price raised, and the people who hold it.
    situations: [
      ...PROMISED_TO_PUBLIC,
      [PLAN_PRICE_RAISED, PLAN_HOLDERS],
      // An origin or a certification on the label, and the source behind it changed.
      ...LABEL_SOURCE_CHANGED,
      ...SHUT_FOR_CONSUMERS,
      ...CHILDREN_ASKED_TO_PAY,
    ],
    // A supplier's terms to a business buyer are commerce between businesses, not consumer law.
    when: (x) =>
      !BUSINESS_ONLY.test(x.text) ||
      CONSUMERS.test(x.text) ||
      findSituations(x.text, LABEL_SOURCE_CHANGED).length > 0,
    alsoNeeds: [
      /\b(customers?|subscribers?|consumers?|users?|members?|plans?|subscriptions?|contracts?|shoppers?|buyers?|visitors?|households|parents|patients|guests|the public|people|product pages?|stores?|shops?|e-?commerce|checkout|packaging|labels?|ads?|advertis\w*)\b/i,
    ],
    // A cancellation made harder than the sign-up, scarcity that is not true, or a green claim
    // with no evidence: each misleads consumers as proposed.
    // So does a price raised on people already paying with no notice before it lands.
    breach: [CANCEL_HURDLE, FAKE_URGENCY, GREEN_CLAIM, SILENT_CHANGE],
    breachWhen: (x) =>
      findCues(x.text, [CANCEL_HURDLE]).length > 0 ||
      (SILENT_CHANGE.test(x.text) &&
        x.kind === 'pricing_change' &&
        !BUSINESS_ONLY.test(x.text) &&
        !NOTICE_GIVEN.test(x.text)) ||
      (findCues(x.text, [FAKE_URGENCY, GREEN_CLAIM]).length > 0 && UNFOUNDED.test(x.text)),
    text: (x) =>
      x.kind === 'product_recall'
        ? recallRemedyRules(x)
        : findSituations(x.text, LABEL_SOURCE_CHANGED).length
          ? LABEL_RULES
          : (findSituations(x.text, SHUT_FOR_CONSUMERS).length ? shutdownNoticeRules() : '') +
            (findSituations(x.text, CHILDREN_ASKED_TO_PAY).length ? childrenPayRules() : '') +
            (findCues(x.text, [CANCEL_HURDLE, FAKE_URGENCY, GREEN_CLAIM]).length
              ? misleadingRules(x)
              : consumerRules(x)),
    action: (x) =>
      x.kind === 'product_recall'
        ? 'Offer every buyer a free remedy (refund, repair or replacement) and word the notice so it names the hazard and what to do, without playing it down'
        : findSituations(x.text, LABEL_SOURCE_CHANGED).length
          ? 'Decide the label before the source: relabel every product whose origin or certification changes, or keep the claimed source for it'
          : findCues(x.text, [CANCEL_HURDLE]).length
            ? 'Let customers cancel the way they signed up (online, in a few clicks, with no retention call they cannot skip), and have counsel check the subscription rules of each market before changing the flow'
            : findCues(x.text, [FAKE_URGENCY, GREEN_CLAIM]).length
              ? 'Make no claim the company cannot prove today: show scarcity, countdowns and green claims only when true and evidenced, and have counsel review the wording before it is published'
              : SILENT_CHANGE.test(x.text)
                ? 'Give every existing customer advance notice of the new price with a free right to cancel before it applies; do not apply it silently at renewal'
                : 'Check what existing contracts allow, give the notice they require, and make cancelling easy',
  },
  {
    id: 'anti_bribery',
    title: 'Bribery and facilitation payments',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(bribe\w*|kickbacks?|facilitation (?:fee|payment)s?|grease (?:payment|money)|speed(?:ing)? (?:up )?(?:the )?(?:permit|licen[cs]e|customs|approval)s? (?:with|for) (?:a )?(?:fee|payment|cash)|pay (?:an? )?(?:official|officials|inspector|customs officer)|gifts? to (?:officials|the minister|government)|consultant (?:who )?knows the minister|success fee to (?:a|an|the) (?:agent|intermediary|official)|(?:official|officer|inspector|minister|clerk|civil servant)s? (?:\w+ ){0,6}(?:fast-track|expedit|speed up|approve|clear|waive|overlook)\w*[^.]{0,60}(?:for|if we pay|in exchange for) (?:about |around )?(?:[$€£₹]|\d)|under[- ]the[- ]table|cash (?:payment|fee) to (?:an? |the )?(?:official|officer|inspector)|(?:fee|payment|cash|commission|gift|tip|donation)s? (?:\w+ ){0,5}to (?:speed up|expedite|fast-track|smooth|unblock|get|secure|clear|push through) (?:\w+ ){0,3}(?:licen[cs]e|permit|approval|clearance|customs|registration|certificat\w*|tender|contract|inspection|visa)|(?:speed up|expedite|fast-track|smooth|unblock|push through) (?:\w+ ){0,4}(?:licen[cs]e|permit|approval|clearance|customs|registration|certificat\w*|inspection|visa)\b[^.]{0,60}\b(?:fee|payment|cash|commission|gift)|(?:undocumented|unreceipted|off[- ]the[- ]books|no (?:receipt|invoice)|cash-only) (?:\w+ ){0,3}(?:fee|payment|commission)|(?:agent|intermediary|fixer|middleman|consultant)['’]?s? (?:\w+ ){0,4}(?:fee|commission|payment)\b[^.]{0,60}\b(?:official|minister|ministry|government|customs|regulator|licen[cs]e|permit))\b/i,
      // The situations, not only the words: a cash fee to someone close to the buyer, hospitality
      // for the officials judging a tender, an official hinting at a sum, paying the inspector.
      /\b(?:(?:success|finder['’]?s?|facilitation|introduction|consult\w*|agent['’]?s?) fee\W{0,3} in cash|in cash\b[^.;]{0,25}\bfee)\b/i,
      /\b(?:close to|knows|friends? (?:of|with)|related to|in with|connected to|connections (?:in|at|with)|relationship with) (?:the |a |an |some |several )?(?:\w+ ){0,2}(?:procurement|minister|ministry|officials?|regulators?|authority|governor|mayor|inspectors?|customs|evaluators?|tender (?:board|committee)|decision[- ]makers?)\b/i,
      // 'An agent can help with the evaluation committee': someone paid to reach those who award.
      /\b(?:help\w*|influenc\w*|talk\w* to|speak\w* to|sort\w* out|handl\w*|approach\w*|get\w* to|work\w* on|take care of|look after|smooth\w*|manag\w*)\s+(?:with\s+)?(?:the\s+)?(?:evaluation|tender|procurement|selection|award|bid|adjudication)\s+(?:committee|panel|board|officials?|team|process)\b/i,
      /\b(?:(?:invite|fly|flying|host|hosting|treat|take|taking|send|sending)\w* (?:the )?(?:\w+ ){0,4}(?:evaluators?|officials?|procurement (?:team|officers?|staff|committee)|public (?:employees|servants|officials)|civil servants|government (?:buyers|staff|employees)|inspectors?|regulators?)|(?:business[- ]class|first[- ]class|resort|spa|luxury|golf|spouses|vacation|holiday)\b[^.]{0,80}\b(?:evaluators?|officials?|procurement (?:team|officers?|staff)|public (?:employees|servants|officials)|civil servants|government (?:buyers|staff|employees)))\b/i,
      /\b(?:officials?|officers?|inspectors?|clerks?|ministers?|customs)\b(?:\s+\w+){0,3}\s+(?:hinted|suggested|asked|said|told us|implied|indicated|offered)\b[^.]{0,60}(?:[$€£₹]\s?\d|\d+\s?(?:k|dollars|euros|pounds)\b|cash|payment|fee|gift|something extra)/i,
      /\bpay(?:ing)? (?:an? |the |our |this |that )?(?:official|officials|inspector|inspectors|customs officer|officer|clerk|evaluators?)\b/i,
      GIFT_TO_OFFICIAL,
      MONEY_HANDED_TO_OFFICIAL,
      OFFICIAL_EXPECTS,
    ],
    // A third party paid to win public business: an agent, distributor, consultant or fixer, a fee
    // or commission, and a government buyer, permit or official, with the win it is paid for.
    situations: [
      // A payment into a person's own account, or with no receipt, to someone holding office or
      // local power: 'pay S/ 180 000 into his personal account … he is also a councillor'.
      [PAID_PRIVATELY, HOLDS_POWER],
      // Money for a power-holder's trust, gala or family, beside the licence or blessing it would
      // bring: 'the chief will bless the pit if we pay K2.5m into the Chief's Development Trust'.
      [GIVEN, TO_A_POWER_HOLDERS_CAUSE, WHAT_THEY_GRANT],
      [
        /\b(?:agents?|distributors?|consultants?|consultanc(?:y|ies)|facilitators?|fixers?|middlem[ae]n|intermediar(?:y|ies)|(?:sales|local|channel|business|in-country) partners?|(?:local |sales )?representatives?|lobbyists?|go-betweens?|brokers?|introducers?|advis[eo]rs?|well[- ]connected \w+|someone (?:who knows|close to|connected))\b/i,
        /(?:\b(?:fees?|commissions?|retainers?|cut|kickbacks?|percentage|payments?|charges?|paid|pay|bonus|cash|success[- ]based)\b|\d+(?:\.\d+)?\s?%|[$€£₹]\s?\d[\d,.]*(?:\s?(?:k|m|million|bn)\b)?)/i,
        /\b(?:government\w*|ministr(?:y|ies)|ministers?|municipal\w*|state[- ](?:owned|run|hospital|contract|tender|agency|company|utility)|public[- ](?:sector|tenders?|contracts?|procurement|hospitals?|authorit(?:y|ies)|bod(?:y|ies)|officials?|agenc(?:y|ies))|tenders?|permits?|licen[cs]es?|officials?|customs|city (?:council|hall|contract|officials?)|councils?|authorit(?:y|ies)|regulators?|procurement|concessions?|defen[cs]e (?:ministry|department|contract)|army|military|port|inspectors?|zoning|planning (?:permission|approval)|mayor|governor)\b/i,
        /\b(?:win|won|winning|success[- ]fee|contingent|if we win|on award|secur\w*|get|getting|obtain\w*|guarantee\w*|land\w*|smooth\w*|speed\w*|expedit\w*|fast-?track\w*|unblock\w*|influenc\w*|award\w*|clear\w*|push\w* through|open doors|make (?:it|things) happen|take care of|sign\w* off)\b/i,
      ],
    ],
    // A gift for the official who decides is the payment itself, whatever it is called.
    breach: [...BRIBERY_BREACH, GIFT_TO_OFFICIAL, OFFICIAL_EXPECTS],
    // Someone reporting a bribe already paid asks for an investigation, not a refusal to pay.
    // An official's expectation is a request told; it is the proposal only when paying it is asked.
    breachWhen: (x) =>
      !bribeReported(x.text) &&
      (findCues(x.text, [...BRIBERY_BREACH, GIFT_TO_OFFICIAL]).length > 0 ||
        findCues(x.text, [
          /\b(?:pay|paying|agree|approve|go ahead|accept|comply|give (?:it|them|him|her))\b/i,
        ]).length > 0),
    text: () =>
      'Paying an official, or an agent, consultant or distributor whose fee may pass money on, to win business or speed up a permit is bribery: a crime under the US FCPA and the UK Bribery Act wherever in the world it happens, and the UK Act makes the company itself liable for failing to prevent it unless it has adequate procedures (facilitation payments included). A fee out of line with the work, a commission tied to a government award, or an intermediary close to the buyer is a red flag: no payment until due diligence on the intermediary is done, with a written contract, anti-bribery clauses and audit rights. Take anti-corruption counsel’s advice.',
    // An intermediary with no red flag is vetted, not refused: refusing is for the payment itself.
    action: (x) =>
      BRIBE_ALLEGED.test(x.text) && !findCues(x.text, BRIBERY_BREACH).length
        ? 'Open an independent investigation under outside counsel now, preserve the records, suspend payments to anyone involved while it runs, and take counsel’s advice on self-reporting'
        : findCues(x.text, [...BRIBERY_BREACH, GIFT_TO_OFFICIAL, OFFICIAL_EXPECTS]).length ||
            /\b(bribe\w*|kickbacks?|under[- ]the[- ]table|facilitation (?:fee|payment)s?|grease|sweetener)\b|\b(?:officials?|officers?|inspectors?|clerks?|ministers?|customs)\b[^.]{0,60}\b(?:hinted|asked for|suggested|wants?|expects?|cash|gift)\b/i.test(
              x.text,
            )
          ? 'Refuse the payment, record the request, and have counsel vet every intermediary with due diligence'
          : 'Pay no intermediary who deals with officials until due diligence shows who they are, whom they pay and that the fee fits the work, with a written contract carrying anti-bribery terms and audit rights',
  },
];
