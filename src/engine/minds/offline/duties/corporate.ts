// Founders' and directors' duties: vesting and unvested shares, who owns the IP, conflicts of
// interest and related parties, trading near insolvency, and decisions shareholders must approve.
import { absenceDefinition } from '../reader/absences.ts';
import { upperFirst } from '../reader/format.ts';
import { LIQUIDITY, SHORTFALL } from '../reader/kind-situations.ts';
import { placeList } from '../reader/places.ts';
import { sentencesOf } from '../reader/text.ts';
import { COMPANY_BUYS_OWN_SHARES } from './distributions-and-grants.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import {
  BOARD_CHANGED,
  EQUITY_PROMISED,
  PAY_STAFF_LATE,
  RELICENSED_WITH_CONTRIBUTIONS,
  relicensingRules,
  seatOrEquityRules,
} from './shapes-company.ts';
import {
  TENDER_CONFLICT_ACTION,
  TENDER_CONFLICT_TEXT,
  TENDER_CONFLICTS,
  tenderConflict,
} from './tender-conflicts.ts';

function insolvency(x: DutyContext): string {
  const uk = x.everywhere.some((p) => p.name === 'the UK');
  const de = x.everywhere.some((p) => p.name === 'Germany');
  const us = x.everywhere.some((p) => p.country === 'the US');
  const preferred = PREFERENCE.test(x.text);
  const rules = [
    uk
      ? 'in the UK, directors who continue to trade when they know insolvent liquidation cannot be avoided risk personal liability for wrongful trading'
      : '',
    uk && preferred
      ? 'a payment that puts one creditor ahead of the rest can be reversed as a preference (six months back, two years for a director or relative) and the directors who made it disqualified'
      : '',
    de
      ? 'in Germany, directors must file for insolvency within three weeks of illiquidity (six of over-indebtedness)'
      : '',
    us ? 'in the US, directors of an insolvent company owe duties that protect creditors’ interests' : '',
    us && preferred
      ? 'a bankruptcy trustee can claw back payments to one creditor in the 90 days before filing (a year for insiders)'
      : '',
  ].filter(Boolean);
  return (
    'When the company may not be able to pay its debts as they fall due, directors must put creditors’ interests first: no new debts the company cannot pay, no preferring some creditors over others, no moving assets out. Customers’ prepayments and deposits taken to meet payroll or old debts are new debts to those customers: if the company then fails, they lose their money and the directors may answer for it, so keep any deposit ring-fenced (a separate account) until the order is delivered. ' +
    (rules.length
      ? `${upperFirst(rules.join('; '))}. `
      : 'Each country sets its own duties and deadlines. ') +
    'Take insolvency advice now, before the next payment decision.'
  );
}

