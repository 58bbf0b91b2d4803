// The move the ask names: its main verb and that verb's object. 'Make my sister-in-law our head
// of finance' is an appointment whatever the context adds; 'buy the bakery, financed by a bank
// loan' is a purchase, the loan one of its terms; 'pay a dividend' returns money to the owners and
// is no raise, whatever 'investors' or 'funding' the story names. Words that tell how a step is
// paid (a loan, an earn-out, shares) never outvote the verb that asks for it. A move the engine
// has no kind for (a dividend, a buy-back, a gift accepted) is framed, never lent a kind from
// the story around it.
import type { KindId } from '../kinds/kind-ids.ts';
import { kindModule } from '../kinds/registry.ts';
import { askSentences, mainClause } from './ask.ts';
import { type KindScore, THIN_MARGIN } from './kind.ts';
import type { Section } from './text.ts';

export interface AskMove {
  /** The kind the move is, or null for a move no kind covers (framed, never borrowed). */
  kind: KindId | null;
  /** The words that named it, for the evidence line. */
  words: string;
}

/** A kind named by the ask's verb scores at least one topic hit. */
const FULL_HIT = 3;

/** How an ask opens before its verb: 'Should we', 'whether to', 'the board is asked to'. */
const ASK_OPENING =
  /^(?:(?:so|ok|okay|now|then|also|and),?\s+)?(?:(?:should|shall|do|can|could|would|must|may) (?:we|i|the company|the board|the firm)(?: (?:now|still|finally|actually|just|also))?\s+|(?:we|i) (?:want|plan|propose|intend|need|would like|are (?:asked|considering|thinking of|looking) to|am (?:asked|considering) to) (?:to )?|(?:the board is asked|it is proposed|we propose|proposal|motion|decision|question|whether|do we want|is it (?:time|wise|right)) to\s+|(?:whether (?:or not )?(?:we |to )?|to\s+|time to\s+))*/i;

/** Roles an appointment names: a title, a chief, a head, a director of something. */
const ROLE =
  /(?:ceo|coo|cfo|cto|cmo|cro|cpo|ciso|cio|chief(?: [\w-]+){1,2}|(?:head|director|vp|vice president) of(?: [\w-]+){1,2}|finance director|managing director|general manager|country manager|(?:financial )?controller|company secretary|chair(?:man|woman|person)?|president|(?:[\w-]+ )?(?:lead|manager|director))/
    .source;
/** Where a role ends: the clause stops, a circumstance starts, or who put the person forward ('the chair our lead proposed'). */
const ROLE_END =
  /(?=\s*$|\s*[?.,;:!(—–-]|\s+(?:for|from|at|in|on|with|now|next|this|when|after|before|or|and|if|while|until|by|our|their|who|whom|that|which|(?:they|he|she|we|the \w+) (?:proposed|suggested|recommended|put forward))\b)/
    .source;

/** Workers engaged by contract, not employed: their contracts ending is a people matter. */
const CONTRACT_WORKERS =
  /(?:contractors?|subcontractors?|freelance(?:rs?)?|contract (?:workers?|staff|developers?|engineers?|designers?|drivers?|nurses?|writers?|teachers?|people|hires?|team)|temps|temporary (?:staff|workers)|agency (?:workers|staff|nurses|drivers)|gig workers|outsourced (?:developers|staff|team))/
    .source;

/** Premises a lease or rent names; equipment, vehicles or software leased are no real estate. */
const PREMISES =
  /(?:office|offices|warehouse|premises|space|floor|unit|site|building|store|shop|storefront|lab|laboratory|kitchen|factory|plant|depot|studio|clinic|showroom|restaurant|facility|hq|headquarters)\b/
    .source;

const FOUNDER = /\b(?:co-?)?founders?\b/i;

/** Machines, vehicles and plant: what an equipment purchase buys. */
const EQUIPMENT =
  /(?:scanners?|machines?|machinery|press(?:es)?|presses|(?:production|bottling|canning|packing|packaging|assembly) lines?|trucks?|lorries|vans?|vehicles?|fleet|forklifts?|tractors?|harvesters?|excavators?|cranes?|robots?|printers?|ovens?|boilers?|kilns?|chillers?|generators?|compressors?|lasers?|lathes?|rigs?|drones?|boats?|vessels?|aircraft|buses|ambulances?|mri|ct scanners?|x-ray units?|dental chairs?|servers?|solar panels?|batteries|battery storage|heat pumps?|dryers?|mills? for|equipment)\b/
    .source;

/** Each move: the verb and object that open the ask, and the kind it is (null: none we know). */
const MOVES: readonly { kind: KindId | null; re: RegExp; unless?: RegExp }[] = [
  // People's data sold, licensed or shared: a data decision whoever buys it ('sell practice data
  // from our kids' app to a research company').
  {
    kind: 'data_privacy',
    re: /^(?:sell|license|licence|share|give|hand over|monetis[e]|monetiz[e])\s+(?:access to\s+)?(?:[\w'’-]+\s+){0,4}?(?:data|records|logs|datasets?|recordings|transcripts)\b/i,
  },
  // A licence of our own applied for: a regulatory step, whatever partner it would replace.
  {
    kind: 'legal_regulatory',
    re: /^(?:apply|applying) for (?:our own |a |an |the |its own )?(?:[\w-]+\s+){0,3}?(?:licen[cs]e|authori[sz]ation|permit|registration|charter|approval)\b/i,
  },
  // An appointment: appoint, name, make, promote or hire a person into a role.
  {
    kind: 'hire_executive',
    re: new RegExp(
      `^(?:appoint|name|make|promote|hire|recruit|bring (?:in|on)|elevate|install)\\s+(?:[\\w'’-]+,?\\s+){0,5}?(?:as |to (?:be )?|into )?(?:our |the |a |an |its )?(?:new |next |first |permanent |interim |acting |full-time |group |deputy )*${ROLE}${ROLE_END}`,
      'i',
    ),
    unless: new RegExp(CONTRACT_WORKERS, 'i'),
  },
  // Money returned to the owners is no raise: a dividend, a distribution, a buy-back of shares.
  {
    kind: null,
    re: /^(?:pay(?: out)?|declare|distribute|approve|make|issue|propose|skip|cut|resume|recommend)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,5}?(?:dividends?|distributions?|payouts? to (?:the )?(?:shareholders|owners|partners|members))\b/i,
  },
  {
    kind: null,
    re: /^(?:buy\s*-?\s*back|repurchase|redeem)\b|^buy (?:[\w$€£¥₹%.,'’-]+\s+){0,5}?(?:shares|stock|stake) back\b|^(?:buy|purchase) (?:[\w$€£¥₹%.,'’-]+\s+){0,3}?(?:of )?(?:our|its) own (?:shares|stock)\b|^hold (?:[\w'’-]+\s+){0,3}?(?:shares|stock) in treasury\b/i,
    unless: FOUNDER,
  },
  // A gift or donation received: no lease, no raise, no contract.
  {
    kind: null,
    re: /^(?:accept|take|receive|turn down|decline|refuse|reject)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,6}?(?:gifts?|gifted|donat\w*|bequests?|bequeathed|endowments?|pledges?)\b/i,
  },
  // An option pool or an employee share plan shares the company with its people: no raise, though a
  // round often asks for it.
  {
    kind: null,
    re: /^(?:create|set up|establish|introduce|launch|expand|enlarge|top up|increase|refresh|grow|add|adopt|approve|start)\s+(?:a |an |the |our )?(?:[\w$€£₹%.,'’-]+\s+){0,3}?(?:(?:employee |staff )?(?:share |stock )?option (?:pool|plan|scheme|programme|program)|esop|esos|employee (?:share|stock) (?:ownership|purchase|option) (?:plan|scheme|trust)|phantom (?:shares|equity|stock)|share (?:incentive|option) (?:plan|scheme))\b/i,
  },
  // A hedge changes the risk on money the company already has or owes: no loan, no purchase.
  {
    kind: null,
    re: /^(?:hedge|hedging)\b|^(?:enter(?: into)?|take out|buy|sign|put on|use|agree|book)\s+(?:a |an |the |some )?(?:[\w$€£¥₹%.,'’-]+\s+){0,4}?(?:swaps?|forwards?|forward contracts?|options? contracts?|collars?|futures(?: contracts?)?|hedges?|derivatives?)\b|^(?:fix|lock in|cap|swap)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,6}?(?:with|using|through|via|by)\s+(?:an? |the )?(?:[\w-]+\s+){0,2}?(?:swaps?|forwards?|forward contracts?|options?|collars?|caps?|futures|hedges?)\b/i,
  },
  // Contract workers' engagements ended or not renewed: a people matter, no hire.
  {
    kind: 'people_matter',
    re: new RegExp(
      `^(?:end|terminate|stop|cancel|not renew|(?:do not|don['’]t) renew|let go|release|offboard|wind down|part ways with|drop)\\s+(?:[\\w'’-]+\\s+){0,7}?${CONTRACT_WORKERS}\\b`,
      'i',
    ),
  },
  // Land or a building bought: a property decision, however it is financed ('buy the plot behind
  // our bakery', 'buy a building for our studio with a 60% loan').
  {
    kind: 'real_estate',
    re: /^(?:buy|buying|acquire|acquiring|purchase|purchasing)\s+(?:the |a |an |our |this |that )?(?:[\w-]+\s+){0,2}?(?:plot|land|building|warehouse|premises|property|freehold|office building|hectares|farmland)\b/i,
  },
  // Machines, vehicles or plant bought or replaced: equipment, however it is financed ('buy CBCT
  // scanners', 'replace the two ovens', 'buy three electric trucks').
  {
    kind: 'equipment_purchase',
    re: new RegExp(
      `^(?:buy|buying|purchase|purchasing|order|replace|replacing|upgrade|invest in|install|add)\\s+(?:[\\w$€£%.,'’-]+\\s+){0,4}?${EQUIPMENT}`,
      'i',
    ),
    // 'Buy Van Dijk Administratie': a name of two capitalised words is a company, whatever its words mean.
    // Currency bought for a machine is a hedge, not the machine ('buy the €1.84m for our scanners').
    unless:
      /^\S+\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,2}?[A-Z][\w'’-]+ [A-Z]|\b(?:[Cc]urrency|[Ff]orwards?|FX|[Ee]xchange rate|[Dd]ollars|[Ee]uros)\b|^\S+\s+(?:the |our )?(?:[$€£₹¥]|[A-Z]{3}\s?)\d[\d.,]*\s?(?:k|m|mn|bn)?\s+(?:for|of)\b/,
  },
  // Our company, or a stake in it, sold: the buyer's offer is the decision ('sell our brokerage',
  // 'sell Viña Los Quillayes to Grupo Cordillera', 'accept their offer for our plant').
  {
    kind: 'be_acquired',
    re: /^(?:[Ss]ell|[Ss]elling)\s+(?:(?:the|our|my|its) (?:[\w'’-]+\s+){0,3}?(?:company|business|firm|brokerage|practice|agency|studio|plant|factory|mill|group|subsidiary|division|unit|stake|shares|shareholding|majority|operation|clinic|school|hotel|chain|brand)\b|(?:a |an )?\d+(?:[.,]\d+)?\s?% (?:of|stake|to)\b|(?:a |the )?(?:majority|minority|controlling) (?:stake|interest)\b|\p{Lu}[\p{L}\w&'’.-]*(?: (?:\p{Lu}[\p{L}\w&'’.-]*|de|do|da|dos|das|del|la|le|van|von|der|den|di|du|&)){0,4} to \p{Lu})|^(?:[Aa]ccept|[Tt]ake|[Ww]eigh|[Cc]onsider)\s+(?:the |an? )?(?:[\w$€£¥₹%.,'’-]+\s+){0,5}?(?:offer|bid) (?:for|on) (?:the |our |my )(?:[\w'’-]+\s+){0,3}?(?:company|business|firm|brokerage|practice|agency|studio|plant|factory|mill|group|subsidiary|division|stake|shares|operation|clinic|school|hotel|chain|brand)\b/u,
  },
  // Money approved for a plan or a campaign: a budget ('approve €900k extra performance marketing').
  {
    kind: 'budget_approval',
    re: /^(?:approve|sign off(?: on)?|green-?light|authori[sz]e|allocate|ring-?fence)\s+(?:an? |the |our )?(?:(?:[$€£₹¥]|[A-Z]{3}\s?|R\$\s?)?\d[\d.,]*\s?(?:k|m|mn|mln|million|bn)?\s?(?:[$€£₹¥]|eur|usd|gbp)?\s+)?(?:extra |additional |further |another |more )?(?:[\w-]+\s+){0,3}?(?:budget|capex|opex|spend|spending|marketing|advertising|campaigns?|programme|program|training|r&d|sponsorship|hiring plan|fit-?out|refit|build-?out|refurbishment|renovation)\b/i,
    // 'Approve £2.5m venture debt', 'approve the €3M round': the money's kind is named, not a budget.
    unless:
      /\b(?:loan|debt|facility|financing|overdraft|mortgage|round|raise|safe|notes?|dividends?|buy-?back|acquisition|offer|grant|lease)\b/i,
  },
  // A company, business or a stake in one bought: an acquisition, however it is financed.
  {
    kind: 'acquire_company',
    re: /^(?:buy|buying|acquire|acquiring|purchase|purchasing|take over|snap up|buy out)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,5}?(?:company|business|firm|startup|competitor|rival|agency|studio|practice|stake|shareholding|majority|controlling interest|plant|factory|mill|bakery|cafés?|cafes?|restaurants?|bars?|hotel|clinic|pharmacy|stores?|shops?|chain|brand|distributor|supplier|(?:dev(?:elopment)?|outsourcing|manufacturing) partner|operation|brokerage|isp|operator|carrier|book of (?:business|clients)|customer base|portfolio of (?:clients|contracts))\b|^(?:take|buy|acquire) (?:a |an |the )?(?:\d+(?:\.\d+)?%|majority|minority|controlling)(?: [\w-]+)? (?:stake|interest|holding|shareholding) in\b/i,
    // 'Buy the plot behind our bakery', 'buy a building for our studio': the property is what is bought.
    unless:
      /\b(?:back|our own|its own|out (?:a|the|our) (?:co-?)?founder|(?:co-?)?founder['’]s)\b|^(?:buy|buying|acquire|acquiring|purchase|purchasing)\s+(?:the |a |an |our |this |that )?(?:[\w-]+\s+){0,2}?(?:plot|land|building|warehouse|premises|property|site|freehold|office building|hectares|farmland)\b/i,
  },
  // 'Acquire Nordlys AS', 'Buying Harbour Grind': a named company (a capital) is bought; 'acquire
  // customers' is not, nor 'buy Google Ads' or 'buy AWS credits' (a named seller's product).
  {
    kind: 'acquire_company',
    re: /^(?:[Aa]cquir(?:e|ing)|[Bb]uy(?:ing)?|[Pp]urchas(?:e|ing)) [A-Z][\w&'’.-]*/,
    // A named seller's product bought ('Google Ads', 'AWS credits') is a purchase, not a company.
    unless:
      /^\S+ [A-Z][\w&'’.-]*(?: [\w&'’.-]+){0,2}? (?:ads?|credits?|licen[cs]es?|seats?|subscriptions?|tickets?|equipment|hardware|software|devices?|laptops?|servers?|shares|stock|options|units|products?|space|time|inventory|data)\b|^\S+ [A-Z][\w&'’.-]* (?:ads?|credits?)\b/i,
  },
  // A surcharge or a levy added to what customers pay is a price change whatever it is called.
  {
    kind: 'pricing_change',
    re: /^(?:add|introduce|impose|apply|levy|pass on|bring in)\s+(?:an? |the |our )?(?:[\d.,]+\s?% |flat )?(?:[\w-]+ ){0,2}?(?:surcharges?|levies|levy|price rises?|price increases?)\b/i,
  },
  // Cash moved between banks, deposits or bills is treasury: no kind of ours, so it is framed.
  {
    kind: null,
    re: /^(?:move|shift|transfer|put|park|invest|place|split|spread|sweep)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,6}?(?:cash|deposits?|reserves|treasury|money)\b[^?]{0,60}\b(?:t-?bills?|treasur(?:y|ies)|bonds?|money[- ]market|(?:a |another |second |other )(?:bank|account)s?|banks|deposits?|sweep)\b/i,
  },
  // A price charged: what customers pay changes.
  {
    kind: 'pricing_change',
    re: /^(?:charge|bill)\s+(?:[\w$€£¥₹%.,'’-]+\s+){0,5}?(?:more|less|extra)\b|^(?:raise|increase|lift|put up|hike|cut|lower|reduce|drop|change|double|adjust)\s+(?:[\w'’-]+\s+){0,3}?(?:prices?|pricing|fees|subscription prices?|list prices?|rates (?:we|for customers))\b|^(?:raise|increase|lift|put up|hike|cut|lower|reduce|drop|move)\s+(?:our |the |its )?(?:[\w'’-]+\s+){0,2}?(?:plans?|tiers?|memberships?|subscriptions?|tickets?|passes|pass|admissions?|menu|fares?|tuition|rent)\s+(?:price\s+)?from\s+(?:[A-Z]{0,3}\$|[€£¥₹])?\s?\d/i,
  },
  // Premises taken on lease or rent.
  {
    kind: 'real_estate',
    re: new RegExp(
      `^(?:lease|rent|sublet|sign (?:a |the )?(?:[\\w-]+ ){0,3}lease (?:on|for))\\s+(?:[\\w'’-]+\\s+){0,4}?${PREMISES}`,
      'i',
    ),
  },
  // Money sought as equity or a round.
  {
    kind: 'raise_funding',
    re: /^(?:raise|close|open|launch)\s+(?:a |an |the |our )?(?:[$€£]?\d[\d.,]*\s?(?:k|m|mn|million|bn)?\s+)?(?:(?:pre-?)?seed|series [a-e]|(?:funding|investment|equity|bridge|safe|priced) round|round|bridge|funding|capital|equity)\b/i,
  },
  // Money borrowed.
  {
    kind: 'take_loan',
    re: /^(?:take(?: out| on)?|borrow|accept|sign|draw down)\s+(?:a |an |the )?(?:[$€£]?\d[\d.,]*\s?(?:k|m|mn|million)?\s+)?(?:[\w-]+ ){0,2}?(?:loan|credit line|line of credit|overdraft|(?:debt|credit|loan|term|trade finance|working capital|revolving) facility|(?:revenue-based |asset |invoice |equipment )?financing|venture debt|murabaha)\b/i,
  },
  // Naming rights or a sponsorship sold: a partnership that brings money in, never a loan, whatever
  // lender is among the bidders.
  {
    kind: 'partnership',
    re: /^(?:(?:accept|sign|take|choose|pick|sell|go with)\s+(?:a |an |the |which |one |our )?(?:[\w'’-]+\s+){0,3}?|which\s+(?:[\w'’-]+\s+){0,1}?)(?:naming[- ]rights|(?:shirt |kit |title |stadium |main )?sponsorship|(?:shirt |kit |title |main )?sponsors?)\b/i,
  },
  // A name changed: no kind of ours; the launch or the market it comes before is its setting.
  { kind: null, re: /^(?:rename|rebrand)\b|^change (?:our |the )?(?:brand|company|product|trading) name\b/i },
  // A company moved under a new parent: a structure, whatever round it comes before.
  {
    kind: 'corporate_structure',
    re: /^(?:flip|redomicile|re-domicile|re-?incorporate|move)\s+(?:our |the )?(?:[\w-]+\s+){0,2}?(?:company|ltd|limited|entity|business|startup)?\s*(?:under|into|to|in)\s+(?:a |an )?(?:[\w-]+\s+){0,2}?(?:parent|holding company|holdco|c-?corp(?:oration)?|inc|delaware)\b/i,
  },
  // Contractors taken onto the payroll: a question of who is employed, not a hire of a leader.
  {
    kind: 'people_matter',
    re: /^(?:put|move|convert|bring|take|employ|hire)\s+(?:all\s+)?(?:of\s+)?(?:our |the )?(?:[\w-]+\s+){0,2}?(?:freelancers|contractors|zzp['’]?ers|temps|consultants|gig workers|agency (?:staff|workers))\s+(?:on(?:to)?\s+(?:the\s+)?payroll|on(?:to)?\s+(?:employment|permanent) contracts|in-house|as (?:employees|staff))/i,
  },
  // A new route flown, sailed or driven: a market entered, not a product launched.
  {
    kind: 'expand_market',
    re: /^(?:launch|start|open|add|begin|operate|fly)\s+(?:a |an |the |our )?(?:new |daily |weekly |direct |non-?stop |\d+\s*(?:x\s*)?(?:weekly|daily) )*(?:[\p{L}\p{N}'’–-]+\s+){0,3}?(?:flights?|routes?|ferry|ferries|sailings?|bus (?:line|service|route)s?|rail service)(?![\p{L}])/iu,
  },
  // An office of our own in a named place, instead of a partner there: a market entered.
  {
    kind: 'expand_market',
    re: /^[Oo]pen\s+(?:our own |an? (?:own )?|a new |our first |our )(?:[A-Z][\w-]+\s+){1,2}(?:office|branch|subsidiary|hub|base|operation)s?\b(?=[^?]*\b(?:instead of|rather than|or (?:keep|stay|continue))\b[^?]*\b(?:partner|distributor|agent|dmc|subcontract\w*|reseller|importer|franchisee|local firm)s?\b)/,
  },
  // A market entered: 'open in Indonesia with a country manager' hires as the means, not the move.
  {
    kind: 'expand_market',
    re: /^(?:open|launch|expand|set up)\s+(?:(?:up|operations|sales|selling|our business|the business|shop)\s+)?(?:in|into)\s+(?!(?:a|an|the|our)\s+(?:new\s+)?(?:office|warehouse|store|shop|site|building|unit|product|feature|tier|plan|round|loan|contract|partnership)s?\b|(?:the\s+)?(?:next|this|early|late|mid|coming)\b|(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|time|q[1-4]|h[12]|beta|alpha|preview|early access|general availability|ga|pilot|stealth|\d)\b)[\w-]+|^enter(?:ing)?\s+(?!into\b)(?:the\s+)?(?:[\w-]+\s+){0,2}market\b(?!\s+(?:through|via|with|by appointing|using)\s+(?:an?\s+|the\s+|our\s+)?(?:local\s+)?(?:importers?|distributors?|resellers?|partners?|agents?|franchisees?|licensees?|joint venture))/i,
  },
];

/**
 * The ask's sentences as verb phrases, the opening words ('Should we', 'whether to') taken off.
 * Each whole ('appoint Ana as our CFO': 'as our' is no circumstance here), and then without a
 * leading circumstance ('Given the bank's offer, should we buy …').
 */
function verbPhrases(sections: readonly Section[]): string[] {
  return askSentences(sections).flatMap((s) =>
    [s, mainClause(s)].map((p) => p.replace(ASK_OPENING, '').trim()),
  );
}

/** The move the ask's first verb names, or null when it names none this table knows. */
export function askMove(sections: readonly Section[]): AskMove | null {
  for (const phrase of verbPhrases(sections)) {
    for (const move of MOVES) {
      const m = move.re.exec(phrase);
      if (m && !move.unless?.test(phrase)) return { kind: move.kind, words: m[0].trim().toLowerCase() };
    }
  }
  return null;
}

/**
 * The kinds' scores once the ask's verb has spoken: the kind it names leads (the loan or equity
 * that pays for it stays a runner-up); a move no kind covers leaves no kind to borrow. A legal
 * question the situations put first keeps its place: the deal is its setting.
 */
export function byAskMove(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const move = askMove(sections);
  // One passing word ('our lawyer says') does not make the question a legal one.
  if (!move || (scores[0]?.kind.id === 'legal_regulatory' && scores[0].score >= FULL_HIT)) return scores;
  if (move.kind === null) return [];
  const module = kindModule(move.kind);
  if (!module) return scores;
  const own = scores.find((s) => s.kind === module);
  const lead = Math.max(own?.score ?? 0, (scores[0]?.score ?? 0) + THIN_MARGIN, FULL_HIT);
  const named: KindScore = {
    kind: module,
    score: lead,
    evidence: [`the ask: ${move.words}`, ...(own?.evidence ?? [])].slice(0, 4),
  };
  return [named, ...scores.filter((s) => s !== own)];
}