// A hire or contractor who would keep what they make or bring: the person, and ownership kept.
const IP_SITUATIONS: readonly (readonly RegExp[])[] = [
  [
    /\b(?:he|she|they|hir\w*|candidates?|recruit\w*|appoint\w*|head of \w+|vp|vice president|chief \w+ officer|new (?:\w+ )?(?:joiner|starter|employee|engineer|developer|designer|scientist|cto|head)|engineers?|developers?|designers?|scientists?|researchers?|contractors?|freelanc\w*|consultants?|agenc(?:y|ies)|studio|cto|co-?founders?|advis[eo]rs?|employees?)\b/i,
    /\b(?:(?:stays?|remains?|becomes?|is|be) (?:\w+ ){0,2}(?:his|her|their) (?:own |personal |private )?(?:property|ip|intellectual property|copyright)|(?:keep|kept|keeping|retain\w*|hold\w*|reserv\w*|maintain\w*)\b[^.]{0,30}\b(?:ownership|owning|the rights|all rights|rights|ip|intellectual property|copyright|title|patents?)|(?:own|owns|owning)\b (?:[\w-]+ ){0,3}(?:models?|code|codebase|designs?|inventions?|algorithms?|ip|software|tools?|toolkits?|frameworks?|engines?|sdks?|library|libraries|patents?|source|content|data ?sets?|platform) (?:that |which )?(?:she|he|they|it|you) (?:\w+ )?(?:build|built|make|made|write|wrote|written|create|created|develop|developed|design|designed|produce|produced|invent|invented)\w*|refus\w* to (?:sign|assign)|(?:won['’]?t|will not|would not|declin\w* to|doesn['’]?t want to|does not want to|not (?:to )?) assign|licen[cs]e (?:\w+ ){0,5}(?:back )?to us|(?:rather not|won['’]?t|will not|would not|doesn['’]?t want to|does not want to|declin\w* to) sign (?:\w+ ){0,3}(?:ip|invention|assignment|intellectual property)|(?:stays?|remains?|is|are|be|will be|would be) (?:all )?(?:his|hers|her|theirs|their|the (?:agency|studio|contractor|freelancer|vendor|consultant|developer|shop|firm)['’]s?)(?: (?:own |personal |sole |private )?(?:property|ip|intellectual property|copyright)(?=[\s.,;]|$)|(?=\s*(?:[.,;!)]|$|and not|not (?:the|ours|us)|rather|alone|personally)))|(?:ip|rights|code|library|libraries|sdks?|framework|models?|tools?|toolkit|engine|software|algorithms?|inventions?|patents?|designs?|platform)\b[^.]{0,50}\b(?:stays?|stay(?:ing)?|remains?|remain(?:ing)?|belongs?|belong(?:ing)?|reverts?|revert(?:ing)?) (?:\w+ ){0,2}(?:with|to) (?:him|her|them)(?:self|selves)?|(?:ip|rights|code|library|libraries|sdks?|framework|models?|tools?|toolkit|engine|software|algorithms?|inventions?|patents?|designs?|platform)\b[^.]{0,50}\b(?:stays?|stay(?:ing)?|remains?|remain(?:ing)?|registered|held|kept) in (?:his|her|their) (?:own )?names?|personal(?:ly)? own\w*|(?:his|her|their) (?:own |personal )(?:property|ip|intellectual property|copyright)(?! assignment)|licen[cs]ed (?:back )?to us|(?:invention|ip|intellectual property|copyright) assignments?|bring\w* (?:\w+ ){0,3}(?:own|existing|prior|personal) (?:\w+ ){0,2}(?:code|algorithms?|software|ip|models?|library|libraries|tools?|inventions?|patents?|technology|platform)|prior inventions?|license (?:it|them|the \w+) (?:back )?to us|reuse (?:\w+ ){0,3}(?:for|with) (?:other|their own) clients)\b/i,
  ],
];

/** Shares the text says carry no vesting, however it is worded (the absence reader's cue). */
const NO_VESTING = absenceDefinition('no_vesting')?.cue ?? /\bno vesting\b/i;
/** No IP assignment ever signed: the action names the work done before the company existed. */
const NO_ASSIGNMENT = absenceDefinition('no_ip_assignment')?.cue ?? /\bno ip assignment\b/i;

/** Shares asked for with nothing left to vest: 'fully vested on day one', 'vests immediately'. */
const VESTED_AT_ONCE =
  /\b(?:issued outright|granted outright|nothing vests|none of (?:it|them|the shares) vests?|fully vested|vest(?:s|ed|ing)? (?:immediately|at once|up ?front|in full|on (?:day one|signing|joining))|immediate(?:ly)? vest\w*|no vesting|without (?:any )?vesting|vested (?:on|from) day one)\b/i;
/** Someone going: a founder or employee leaving or stepping back. */
const LEAVING =
  /\b(?:leav(?:e|es|ing)|left the|depart\w*|quit\w*|resign\w*|step\w* (?:down|back)|walk\w* away|exit\w*)\b/i;
/** Someone joining: a hire, a candidate, an offer. */
const JOINING =
  /\b(?:hir\w*|candidates?|join\w*|offer\w*|appoint\w*|recruit\w*|new (?:cto|cfo|coo|vp|head)|start\w* (?:with|at) us)\b/i;
/** Work done before the company existed: it belongs to whoever wrote it until assigned. */
const PRE_INCORPORATION =
  /\b(?:pre-?incorporation|before (?:the company (?:was|existed)|we (?:incorporated|founded|formed))|predates? (?:the )?(?:company|incorporation|founding)|written (?:\w+ ){0,3}before (?:the company|incorporation|we (?:incorporated|started)))\b/i;

/** Work said to be done in the job: on company time, during the employment, while with us. */
const ON_COMPANY_TIME =
  /\b(?:on (?:company|work|our|the company['’]s) time|(?:during|in) (?:his|her|their|the|our|company|work|working|office) (?:employment|job|time with us|working hours|hours|work hours)|while (?:(?:he|she|they) (?:is|are|works?|remains?) )?(?:working|employed|with us|here|on (?:our )?payroll)(?: (?:for|by|at|with) us)?|in (?:his|her|their) (?:job|role)|on the job)\b/i;
/** Work made for us, or that a hire will make, by someone we employ (a contractor's is under the contract). */
const MADE_FOR_US =
  /\b(?:(?:build|built|writ\w*|wrote|develop\w*|creat\w*|mak\w*|made|train\w*|design\w*|code\w*) (?:\w+ ){0,3}(?:(?:for|with|at) us|here)|(?:he|she|they)(?:['’]ll| will| would| is going to| are going to)? (?:build|write|develop|create|make|train|design|code)s?)\b/i;
const CONTRACTED = /\b(?:freelanc\w*|contractors?|agenc(?:y|ies)|studio|consultan\w*|outsourc\w*)\b/i;
/** Work the product will depend on: what an assignment must cover. */
const FOR_THE_PRODUCT =
  /\b(?:core to|central to|at the (?:heart|core) of|(?:roadmap|product|platform|app|service) (?:\w+ ){0,2}(?:depends?|relies?|runs?|will run|is built|will be built) on)\b/i;
/** Work done outside the job: a project of their own, which a schedule of prior inventions keeps theirs. */
const OUTSIDE_THE_JOB =
  /\b(?:(?:in|on) (?:his|her|their) (?:own|spare|free|personal) time|spare[- ]time|side project|hobby|outside (?:of )?(?:work|working hours|the job)|(?:already|currently) (?:maintains?|owns?|runs?)|before (?:joining|(?:he|she|they) join\w*)|existing|prior)\b/i;

/** Made in the job for the product, so it cannot stay the person's: said so, or not said otherwise. */
function madeInTheJob(text: string): boolean {
  const forUs = FOR_THE_PRODUCT.test(text) || (MADE_FOR_US.test(text) && !CONTRACTED.test(text));
  return ON_COMPANY_TIME.test(text) || (forUs && !OUTSIDE_THE_JOB.test(text));
}

/** One of our own insiders: a director, the chair, a founder, a board member or an investor. */
const INSIDER =
  /\b(?:(?:one of )?our (?:\w+ )?(?:directors?|chair(?:man|woman|person)?|board members?|non-?exec\w*|founders?|co-?founders?|ceo|cfo|cto|coo|treasurer|trustees?|secretary|governors?|committee members?|(?:lead |largest |biggest |main |angel |seed )?investors?|shareholders?)|(?:a|the|one) (?:non-?executive |executive |voting |independent )?(?:director|board member|chair(?:man|woman|person)?|treasurer|trustee)|(?:one of )?(?:the|our) trustees|(?:director|board member|chair(?:man|woman|person)?|founder|investor)s? (?:who|that) (?:sits?|votes?|is on)|(?:she|he|they) (?:sits?|would vote|will vote|votes?) on (?:the|our) board)\b/i;
/** One creditor paid ahead of the others, or an insider's loan repaid, while the money runs short. */
const PREFERENCE =
  /\b(?:pay\w*|repay\w*|settl\w*|clear\w*) (?:[\w'’]+ ){0,4}(?:suppliers?|creditors?|lenders?|banks?|landlords?|loans?|debts?|invoices?|bills?|vendors?|him|her|them|investors?|directors?|founders?|shareholders?|family|friends?|hmrc|irs|tax\w*|vat|the taxman|revenue|customs|arrears)\b[^.]{0,30}\b(?:first|in full|ahead of|before (?:the |our )?(?:other|rest|remaining)|before (?:we|the company) (?:wind|close|shut|go into|enter|file)|while (?:there is|we have|we still have) (?:still )?(?:some |any )?(?:cash|money))\b|\b(?:repay\w*|pay\w* back|pay\w* off|clear\w*|settl\w*|return\w*)\b (?:[\w'’]+ ){0,5}(?:loans?|debts?|money|account|advance)s? (?:[\w'’]+ ){0,2}(?:from|to|owed to|of|lent by) (?:my|our|the|his|her|their|a) (?:\w+ )?(?:father|mother|parents|family|brother|sister|wife|husband|partner|friends?|directors?|founders?|shareholders?|ceo|chair\w*|investors?|relatives?|uncle|aunt|cousin)|\b(?:let|make|leave|keep)\w* (?:\w+ ){0,2}(?:other|remaining|rest of the|smaller) (?:suppliers|creditors|lenders|vendors)\b[^.]{0,20}\b(?:wait|unpaid|until|in the queue)|\bdirector['’]?s? loan accounts?\b[^.]{0,30}\b(?:repa\w*|clear\w*|settl\w*|pa(?:y|id)\w*)|\b(?:repa\w*|clear\w*|settl\w*|pa(?:y|id)\w*) (?:\w+ ){0,3}director['’]?s? loan accounts?\b/i;

/** What changes the shares or the constitution: a bigger option pool, debt turned into shares, a
 * division sold, the articles or the company's form changed, the shares sold to an ownership trust. */
const CAPITAL_AND_CONSTITUTION =
  /\b(?:(?:expand|increas|top(?:ping)? up|refresh|creat|enlarg|grow|add)\w* (?:\w+ ){0,2}(?:option|esop|share option|equity|employee share) pool|(?:option|esop) pool (?:\w+ ){0,3}(?:increase|expansion|top-?up|from \d)|convert\w* (?:[\w£$€.,]+ ){0,3}(?:loans?|notes?|debt|safes?|bonds?) (?:\w+ ){0,2}(?:into|to|for) (?:equity|shares|stock)|debt[- ]for[- ]equity|(?:sell|dispos\w* of|divest|spin\w*[- ]?off|carv\w*[- ]?out)\w* (?:off )?(?:our|the|its) (?:\w+ ){0,2}(?:division|business unit|subsidiary|main business|core business|largest (?:business|brand|division))|(?:become|convert\w* (?:\w+ ){0,2}(?:to|into)|re-?register\w* as) (?:a |an )?(?:b ?corp|benefit corporation|community interest company|cic|co-?operative|public (?:limited )?company|plc)|employee ownership trust|\beot\b|management buy-?out|\bmbo\b|(?:change|rename)\w* (?:\w+ ){0,2}company['’]?s? (?:legal )?name|delist\w*(?! (?:\w+ ){0,2}(?:skus?|products?|lines?|ranges?|items?|brands?|flavou?rs?))(?<!(?:would|will|could|might|to|threaten\w*) delist\w*)|go(?:ing)? private)\b/i;

/** A board seat given to a constituency: employees, a union, members or customers electing a director (an investor's seat is the financing's own term). */
const BOARD_SEAT =
  /\b(?:(?:employees?|staff|workers?|unions?|works council|members|the trust|customers?|tenants?)\b (?:\w+ ){0,3}(?:elect|appoint|nominate|choose|nam|put|send|have|get|gain)\w* (?:\w+ ){0,3}(?:directors?|board members?|board seats?|seats? on (?:the|our) board|representatives? on (?:the|our) board)|(?:worker|employee|staff|union) (?:directors?|board members?|representatives? on the board)|(?:board seats?|seats? on (?:the|our) board) for (?:\w+ ){0,2}(?:employees|staff|workers|unions?|members))\b/i;

/** An insider on the other side of our deal: lending to us, selling, renting or supplying to us, buying from us. */
const KIN_OF_INSIDER =
  /\b(?:(?:is |are |was )?married to|(?:husband|wife|spouse|son|daughter|brother|sister|father|mother|cousin|nephew|niece|uncle|aunt|(?:brother|sister|son|daughter|father|mother)-in-law|relatives?) of|related to|(?:undeclared |close |personal |direct )?(?:family|personal) (?:links?|ties?|connections?|relationships?) (?:to|with)) (?:[\p{L}'’-]+ ){0,3}(?:ceo|cfo|cto|coo|founders?|co-?founders?|chair(?:man|woman|person)?|directors?|board members?|trustees?|treasurer|investors?|shareholders?|suppliers?|vendors?|bidders?|contractors?|councill?ors?)\b/iu;
const INSIDER_DEAL = new RegExp(
  [
    `\\b(?:loans?|bridge|advance|financing|money|funds|credit|notes?|debt|equipment|premises|office|building|services?|software|stock|goods)\\b (?:[\\w'’]+ ){0,4}from (?:[\\w'’]+,? ){0,2}${INSIDER.source}`,
    `${INSIDER.source},? (?:[\\w'’]+,? ){0,6}(?:lend|loan|advance|finance|bridge|rent|lease|sell|supply|provide|buy|purchase|acquire)(?:s|ed|ing)?\\b (?:(?:us|the company|the business|to us|to the company)\\b|[^.]{0,30}(?:[$€£]\\s?\\d|\\d[\\d,.]*\\s?(?:k|m|million)\\b))`,
    `\\b(?:buy|rent|lease|purchas|licen[cs])\\w* (?:[\\w'’]+ ){0,5}from (?:[\\w'’]+,? ){0,2}${INSIDER.source}`,
    `\\b(?:sell|rent|lease|licen[cs]|award|grant)\\w* (?:[\\w'’]+ ){0,5}to (?:[\\w'’]+,? ){0,2}${INSIDER.source}`,
    // The counterparty described by whose it is: 'an agency our co-founder part-owns'.
    `\\b(?:firm|agency|company|business|supplier|vendor|studio|consultancy|contractor|landlord|building|fund|startup|shop|factory|lab)\\b (?:that |which )?(?:our|the|one of our) (?:\\w+ )?(?:ceo|cfo|cto|coo|founder|co-?founder|directors?|chair\\w*|board members?|investors?|shareholders?)s? (?:\\w+ )?(?:part-?owns?|co-?owns?|owns?|controls?|runs?|chairs?|founded|set up|manages?|has a stake in|invested in|is (?:a )?(?:partner|shareholder|director) (?:in|of|at))`,
  ].join('|'),
  'i',
);

/** What shareholders decide, named: a vote, a share class, a sale of the assets, the articles. */
const SHAREHOLDER_CUES: readonly RegExp[] = [
  /\b(shareholder (?:vote|approval|consent)|drag-?along|tag-?along|pre-?emption|consent of (?:the )?investors|investor consent|special resolution|sell (?:substantially )?all (?:of )?(?:our |the )?assets|share (?:swap|exchange)|flip\w* (?:\w+ ){0,3}(?:to|into|under) (?:a |an )?(?:us|uk|delaware|singapore|new) (?:parent|holding|entity|company)|re-?domicil\w*|redomicil\w*|new (?:holding|parent) company|holdco|secondary (?:sale|transaction|round)|(?:founders?|employees|staff|early investors) (?:\w+ ){0,3}sell\w* (?:\w+ ){0,3}shares|buy-?back|new (?:class of )?shares|preferred shares|share class|(?:issue|issuing) (?:new )?shares|articles of association|change (?:the|our) articles)\b/i,
  BOARD_SEAT,
  CAPITAL_AND_CONSTITUTION,
  // The company buying its own shares, and existing shares sold to a new investor beside a round.
  COMPANY_BUYS_OWN_SHARES,
  /\b(?:(?:buy|purchas|acquir)\w* (?:[\w$€£.,]+ ){0,5}(?:employee|founder|existing|common|secondary)(?: and (?:employee|founder))? shares)\b/i,
  // The constitution itself reserves the step to the members: 'contracts over 3 years need
  // approval at a members' general meeting'.
  /\b(?:constitution|articles|by-?laws|club rules|statutes)\b[^.]{0,90}\b(?:needs?|requires?|must (?:have|get|be put to)|subject to)\s+(?:\w+ ){0,3}?(?:(?:approval|vote|consent|resolution)\s+(?:of|by|from|at)\s+(?:a |the |our )?(?:members|shareholders|owners|(?:members['’]?|general|annual general|special general|special) meeting)|(?:a |the )?(?:members['’]?|general|special) meeting)/i,
  // The statutory auditor is the members' appointment in most company laws, on the board's proposal.
  /\b(?:appoint\w* (?:an? |the |our )?(?:new |first |statutory )?(?:auditors?|audit firm)|(?:statutory|first|annual) audit\b|audit firm|auditor(?:['’]s)? appointment|(?:choose|pick|select)\w* (?:an? |the |our )?(?:auditors?|audit firm))/i,
];

/** A seat or equity for a person is all the text raises: its own wording, not a sale's. */
function seatOrEquityOnly(x: DutyContext): boolean {
  return (
    x.kind !== 'be_acquired' &&
    x.kind !== 'merger_or_jv' &&
    findCues(x.text, SHAREHOLDER_CUES).length === 0 &&
    findSituations(x.text, [...BOARD_CHANGED, ...EQUITY_PROMISED]).length > 0
  );
}

/** A relative, an insider or a stake on the other side: what makes a deal a related party's. */
const RELATED_CUES: readonly RegExp[] = [
  /\b(my (?:brother|sister|wife|husband|partner|cousin|son|daughter|father|mother|friend)|(?:ceo|cfo|cto|coo|cmo|founder|co-?founder|director|board member|treasurer|trustee|chair\w*|investor|(?:majority |largest )?(?:owner|shareholder))(?:['’]?s|s['’]) (?:brother|sister|wife|husband|cousin|son|daughter|spouse|partner|friend|nephew|niece|(?:son|daughter|brother|sister|father|mother)-in-law|company|own company|other company)|related[- ]party|conflict of interest|owned by (?:our|a) (?:ceo|founder|director|board member|investor)|(?:a|our|the|one of our) (?:directors?|board members?|investors?|founders?) (?:owns? (?:the|a|an) (?!(?:company|business|majority|rest|remainder)\b)|ha(?:s|ve) a stake in|(?:is|are) (?:also )?(?:a )?(?:shareholders?|investors?|partners?) (?:in|of))|family members?|(?:our|my|his|her|their|the founders?['’]?s?) family (?:trust|office)|(?:ceo|cfo|founder|director|chair\w*|investor)['’]?s? family (?:business|company|firm)|nephew|niece|in-laws?|(?:close |personal |old |long-?time |best )friends? (?:of|with) (?:the |our |a )?(?:ceo|cfo|founder|co-?founder|director|chair\w*|board member|accused|investor)|(?:ceo|cfo|cto|coo|founder|co-?founder|director|board member|chair\w*|investor)['’]s? (?:\w+ ){0,2}(?:friend|relative|roommate|ex-?(?:wife|husband|partner)|brother-in-law|sister-in-law|uncle|aunt)|related to (?:our|the|a|one of our) (?:ceo|founder|directors?|board members?|investors?)|(?:his|her|their) (?:own )?(?:brother|sister|wife|husband|spouse|cousin|son|daughter|father|mother|uncle|aunt|brother-in-law|sister-in-law)['’]s? (?:company|firm|agency|business)|founders? (?:\w+ ){0,4}(?:sell|selling|cash(?:ing)? out) (?:\w+ ){0,3}(?:shares|stakes?|secondar\w*)|(?:owns?|holds?|has) (?:a |an )?(?:\d+(?:\.\d+)?% |small |minority |personal )?(?:stake|shares|equity|interest) in (?:the |our |their |this )?(?:supplier|vendor|buyer|acquirer|target|customer|counterparty|bidder|landlord|lender|partner|agency|contractor)|(?:sits?|sat) on (?:the |their )?(?:\w+ ){0,2}board|invested in (?:the |our |this )?(?:buyer|supplier|vendor|target|landlord|lender|agency)|(?:ceo|cfo|cto|coo|founder|co-?founder|chair(?:man|woman|person)?|director|board member|investor)['’]?s? (?:\w+ ){0,2}(?:holds? (?:a |an )?(?:\d+(?:\.\d+)?% |small |minority |personal )?(?:stake|shares|interest) in|is (?:a )?(?:partner|shareholder|investor|director) (?:in|of|at))|(?:ceo|cfo|cto|coo|founder|co-?founder|chair(?:man|woman|person)?|director|board member|investor)(?:['’]s|s['’]) (?:\w+ ){0,2}(?:owns?|controls?)|(?:owned|controlled) by (?:\w+ ){0,2}(?:ceo|cfo|cto|coo|founder|co-?founder|chair\w*|director|board member|investor)s?)\b/i,
  // A relative's own firm across the deal ('from Uncle Kofi's company'), or a partner's side firm
  // ('took the contract through his own company', 'a company Minh set up with his wife').
  /\b(?:(?:my|our|his|her|their) )?(?:uncle|aunt|cousin|brother|sister|father|mother|son|daughter|(?:son|daughter|brother|sister|father|mother)-in-law)(?: [A-Z][\p{L}]+)?['’]s (?:own )?(?:company|firm|agency|business)\b|\b(?:through|via) (?:his|her|their) own (?:company|firm|business)\b|\b(?:company|firm|business) (?:\p{Lu}[\p{L}]+ |he |she |they )(?:set up|started|formed|founded|registered) with (?:his|her|their) (?:wife|husband|partner|brother|sister|son|daughter)\b/iu,
  // A family tie said the other way round: 'the owner is married to our board member', 'the
  // daughter of our chairman', 'Trustee Mary Obi's husband', 'an undeclared family link to the supplier'.
  KIN_OF_INSIDER,
  // The insider is the relative: 'Board member Íñigo Olmedo … is the brother of the owner of
  // Transportes Olmedo'.
  /\b(?:board members?|directors?|chair(?:man|woman|person)?|trustees?|treasurer|ceo|cfo|coo|cto|co-?founders?|founders?|councill?ors?|committee (?:chair|members?))\b[^.]{0,160}\b(?:is|are|was|happens to be) (?:also )?(?:the |a |an |her |his )?(?:husband|wife|spouse|partner|son|daughter|brother|sister|father|mother|cousin|nephew|niece|uncle|aunt|(?:brother|sister|son|daughter|father|mother)-in-law|relative|close friend|business partner) of (?:the |its |their )?(?:owner|founder|co-?founder|ceo|managing director|md|director|partner|legal representative|principal|chair\w*|majority shareholder|general manager)s?\b/i,
  /\b(?:[Cc]hair(?:man|woman|person)?|CEO|CFO|COO|CTO|[Ff]ounder|[Dd]irector|[Bb]oard member|[Tt]rustee|[Tt]reasurer|[Ii]nvestor|[Cc]ouncill?or)(?: \p{Lu}[\p{L}-]+){1,3}['’]s (?:own )?(?:husband|wife|spouse|partner|son|daughter|brother|sister|father|mother|cousin|family|relatives?|in-laws?|brother-in-law|sister-in-law)\b/u,
  // A go-between who also works for the other side: 'the agent also regularly brokers deals for
  // their sporting director', 'our adviser is also paid by the buyer'.
  /\b(?:agent|broker|advis[eo]r|intermediary|consultant|banker|lawyer|accountant)\b[^.]{0,60}\b(?:also|regularly|simultaneously|at the same time)\b[^.]{0,30}\b(?:works? (?:for|with)|acts? for|represents?|brokers? (?:\w+ )?(?:for|with)|advises?|is (?:also )?paid by|is retained by|sits on)\b/i,
  // A director, chair, founder or investor on the other side of our own deal.
  INSIDER_DEAL,
  // An insider who works for, or holds office at, the other side: 'our treasurer works at the lender'.
  new RegExp(
    `${INSIDER.source} (?:\\w+ ){0,2}(?:works? (?:at|for)|is employed (?:at|by)|is (?:a |an |the )?(?:\\w+ )?(?:director|partner|employee|owner|shareholder|trustee|officer|manager|(?:vice[- ])?president|vp|executive|ceo|cfo|coo) (?:of|at|in))\\b`,
    'i',
  ),
];

/**
 * Who someone is, said alone: a relative, a family office, a friend of the founder, a director's
 * seat elsewhere. In a family business relatives run the plant and chair the board; that is no
 * related-party transaction until the same sentence puts them across a deal from the company.
 */
const RELATION_ONLY =
  /\b(?:my (?:brother|sister|wife|husband|partner|cousin|son|daughter|father|mother|friend)|(?:ceo|cfo|founder|director|board member)['’]?s? (?:brother|sister|wife|husband|cousin|son|daughter|spouse|friend)|family members?|(?:our|my|his|her|their) family (?:trust|office)s?|nephews?|nieces?|in-laws?|(?:close |personal |old |long-?time |best )friends? (?:of|with) (?:the |our |a )?(?:ceo|cfo|founder|co-?founder|director|chair\w*|board member|accused|investor)|(?:ceo|cfo|cto|coo|founder|co-?founder|director|board member|chair\w*|investor)['’]s? (?:\w+ ){0,2}(?:friend|relative|roommate|ex-?(?:wife|husband|partner)|brother-in-law|sister-in-law|uncle|aunt)|(?:sits?|sat) on (?:the |their )?(?:\w+ ){0,2}board)\b/gi;
/** A deal in the same sentence: something bought, sold, let, lent, paid, hired, appointed or awarded, or a partner in the firm across it. */
const DEAL_WORDS =
  /\b(?:pitch\w*|merg\w*|joint venture|owned by|set up by|holds? (?:about |around |roughly |~)?\d+(?:[.,]\d+)?\s?% of|suppl\w*|vendors?|contractors?|landlords?|lenders?|buyers?|sell\w*|sold|buy\w*|bought|purchas\w*|leas\w*|rent\w*|lend\w*|lent|loans?|contract\w*|quot\w*|fees?|pay\w*|paid|hir\w*|employ\w*|consult\w*|invest\w*|acqui\w*|stakes?|shares|pric\w*|deals?|terms|offer\w*|tender\w*|bid\w*|award\w*|donat\w*|gifts?|sponsor\w*|propert\w*|premises|commission\w*|agency|appoint\w*|join(?:s|ing)? (?:us |the company |the board )?(?:as|at|on)|partners? (?:at|in|of))\b|['’]s (?:own )?(?:company|firm|agency|business|shop|practice)\b/i;

/**
 * An insider or a relative across a deal from the company: in the same sentence, named in the
 * question itself ('Make my sister-in-law our head of finance?'), or named beside a question that
 * is itself a deal ('Accept a bridge loan from Mark?' … 'Mark sits on our board').
 */
/**
 * The relation sentence is about someone the question names ('Accept a bridge loan from Mark?' …
 * 'Mark sits on our board'), or about the family office or directors the question points at. A
 * family firm's 'my father still chairs the board' beside 'Take the kiln loan?' is who runs the
 * company, not a party across the deal.
 */
function namesSomeoneAsked(sentence: string, question: string): boolean {
  const names = question.match(/(?<!^)\b[A-Z][a-z]{2,}\b/g) ?? [];
  if (names.some((name) => new RegExp(`\\b${name}\\b`).test(sentence))) return true;
  return /\b(?:family office|family trust|director|board member|founder|investor|insider)s?\b/i.test(
    question,
  );
}

/**
 * A relative's voice or part in the family firm ('my brother says sign', 'my father founded it',
 * 'my sister and I want to buy'): an owner's opinion, not a party across the deal, so the clause
 * is set aside before looking for one.
 */
const RELATIVE_VOICE =
  /\b(?:my|our|his|her|their) (?:brother|sister|wife|husband|partner|cousin|son|daughter|father|mother|uncle|aunt)(?:-in-law)?(?: [A-Z][\p{L}]+)?(?:\s*\([^)]*\))?,?(?: [\p{L}'’]+){0,4}? (?:says|said|thinks|thought|believes|feels|wants?|wanted|would (?:rather|prefer|like)|argues|insists|prefers|is against|agrees|worries|warns|founded|chairs|started|built)\b[^.;]*/giu;

function relatedDeal(text: string): boolean {
  const sentences = sentencesOf(text);
  const question = sentences[0] ?? '';
  const askedDeal = DEAL_WORDS.test(question);
  return sentences.some((said, i) => {
    const s = said.replace(RELATIVE_VOICE, ' ');
    return (
      findCues(s, RELATED_CUES).length > 0 &&
      !/\b(?:guarant\w*|aval|surety|co-?sign\w*)\b/i.test(s) &&
      (i === 0 ||
        (askedDeal && namesSomeoneAsked(s, question)) ||
        DEAL_WORDS.test(s) ||
        findCues(s.replace(RELATION_ONLY, ' '), RELATED_CUES).length > 0)
    );
  });
}

/** One of our own office-holders named: 'Board member Íñigo Olmedo', 'our chair, Carlos Rengifo'. */
const NAMED_INSIDER =
  /\b(?:[Bb]oard members?|(?:[Nn]on-?executive |[Ii]ndependent )?[Dd]irectors?|[Cc]hair(?:man|woman|person)?|[Tt]rustees?|[Tt]reasurer|[Cc]ouncill?ors?|CEO|CFO|COO|CTO|[Cc]o-?founders?|[Ff]ounders?|[Mm]anaging [Dd]irector)\b,? (?:(?:Mr|Mrs|Ms|Dr)\.? )?(\p{Lu}[\p{Ll}'’-]+)(?: (?:de|del|da|van|von|di|la|le|bin|al) )?(?: (\p{Lu}[\p{Ll}'’-]+))+/gu;

/** Words that start a capitalised run without naming anyone ('The', 'Board member', 'Our'). */
const NOT_A_NAME =
  /^(?:the|a|an|our|their|his|her|its|this|that|board|member|director|chair\w*|trustee|treasurer|ceo|cfo|coo|cto|founder|co-?founder|mr|mrs|ms|dr|sr|sra|don|doña|and|or|but|if|when|at|in|on|by|for|from|with|to|of)$/i;

/**
 * An insider's surname borne by someone else on the other side of the text: 'board member Carlos
 * Rengifo' beside the bidder's legal representative 'Lucía Valencia de Rengifo', or 'Íñigo Olmedo'
 * beside 'Transportes Olmedo'. A relative or a family firm, undeclared: the board asks before it
 * votes. The insider's own later mentions ('Mr Rengifo', 'Carlos Rengifo') are the same person.
 */
export function insiderSharesName(text: string): boolean {
  for (const m of text.matchAll(NAMED_INSIDER)) {
    const first = m[1] ?? '';
    const surname = m[0].trim().split(/\s+/).at(-1) ?? '';
    if (surname.length < 4 || NOT_A_NAME.test(surname)) continue;
    for (const other of text.matchAll(
      new RegExp(`((?:\\p{Lu}[\\p{L}.'’&-]*|de|del|da|van|von|di|la|le) ){1,4}${surname}\\b`, 'gu'),
    )) {
      if (
        other.index === m.index ||
        (m.index !== undefined && other.index >= m.index && other.index < m.index + m[0].length)
      )
        continue;
      const words = other[0].split(/\s+/).slice(0, -1);
      if (words.some((w) => w === first)) continue;
      // 'Yesterday Rengifo said': one capitalised word at a sentence's start names no one.
      if (words.length === 1 && /(?:^|[.!?;:])$/.test(text.slice(0, other.index).trimEnd())) continue;
      if (words.some((w) => /^\p{Lu}/u.test(w) && !NOT_A_NAME.test(w.replace(/[.'’]+$/, '')))) return true;
    }
  }
  return false;
}

/** A person's relative named by the person's name: 'Priya Nair, Arjun's wife'. */
const NAMED_KIN =
  /\b(\p{Lu}\p{Ll}+)['’]s (?:wife|husband|spouse|partner|son|daughter|brother|sister|cousin|father|mother|nephew|niece|uncle|aunt|(?:son|daughter|brother|sister|father|mother)-in-law)\b/gu;
/** An insider named by first name beside the office: 'Arjun, our CTO', 'our CFO, Lena'. */
const INSIDER_BY_NAME =
  /\b(\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?,? (?:our|the company['’]s) (?:\w+ )?(?:CEO|CFO|CTO|COO|CMO|[Ff]ounder|[Cc]o-?founder|[Dd]irectors?|[Cc]hair(?:man|woman|person)?|[Bb]oard members?|[Tt]reasurer|[Tt]rustees?)\b|\b(?:our )?(?:CEO|CFO|CTO|COO|CMO|[Ff]ounder|[Cc]o-?founder|[Dd]irector|[Cc]hair(?:man|woman|person)?|[Bb]oard member|[Tt]reasurer|[Tt]rustee),? (\p{Lu}\p{Ll}+)\b/gu;

/** A relative of an insider named by the insider's first name ('set up by Priya Nair, Arjun's wife'). */
export function insiderKinNamed(text: string): boolean {
  const insiders = new Set([...text.matchAll(INSIDER_BY_NAME)].map((m) => m[1] ?? m[2]).filter(Boolean));
  return [...text.matchAll(NAMED_KIN)].some((m) => insiders.has(m[1]));
}

/** A director tied to a competitor, or the company's confidential plans passed to one. */
const DIRECTOR_WITH_RIVAL =
  /\b(?:director|board member|non-exec\w*|chair(?:man|woman|person)?|board seat)\b[^.]{0,80}\b(?:is (?:also )?(?:on|at|with)|also (?:sits|works|advises|owns)|sits on|works (?:for|at)|owns|holds|advises|runs|(?:his|her|their|whose) (?:brother|sister|wife|husband|partner|son|daughter|father|mother|family|cousin))\b[^.]{0,60}\b(?:competitors?|rivals?)\b|\b(?:shared|leaked|passed|forwarded|sent|gave|showed)\b[^.]{0,40}\b(?:our|the company['’]s|board|confidential|internal)\b[^.]{0,40}\b(?:with|to)\s+(?:a |the |our )?(?:\w+ )?(?:competitors?|rivals?)\b/i;

export const CORPORATE_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'founder_vesting',
    title: 'Vesting and a leaver’s unvested shares',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(?:issued outright|granted outright)\b/i,
      /\b(unvested|vest\w*|cliff|leaver (?:terms|provisions|clause)|good leaver|bad leaver|reverse vesting|accelerat\w* (?:the )?vesting|(?:no|without|never (?:had|set up|signed)|not (?:on|subject to)) (?:a |any )?(?:vesting|cliff)|(?:keeps?|kept|keeping|walk(?:s|ing)? away with) (?:all |his |her |their )?(?:\w+ ){0,2}(?:shares|equity|stake)|(?:shares|equity|stake) (?:\w+ ){0,3}(?:walk(?:s|ing)? away|leav\w*|depart\w*|quit\w*)|dead equity)\b/i,
    ],
    // Vesting written into a new hire's offer is routine; the duty is about a leaver, a waiver or
    // shares with no vesting at all.
    when: (x) =>
      /\b(leav\w*|left|depart\w*|quit\w*|resign\w*|fired|dismiss\w*|terminat\w*|exit\w*|walk\w* away|step\w* down|stepping back|waiv\w*|accelerat\w*|buy[- ]?back|repurchas\w*|unvested|leaver|no vesting|without vesting|not (?:on|subject to) vesting|never (?:had|set up|signed))\b/i.test(
        x.text,
      ) || VESTED_AT_ONCE.test(x.text),
    // Shares stated to carry no vesting have no signed terms to follow: the board negotiates with a
    // leaver and counter-offers a joiner.
    text: (x) =>
      NO_VESTING.test(x.text) || VESTED_AT_ONCE.test(x.text)
        ? 'Vesting exists so that a founder or employee who leaves does not keep the shares for work not yet done. Here there are no vesting terms to apply: nothing returns to the company by itself, so the unearned part can only come back by agreement (a repurchase at nominal value or an agreed price), and a new holder is offered standard vesting with a cliff instead. Investors will ask about it; have counsel document what is agreed.'
        : 'Vesting exists so that a founder or employee who leaves does not keep the shares for work not yet done: unvested shares return to the company (or are bought back at cost) as the signed agreements say. Waiving or accelerating vesting is a board decision that affects every other shareholder and future hire; investors will ask about it. Follow the signed terms, and have counsel document any exception.',
    action: (x) =>
      !NO_VESTING.test(x.text) && !VESTED_AT_ONCE.test(x.text)
        ? 'Apply the signed vesting and leaver terms, and minute any exception with its reasons'
        : LEAVING.test(x.text)
          ? 'Negotiate now, while relations are friendly, a repurchase of the unearned part of the stake (at nominal value or an agreed price), since there are no vesting terms to apply, and put vesting on the remaining founders’ shares'
          : JOINING.test(x.text)
            ? 'Counter-offer standard vesting (four years with a one-year cliff) instead of shares vested on day one, and make the grant conditional on the signed terms'
            : 'Counter-offer standard vesting (four years with a one-year cliff): no shares vest before the work is done',
  },
  {
    id: 'ip_assignment',
    title: 'The company must own its IP',
    owner: 'CTO',
    cues: [
      PRE_INCORPORATION,
      /\b(?:ip|intellectual property|code|codebase|rights)\b[^.]{0,30}\b(?:never|not|n['’]t) (?:been )?(?:assigned|transferred)\b|\b(?:never|not|n['’]t) (?:\w+ ){0,2}(?:assigned|transferred) (?:\w+ ){0,3}(?:ip|intellectual property|code|codebase|rights)\b/i,
      /\b(?:never|not|no|without)\b[^.]{0,20}\b(?:signed )?(?:an? )?(?:ip|intellectual property) assignments?|\b(?:written|built|developed|designed|coded) by (?:a |an |our |the )?(?:freelancers?|contractors?|agency|consultants?|outsourc\w*)|\b(ip assignment|intellectual property|(?:move|moving|transfer\w*|assign\w*) (?:\w+ ){0,3}(?:ip|patents?|code|trademarks?|software) (?:\w+ ){0,3}(?:to|into) (?:the |a |an |our )?(?:new )?(?:parent|holding|holdco|entity|subsidiary|company)|who owns the (?:code|ip|patents?)|(?:the |our )?(?:code|codebase|patents?|designs?) (?:belongs?|owned) (?:to|by)|written (?:by|before) (?:he|she|they) (?:joined|was employed)|freelancer wrote|contractor (?:built|wrote)|(?:freelanc\w*|contractor|agency|consultant|outsourced (?:developer|team)) (?:\w+ ){0,6}(?:built|wrote|developed|designed|coded) (?:\w+ ){0,3}(?:core |whole |entire )?(?:product|code|codebase|platform|app|software|model|designs?)|(?:no|without (?:a|any)) (?:written |signed )?(?:contract|agreement)|side project|open[- ]source licen[cs]e|gpl)\b/i,
    ],
    // A licence changed over code the company does not wholly own is a question of who owns it.
    situations: [...IP_SITUATIONS, ...RELICENSED_WITH_CONTRIBUTIONS],
    alsoNeeds: [
      /\b(founder|co-?founder|contractor|freelancer|agency|employee|developer|engineer|licen[cs]e|own\w*|leav\w*|acqui\w*|invest\w*)\b/i,
    ],
    // Hiring on terms that leave what is built in the job for the core product with the person.
    breach: [
      /\b(?:on (?:her|his|their|the candidate['’]s) (?:own )?terms|(?:the )?terms (?:he|she|they) (?:asked|asks|wants?|demanded|demands|requested|proposed)|(?:accept|agree|grant|give)\w* (?:[\w'’]+ ){0,4}(?:terms|conditions|demands|asks?))\b/i,
    ],
    breachWhen: (x) => findSituations(x.text, IP_SITUATIONS).length > 0 && madeInTheJob(x.text),
    text: (x) =>
      (findSituations(x.text, RELICENSED_WITH_CONTRIBUTIONS).length ? relicensingRules() : '') +
      'The company must own what it sells: code, designs and inventions made by founders, contractors or agencies belong to them unless a signed assignment transfers them, and copyleft open-source licences can impose obligations on the product. A new hire or contractor signs an IP and invention assignment before starting, with a schedule of prior inventions they keep; anything they bring that the product will use is assigned or licensed to the company in writing. Investors and buyers check this in diligence. Have counsel confirm signed IP assignments from everyone who built the product.',
    action: (x) =>
      findSituations(x.text, RELICENSED_WITH_CONTRIBUTIONS).length
        ? 'Before the new licence applies, have counsel audit who wrote each part: keep the notices and licence of every contribution, get contributors’ written consent or a signed licence agreement where it is needed, and rewrite what cannot be cleared'
        : PRE_INCORPORATION.test(x.text)
          ? 'Get a signed assignment to the company of all the IP, the work done before incorporation included, for a stated consideration, while relations are friendly'
          : NO_ASSIGNMENT.test(x.text) && !findSituations(x.text, IP_SITUATIONS).length
            ? 'Get a signed assignment, for stated consideration, of all the IP each founder and builder created, work done before incorporation included, before anyone leaves or any round closes'
            : findSituations(x.text, IP_SITUATIONS).length && madeInTheJob(x.text)
              ? 'Make a signed assignment to the company of everything made in the job a condition of the offer (or, at the least, a perpetual, irrevocable, royalty-free licence, with any open-source licence reviewed); what is built on company time for the core product cannot stay the person’s'
              : findSituations(x.text, IP_SITUATIONS).length
                ? 'Make a signed IP and invention assignment (with a schedule of prior inventions) a condition of the offer or contract, and have anything the person brings assigned or licensed to the company in writing'
                : 'Get signed IP assignments from every founder, employee, contractor and agency who built the product',
  },
  {
    id: 'conflict_of_interest',
    title: 'Conflicts of interest and related parties',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      ...RELATED_CUES,
      DIRECTOR_WITH_RIVAL,
      new RegExp(NAMED_INSIDER.source, 'u'),
      new RegExp(NAMED_KIN.source, 'u'),
    ],
    // A relative who only guarantees the company's debt is on its side, not across the table: the
    // guarantee is its own duty, and raises no conflict by itself. A director tied to a competitor
    // is conflicted with no deal at all.
    situations: TENDER_CONFLICTS,
    when: (x) =>
      relatedDeal(x.text) ||
      DIRECTOR_WITH_RIVAL.test(x.text) ||
      insiderSharesName(x.text) ||
      insiderKinNamed(x.text) ||
      tenderConflict(x),
    text: (x) =>
      tenderConflict(x) && !relatedDeal(x.text)
        ? TENDER_CONFLICT_TEXT
        : !relatedDeal(x.text) && DIRECTOR_WITH_RIVAL.test(x.text)
          ? 'A director owes the company loyalty and confidentiality: an interest in a competitor (their own or a close relative’s) must be declared and managed, and passing the company’s confidential information to a competitor is a breach of that duty. Establish and minute the facts, protect the information, and take counsel’s advice on the director’s duties and on any removal (under the articles and company law it is usually the shareholders’ decision, with notice and a chance to be heard).'
          : 'A deal with a director, founder, investor or their family is a related-party transaction: the interested person must declare the interest and stay out of the decision, the terms must be at arm’s length (compare with independent quotes), and the decision must be minuted by the unconflicted directors. Take counsel’s advice on any shareholder approval it needs.',
    action: (x) =>
      tenderConflict(x) && !relatedDeal(x.text)
        ? TENDER_CONFLICT_ACTION
        : !relatedDeal(x.text) && DIRECTOR_WITH_RIVAL.test(x.text)
          ? 'Establish and minute the facts, restrict the director’s access to confidential information, and take counsel’s advice on the duty breached and on removal under the articles'
          : 'Have the interested person declare and step out, compare the terms with independent offers, and minute the decision',
  },
  {
    id: 'insolvency_duty',
    title: 'Directors’ duties near insolvency',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(insolven\w*|cannot pay (?:our |its )?(?:debts|bills|suppliers|creditors)|can(?:no|['’])t meet (?:our )?(?:debts|obligations|payroll)|run(?:ning)? out of (?:cash|money) (?:in|within|next)|wind(?:ing)? (?:down|up)|administration|liquidat\w*(?! damages)(?! (?:\w+ ){0,2}(?:through|via|at|on) (?:the )?(?:official |parallel )?(?:exchange|fx|market|rate))|(?:close|closing|shut\w*) (?:down )?the company|(?:can(?:no|['’])t|unable to|not able to) pay (?:\w+ ){0,2}(?:all|everyone|every creditor|everybody)|bankrupt\w*|chapter 11|creditors? (?:are )?(?:chasing|threatening)|overdue (?:debts|invoices|taxes))\b/i,
      LIQUIDITY,
    ],
    // Trading while insolvent told as a story: money the company does not yet owe back (customers'
    // prepayments, deposits, new credit) taken to meet payroll or debts it cannot otherwise pay.
    situations: [
      [
        /\b(?:pre-?payments?|prepa(?:y|id)\w*|deposits?|pre-?orders?|upfront|up-front|in advance|advance payments?|pay (?:\w+ ){0,3}(?:early|ahead)|annual (?:plans?|subscriptions?|contracts?) (?:paid )?upfront|credit line|line of credit|overdraft|revolv\w*|new (?:loans?|credit|debt)|more credit|supplier credit|trade credit|borrow\w*|factor\w* (?:our )?invoices|merchant cash advance|payday loan|credit cards?)\b/i,
        /\b(?:payroll|salar(?:y|ies)|wages|debts?|bills|rent|suppliers?|creditors?|tax(?:es)?|hmrc|irs|vat|loan repayments?|interest|arrears|invoices)\b/i,
        /\b(?:behind on|overdue|unpaid|in arrears|arrears|can(?:no|['’])?t (?:afford|pay|cover|meet|make)|could not (?:pay|cover|meet|make)|unable to (?:pay|meet|cover|make)|liabilities exceed|owe (?:more|\w+ more) than|negative (?:equity|net assets)|fall due|short (?:of|by)|shortfall|bridge|won['’]?t (?:be able to|have enough)|not enough (?:cash|money)|out of (?:cash|money)|insolven\w*|creditors? (?:are )?(?:chasing|pressing|threatening)|missed (?:a |the |our )?(?:payment|rent|payroll|instal?ment)|default\w*|keep (?:us |the company )?(?:going|afloat|alive)|stay afloat|survive until|cash runs out|runway (?:of|is) (?:\d+ )?(?:weeks|days)|(?:go(?:es)? out|(?:is|are|falls?) due|due) (?:on|this|next|by|in \d+ days|(?:mon|tues|wednes|thurs|fri)day))\b/i,
      ],
      // Payroll or bills due and the money short of them: 'payroll is due Friday; we're $60k short'.
      [/\b(?:payroll|salar(?:y|ies)|wages|rent|bills|suppliers|loan repayments?|tax(?:es)?)\b/i, SHORTFALL],
      // Staff to be paid late so the cash can go elsewhere: the debts cannot all be met when due.
      ...PAY_STAFF_LATE,
    ],
    when: (x) => {
      const cash = x.get('cash');
      const burn = x.get('monthly_burn');
      return (
        !(cash && burn && cash.value / burn.value > 6) ||
        /\b(insolven\w*|bankrupt\w*|cannot pay)\b/i.test(x.text)
      );
    },
    breach: [
      // Asking customers to pay ahead while the company may not pay its debts takes on new creditors.
      /\b(?:ask\w*|get\w*|hav\w*|push\w*|persuad\w*) (?:\w+ ){0,2}(?:customers|clients|buyers|subscribers|members) to (?:pay|prepay|renew) (?:[\w'’]+ ){0,4}(?:upfront|up front|in advance|early|ahead)\b/i,
      /\b(?:tak\w*|collect\w*|ask\w*|us(?:e|ing)|rais\w*|accept\w*|sell\w*|bill\w*|invoic\w*)\b[^.]{0,60}\b(?:pre-?payments?|deposits|pre-?orders?|upfront|up front|in advance|advance payments?)\b[^.]{0,60}\b(?:payroll|salar(?:y|ies)|wages|debts?|bills|rent|suppliers?|creditors?|tax(?:es)?|bridge|going|afloat)\b/i,
      // Paying one creditor, or an insider, ahead of the rest while the money cannot pay them all.
      PREFERENCE,
      /\b(on credit|more credit|extend (?:our )?credit|new (?:debts?|loans?|credit)|take on (?:more |new )?(?:debt|credit|orders?)|borrow (?:more|again)|keep(?:ing)? trading|continue(?: to)? trad\w*|pay (?:ourselves|the directors|a dividend|dividends|shareholders)|repay (?:the |our )?(?:founders?|directors?|shareholders?|friends?|family)|prefer\w* (?:\w+ ){0,2}creditors?|move (?:\w+ ){0,2}assets)\b/i,
    ],
    text: insolvency,
    action: (x) =>
      findCues(x.text, [PREFERENCE]).length
        ? 'Pay no creditor or insider ahead of the others: take insolvency advice before any payment, and minute the board’s view of solvency at each meeting'
        : /\b(?:pre-?payments?|deposits?|pre-?orders?|upfront|in advance|advance payments?)\b/i.test(x.text)
          ? 'Take insolvency advice before taking any deposit or prepayment, keep those taken in a separate account until the order is delivered, and minute the board’s view of solvency at each meeting'
          : 'Take insolvency advice now and minute the board’s view of solvency at each meeting',
  },
  {
    id: 'shareholder_approval',
    title: 'Decisions shareholders must approve',
    owner: 'INDEPENDENT_GOVERNANCE',
    leadsFor: { merger_or_jv: 2, be_acquired: 1 },
    kinds: ['be_acquired', 'merger_or_jv'],
    cues: SHAREHOLDER_CUES,
    // A charity has members and trustees, not shareholders: its own duty speaks for it.
    when: (x) =>
      !(
        /\b(?:charit(?:y|ies)|non-?profits?|not-for-profit|ngos?)\b/i.test(x.text) &&
        !/\bshare(?:s|holders?)\b/i.test(x.text)
      ),
    // A seat added to the board or equity promised to a person, however it is told.
    situations: [...BOARD_CHANGED, ...EQUITY_PROMISED],
    text: (x) =>
      seatOrEquityOnly(x)
        ? seatOrEquityRules(x)
        : (findCues(x.text, [BOARD_SEAT]).length
            ? 'Who sits on the board, and who may put someone there, is set by the articles and the shareholders: a seat elected by employees, a union or members needs the articles (and any shareholders’ agreement) amended, which in most company law takes a special resolution of the shareholders (75% in the UK), and the new director owes the same duties to the company as every other. '
            : '') +
          'A sale, merger, new share class or sale of substantially all assets usually needs shareholder approval and sometimes specific investor consents, under the articles, the shareholders’ agreement and company law' +
          (x.everywhere.length ? ` in ${placeList(x.everywhere)}` : '') +
          '; drag-along and pre-emption rights decide who can block or join. Have counsel map the approvals needed before terms are agreed.',
    action: (x) =>
      seatOrEquityOnly(x)
        ? 'Check what the articles and shareholders’ agreement require, and pass the shareholders’ resolution (or investors’ consent) before the seat or the equity is offered'
        : findCues(x.text, [BOARD_SEAT]).length
          ? 'Have counsel draft the change to the articles (who elects the seat, term, removal, confidentiality) and put it to the shareholders for the special resolution it needs'
          : 'Map the shareholder and investor approvals the articles require before agreeing terms',
  },
];
