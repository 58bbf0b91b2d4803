// The words that give a figure its meaning, its owner and its role. A cue is looked for in the
// figure's own clause; the nearest one wins, and a tie goes to the earlier, more specific cue.
import { GOODS, SUBSCRIBED } from './goods-units.ts';
import type { NumberMeaning } from './meanings.ts';

export interface Cue {
  /** null: the figure is something else (EBITDA, money raised before) and must not borrow a neighbour's meaning. */
  meaning: NumberMeaning | null;
  re: RegExp;
  /** A more precise label than the meaning's own: 'monthly payroll', 'rent'. */
  label?: string;
}

export const MONEY_CUES: readonly Cue[] = [
  {
    meaning: null,
    re: /\b(ebitda|profit|net income|raised to date|have raised|already raised|previous round|last round|previously (?:raised|valued)|raised \S+ (?:last|in)|(?:we|they|it|the company|the startup) (?:raised|closed|secured|landed)(?: (?:a|an|our|its|their))?|after raising)\b/,
  },
  // The balance sheet: what the company owns, and the profits it has kept (what a dividend may come from).
  { meaning: 'total_assets', re: /\b(total assets|balance[- ]sheet total|balance sheet of|assets of)\b/ },
  {
    meaning: 'reserves',
    re: /\b(retained (?:earnings|profits?)|distributable (?:reserves|profits?)|revenue reserves|profit reserves|accumulated (?:profits?|earnings))\b/,
  },
  // The terms of a policy or a contract, and what assets are worth ('deductible of $250k', 'a $1.5m
  // threshold', 'hull values $148m', '¥360m in cash at closing'): figures of the terms, not money
  // the company spends, holds or saves (an earn-out is part of a price, however 'earn' reads), so they borrow no neighbour's meaning.
  {
    meaning: null,
    re: /\b(deductibles?|(?<!\bin )excess(?: per claim| of (?:loss|cover))?(?= per| of (?:loss|cover)|\s*$|[,.;])|retention (?:before|per claim|per loss)|self-insured retention|thresholds?|(?:cover|coverage|indemnity|policy) limits?|(?:recall |policy |claims? )?sub-?limits?|limits? of (?:cover|indemnity)|sums? insured|insured (?:sum|value)s?|(?:hull|insured|replacement|fleet|asset) values?|in cash (?:at|on) (?:closing|completion|signing)|cash (?:at|on) (?:closing|completion|signing)|cash (?:consideration|portion|component|part)|earn-?outs?|deferred consideration)\b/,
  },
  // '£160k of reserves' is reserves spent; 'from reserves (R14m)' names the balance they hold.
  {
    meaning: null,
    re: /^\s*(?:of|from|out of) (?:our |its |the )?(?:own )?reserves\b(?!\s+(?:are|is|was|were|stand\w*|total\w*|of|at)\b)/,
  },
  { meaning: 'severance', re: /\b(severance|redundancy pay\w*|termination (?:pay|costs?)|payouts?)\b/ },
  // 'costs $45 to make', 'cost to make $45': a unit cost, not what the company makes.
  {
    meaning: 'cost',
    re: new RegExp(
      String.raw`\b(cost to (?:make|produce|build|manufacture|serve|deliver|ship)|unit costs?|costs? (?:per|a|an|each) (?:${GOODS}|${SUBSCRIBED})|cogs per unit|per-unit (?:cogs|costs?)|landed cost|(?:production|manufacturing) cost per \w+)\b`,
    ),
    label: 'unit cost',
  },
  {
    meaning: 'cost',
    re: /\b((?:retention|signing|sign-on|one-off|cash|stay|loyalty) bonus(?:es)?|bonus(?:es)? (?:of|worth|totall?ing)|retention (?:packages?|pools?|payments?|awards?|grants?)|to (?:keep|retain) (?:the |their |its )?(?:founders|team|staff|key (?:staff|people|engineers))|stipend)\b/,
  },
  // What the company would hand over ('we would pay the supplier $400k in total', 'payments to the
  // vendor of $90k'): money going out, never revenue coming in.
  {
    meaning: 'cost',
    re: /\b((?:we(?:['’]d| would| will| must| have to)?|would|to) pay (?:the |our |a |this |that )?(?:supplier|vendor|contractor|landlord|agency|consultants?|partner|manufacturer|factory|distributor|provider|them)|pay(?:ing|ments?)? (?:out )?to (?:the |our |a )?(?:supplier|vendor|contractor|landlord|agency|consultants?|partner|manufacturer|factory|distributor|provider|them)|payable to|we(?:['’]d| would| will)? owe(?: them| the \w+)?|owed to (?:the |our )?(?:supplier|vendor|contractor|landlord|agency|partner|them))\b/,
  },
  {
    meaning: 'cost',
    re: /\b(fit-?out|fit out|build-?out|refurbish\w*|(?:rent |security )?deposit|moving costs?|relocation costs?)\b/,
    label: 'up-front cost',
  },
  // 'We pay €600k a year today', 'we're currently paying $9k a month': what the company pays now,
  // nearer the figure than a saving or a price named earlier in the sentence.
  {
    meaning: 'cost',
    re: /\b(?:we|the company) (?:currently |now |today |still |already )?(?:pay|are paying|['’]re paying)\b/,
  },
  // 'Cost of goods $1.2M' beside revenue is a period's cost of sales, not a one-off cost.
  {
    meaning: 'cost',
    re: /\b(cost of goods(?: sold)?|cost of sales|cost of revenue|cogs)\b/,
    label: 'cost of goods sold',
  },
  // 'A salesperson who brings in $2m a year': one person's sales, not the company's revenue.
  {
    meaning: 'person_sales',
    re: /(?:\b(?:salesperson|salesman|saleswoman|sales (?:rep|lead|manager|director)|rep|account (?:executive|manager)|seller|employee|manager|director|partner|consultant|broker|banker|performer|closer)\b[^.;]{0,30}?\bwho|\bshe|\bhe) (?:alone |personally )?(?:brings? in|brought in|generat(?:es?|ed)|sells?|sold|books?|booked|closes?|closed|bills?|billed|accounts? for|accounted for|is responsible for|was responsible for|carries|carried)\b/,
  },
  // 'She earns $165k', 'a competitor offered her $210k': a person's pay, not revenue or a bid for us.
  {
    meaning: 'salary',
    re: /\b(?:(?:she|he|they|who) (?:earns?|makes?|is paid|gets paid|currently earns)|offered (?:her|him|them))\b/,
  },
  {
    meaning: 'ransom_amount',
    re: /\b(ransom|extortion|in bitcoin|in crypto\w*|demand(?:s|ed|ing)?|btc|bitcoins?)\b/,
  },
  {
    meaning: 'fine_amount',
    re: /\b(fines?|fined|penalt(?:y|ies)|damages|settle(?:ment)?|sued for|suing (?:us )?for|seeking|claims? (?:of|for)|judgment|exposure of)\b/,
  },
  {
    meaning: 'salary',
    re: /\b(salary|base pay|base of|base salary|on-target earnings|ote|comp(?:ensation)? (?:package|of)|total comp|pay (?:him|her|them) (?:a )?(?:year|annually)|paid (?:a |per )?(?:year|annually|yearly)|wage of|\bbase\b)\b/,
  },
  // '€600k of hires ahead of revenue': what new people cost, not revenue, whatever word follows.
  {
    meaning: 'annual_cost',
    re: /\b(?:of|in|on|for) (?:new |extra |additional |planned )?(?:hires|hiring|headcount)\b/,
    label: 'hiring spend',
  },
  {
    meaning: 'monthly_cost',
    re: /\b(payroll|wages|wage bill|salaries|salary bill)\b/,
    label: 'monthly payroll',
  },
  {
    meaning: 'saving',
    re: /\b(sav(?:e|es|ed|ing|ings)|(?:cut|cuts|reduce|reduces|lower|lowers|trim|trims)\s+(?:our |the )?(?:[\w-]+ ){0,2}(?:costs?|spend|bills?|expenses?) by)\b/,
  },
  // The company's whole running costs ('operating expenses are £70k monthly') are its gross burn.
  {
    meaning: 'monthly_burn',
    // One site's or one store's costs ('site fixed costs') are that unit's, not the company's.
    re: /(?<!\b(?:site|store|shop|branch|unit|location|plant|project|venue|clinic|restaurant|office|hotel|route|line)['’]?s? )\b((?:our |the company['’]?s |total |monthly |operating |running |fixed |overall )+(?:costs?|expenses|outgoings|overheads?|opex|spend(?:ing)?)|opex|operating expenses|costs? (?:of )?running the (?:company|business))\b/,
    label: 'monthly costs (gross burn)',
  },
  {
    meaning: 'monthly_burn',
    re: /\b(burn|burning|burns|burned|burnt|net burn|spend rate|monthly spend|cash burn|losing|lose|loses|outgoings|outflows?|net loss|operating loss|monthly loss(?:es)?)\b/,
  },
  // 'Spend exceeds revenue by R450k a month', 'negative cash flow of €80k a month': the gap is the burn.
  {
    meaning: 'monthly_burn',
    re: /\b((?:spend(?:ing)?|costs?|expenses|outgoings|outflows?|opex) (?:exceeds?|exceeding|outruns?|outstrips?|(?:is|are|runs?|running) (?:ahead of|above)) (?:our |the )?(?:revenue|income|sales|receipts|inflows?)(?: by)?|(?:negative|net negative) (?:operating |free )?cash ?flow(?: of)?|cash[- ]flow negative(?: by| at| to the tune of)?|(?:monthly|operating|annual|yearly|full[- ]year) (?:deficit|shortfall)(?: (?:of|is|was))?|ran (?:an? )?(?:\w+ )?deficit(?: of)?|in the red by)\b/,
  },
  { meaning: 'mrr', re: /\b(mrr|monthly recurring(?: revenue)?|monthly (?:revenue|sales|turnover))\b/ },
  { meaning: 'arr', re: /\b(arr|annual recurring(?: revenue)?|run[- ]rate)\b/ },
  { meaning: 'cac', re: /\b(cac|acquisition cost|cost to acquire)\b/ },
  // What an average customer pays: a price, against which churn gives the lifetime value.
  {
    meaning: 'price',
    re: /\b(arpu|arpa|average revenue per (?:user|account|customer)|(?:average|typical) (?:customer|account|client|subscriber)(?: (?:pays|is paying|spends|brings in|is worth|generates)(?: us)?)?|(?:accounts|customers|clients|subscribers) pay (?:us )?(?:an average of|on average)|(?:an?|each|every) (?:account|customer|client|subscriber) pays(?: us)?(?: on average)?|the (?:account|customer|client|subscriber) pays(?: us)? on average|on average,? (?:an? |each |every )?(?:account|customer|client|subscriber) pays(?: us)?)\b/,
  },
  // What a school, a club or an operator charges: tuition, dues and fares are its prices.
  {
    meaning: 'price',
    re: /\b(tuition(?: fees?)?|school fees?|fares?|membership (?:fees?|dues)|dues|ticket prices?|admission (?:price|fee)s?|(?:hourly|daily|day|nightly|room) rates?)\b/,
  },
  { meaning: 'ltv', re: /\b(ltv|lifetime value)\b/ },
  { meaning: 'post_money_valuation', re: /\b(post-money|post money|post)\b/ },
  { meaning: 'valuation', re: /\b(valuation|pre-money|pre money|valued|valuing|cap|\bpre\b)\b/ },
  {
    meaning: 'cash',
    re: /\b(in the bank|bank balance|liquidity(?: position| reserves?)?|liquid (?:funds|assets)|cash at (?:the )?bank|war chest|cash pile|(?:(?:our|the|current|account|closing) |minimum (?:cash |account |bank |daily |monthly )?)balance(?! sheet)|minimum liquidity|cash(?: on hand| in hand| reserves| balance| position)?(?![- ]free)|reserves|treasury|in the account|left in the bank|we (?:still |now |currently |only )?(?:have|hold|'ve got|’ve got)|sit(?:s|ting)? on|left|remaining|on hand|available(?! (?:for|at|from|to buy|to order|second-hand|used))|at hand|in cash)\b/,
  },
  {
    meaning: 'interest_total',
    re: /\b(?:total|in|of|the) interest\b|\binterest (?:bill|cost|charges?|payments?)\b/,
  },
  // An overdraft or a line held and not drawn is money the company may borrow, not a loan it took.
  {
    meaning: 'credit_facility',
    re: /\b((?:unused|undrawn|untouched|available|unutilised|unutilized) (?:\w+ )?(?:overdraft|credit line|line of credit|facility|revolver|rcf)|overdraft(?: facility| limit| line)?|(?:our |the )?(?:revolver|rcf|revolving (?:credit )?facility|(?:operating|working[- ]capital) line(?: of credit)?)(?: with (?:the |our )?[\w&-]+)?(?: is| of)?)\b/,
  },
  {
    meaning: 'loan_amount',
    // An advance repaid from revenue is lent money too: 'a €800k advance', 'would advance us £300k'.
    re: /\b(revenue[- ]based (?:advance|financing|finance|loan)|(?:an?|the|this|that) (?:[\w-]+ )?advance|advance (?:of|from)|(?:would|will|to|can) advance(?: us)?|loan|borrow\w*(?![- ](?:pits?|areas?|material|sites?)\b)|lend(?:s|ing)?|venture debt|credit line|line of credit|debt facility|facility|overdraft|mortgage|(?<!\bbad[- ])debt|repayable|to be repaid|to repay)\b/,
  },
  {
    meaning: 'contract_value',
    re: /\b(contract (?:worth|value|valued at|of)|(?:contract|tender|deal|order) (?:is|would be|comes to|totals?)(?: worth)?(?= [^a-z]*$)|(?:annual|yearly) value|value of the (?:contract|deal|tender|order|account)|(?:contract|deal|tender|account)['’]s (?:annual |yearly |total )?value|worth|total (?:contract )?value|deal (?:size|value|worth)|acv|tcv|annual contract value|total contract value|would pay us|pays us|pay us|brings? us|bringing us|earns? us|purchase order|order (?:of|worth)|renewal (?:of|worth))\b/,
  },
  // Invoices our contractors or suppliers send us are what we pay, not what customers owe us.
  {
    meaning: 'cost',
    re: /\b((?:b2b|contractor|contractors['’]?|supplier|suppliers['’]?|vendor|vendors['’]?|freelancer|freelancers['’]?) invoices?|invoices? (?:from|of|by) (?:our |the )?(?:contractors?|suppliers?|vendors?|freelancers?))\b/,
    label: 'invoices we pay',
  },
  {
    meaning: 'contract_value',
    re: /\b((?:customer|client) (?:pays|owes|will pay)|receivables?|invoices?|owed to us|due from|payment of)\b/,
    label: 'payment due from a customer',
  },
  {
    meaning: 'offer_price',
    re: /\b(offer|offers|offered|offering|bid|buy us|acquire us|buyout|on the table|valu(?:es|ing) us at)\b/,
  },
  {
    meaning: 'raise_amount',
    // 'safe' and 'note' only as instruments: 'the money is safe' and 'note that' raise nothing.
    re: /\b(raise|raising|round|seed|pre-seed|series [a-f]|bridge|safe (?:notes?|rounds?|agreements?|at|with|cap)|(?:post|pre)-money safes?|(?:on|via|through) an? safe|safes|convertible|(?:convertible|promissory|loan) notes?|crowdfunding|crowdfund|investment of|invest|investing|term sheet|put(?:ting)? (?:in|up)|cheque (?:of|for)|check (?:of|for))\b/,
  },
  {
    meaning: 'purchase_price',
    // Paid or customer acquisition is marketing spend, not a company bought.
    re: /\b(acquire|(?<!(?:paid|customer|user|client|subscriber) )acquisition(?! (?:budget|spend|costs?|channels?|campaigns?))|buy|buying|purchase|asking price|price tag|they want|(?:they|(?:the|its|their) (?:sellers?|founders?|owners?|shareholders)) (?:(?:is|are) )?(?:ask(?:s|ing)?|want(?:s|ing)?)(?: for)?|for (?:the|their|its|all (?:the|their)) (?:business|company|firm|startup|shares|equity))\b/,
  },
  { meaning: 'budget', re: /\b(budget|allocated?|set aside|earmark\w*)\b/ },
  {
    meaning: 'annual_revenue',
    re: /\b((?:forecast|expected|projected) to (?:do|make|bring in|generate|sell)|revenue|revenues|sales|turnover|faturamento|fatturato|facturaci[oó]n|umsatz|omzet|omset|chiffre d['’]affaires|turns? over|top line|bookings|billings|income|makes?|made|generat\w+|we did|brings? in|brought in|earn\w*|takings|(?:we|they|the (?:shop|store|restaurant|salon|bar|café|cafe|business|practice)) (?:take|takes|took) (?:in|about|around|roughly|over|some|on average))\b/,
  },
  {
    meaning: 'price',
    re: /\b(price|prices|priced|pricing|charge|charges|charging|per user|per seat|per licen[cs]e|plan is|tier|list price|subscriptions? (?:are|is|cost)|subscription|sells? (?:\w+ ){0,3}(?:for|at)|retails? (?:for|at)|(?:customers|clients|subscribers|members|accounts|users) (?:each )?pay(?: us)?|(?:plans|boxes|box|memberships?|packages?) (?:is|are))\b/,
  },
  { meaning: 'monthly_cost', re: /\b(rent|lease)\b/, label: 'rent' },
  {
    meaning: 'cost',
    re: /\b(cost|costs|costing|bill|spend|spending|fee|fees|quoted|quotes|quote|quoting|capex|up front|upfront|one-off|would cost|will cost|asks for|contribute|rebuild|build)\b/,
  },
];

/** What follows a percent that is a share, not the price of money: 'of our receivables', 'at closing', 'LTV'. */
export const NOT_A_RATE_AFTER =
  /^\s*(?:earn-?outs?\b|(?:pre-?sold|pre-?sales?|sold|let|leased|occupied|complete|completed|built|finished|funded|subscribed|booked|utili[sz]ed|drawn)\b|of\s+(?!interest\b)|from\s+(?:one|a single|our|the)\b|(?:at|on)\s+(?:closing|completion|signing)\b|upfront\b|up front\b|as\s+(?:an?\s+)?(?:earn-?out|deferred|vendor|cash|shares|equity|deposit|down ?payment)\b|in\s+(?:cash|shares|equity|stock)\b|(?:backed|guaranteed|covered|secured|insured|funded|financed)\b|(?:(?!interest\b)[\w-]+\s+){0,2}(?:fees?|commissions?)\b|(?:warrants?|warrant coverage|coverage)\b|(?:tax|vat|gst|duty|withholding|levy)\b|deductible\b|excess\b|ltv\b|loan[- ]to[- ]value\b|(?:an?\s+)?(?:bank|senior|mezzanine|vendor|seller)\s+(?:loan|debt|financing|funding|note)\b|(?:own\s+)?equity\b|stake\b|ownership\b)/;

/** Before a percent that is a level, not a rate charged: 'retention stays at 90%', 'default rate under 4%', 'warrants for 1%'. */
export const NOT_A_RATE_BEFORE =
  /\b(?:retention|churn|occupancy|utili[sz]ation|renewal|attendance|conversion|default rate|loss rate|arrears|npl|warrants?|equity|stake|shares?)\b[^.;%]{0,25}$|\b(?:stays?|remains?|stay|remain|falls?|drops?)\s+(?:at|above|below|under|over)\s+(?:about |around |roughly |least )?$|\b(?:is|are)\s+(?:above|below|under)\s+(?:about |around |roughly )?$|\b(?:at least|at most|a minimum of|a maximum of|no more than|no less than|under|below|above)\s*$/;

export const PERCENT_CUES: readonly Cue[] = [
  { meaning: 'churn_monthly_pct', re: /\bchurn|\b(?:cancel|leave|lapse)s? (?:each|every|a|per) month\b/ },
  {
    meaning: 'interest_rate_pct',
    re: /\b(interest|apr|apy|coupon|loan rate|rate of|(?<!\b(?:tax|vat|cost|default|exchange|fx|today['’]s|spot|take|hit|conversion|win|occupancy|vacancy|utili[sz]ation|churn|retention|attrition|response|failure|error|return|defect|commission|royalty|overhead|success|inflation|tariff|withholding|corporate|income|burn|growth|claims?|loss|pass|debt|dropout|completion|vacancy|fill|no-show|repeat|redemption|participation|savings|employment|unemployment|policy|base|bank) )rate\b(?! of (?:growth|churn))|loan|(?<!\bbad[- ])debt|facility|borrow\w*)\b/,
  },
  { meaning: 'option_pool_pct', re: /\b(option pool|esop|employee pool|pool)\b/ },
  { meaning: 'unvested_pct', re: /\bunvested\b/ },
  // A net margin is what is left after every cost; an operating, EBITDA or contribution margin is
  // neither that nor a gross margin: read as nothing rather than misread.
  { meaning: 'net_margin_pct', re: /\b(?:net|profit) margins?\b/ },
  { meaning: null, re: /\b(?:operating|ebitda|contribution) margins?\b/ },
  { meaning: 'gross_margin_pct', re: /\bmargins?\b/ },
  { meaning: 'discount_pct', re: /\b(discount\w*|off list|rebate)\b/ },
  // A royalty is a share of someone's sales paid for a licence, not a stake.
  { meaning: 'royalty_pct', re: /\broyalt(?:y|ies)\b/ },
  // A lender's test of the balance sheet, not anyone's stake: 'an equity ratio of at least 30%'.
  {
    meaning: 'equity_ratio_pct',
    re: /\b(equity ratio|solvency ratio|equity[- ]to[- ]assets|capital ratio)\b/,
  },
  {
    meaning: 'equity_pct',
    re: /\b(dilut\w*|stake|equity|buy(?:s|ing)? (?:\w+ )?out|buy-?outs?|giv(?:e|es|ing|en) away|gave away|hand(?:ing)? over|part(?:ing)? with|ownership|of the company|of our company|of the business|of the shares|of our shares|shares|owns?|owned|holds?|held|in (?:stock )?options|option grant|fully diluted|cap table)\b/,
  },
  {
    meaning: 'headcount_cut_pct',
    // 'Cut 20%', 'cut the team by 20%' — but 'the winery may cut intake by 20%' cuts no one.
    re: /\b(lay off|laying off|layoffs?|cut(?:ting)?(?=\s+(?:(?:the|our|its)\s+)?(?:team|staff|headcount|workforce|jobs|roles|people|positions|employees)\b|\s+(?:by\s+)?(?:about |around |roughly |some |up to |~\s?)?$)|reduce headcount|headcount by|(?:headcount|staff|workforce) reduction|reduction in (?:headcount|staff|the team|our team|workforce)|of staff|of the team|of our team|of our workforce|of the workforce|of employees|of our people|redundan\w*|let go)\b/,
  },
  {
    meaning: 'price_change_pct',
    re: /\b(prices?|pricing|list price|surcharges?|tuition(?: fees?)?|school fees|fares|dues|(?:hourly|daily|day|nightly|room) rates?)\b/,
  },
];

/** 'N% of our accounts', 'N% of revenue': the noun after the figure says what it is a share of. */
export const SHARE_OF: readonly { meaning: NumberMeaning; re: RegExp }[] = [
  // '6% of subscribers churn monthly', '4% of accounts cancel each month': a rate, not a group.
  {
    meaning: 'churn_monthly_pct',
    re: /^\s*of (?:our |all |the |existing |active |paying )*(?:\w+ )?(?:accounts|customers|clients|users|subscribers|members) (?:\w+ )?(?:churn|cancel|leave|lapse)s? (?:monthly|each month|every month|a month|per month)\b/,
  },
  {
    meaning: 'accounts_share_pct',
    re: /^\s*of (?:our |all |the |total |existing |active )*(?:\d[\d,]*\s+)?(?:\w+ )?(?:accounts|customers|clients|users|subscribers|customer base|user base|members|enrol(?:l)?ment|students|pupils|patients)\b/,
  },
  {
    meaning: 'revenue_share_pct',
    re: /^\s*of (?:our |all |the |total |annual |recurring )*(?:\w+ )?(?:revenue|revenues|sales|arr|mrr|bookings|turnover|(?:fee |net |gross )?income)\b/,
  },
  {
    meaning: 'headcount_cut_pct',
    re: /^\s*of (?:our |the |all |a |an )*(?:\d[\d,]*(?:-strong)?\s+)?(?:staff|workforce|employees|team|people|headcount)\b/,
  },
  { meaning: 'equity_pct', re: /^\s*(?:of (?:the |our )?(?:company|business|shares|equity)|stake|equity)\b/ },
  // 'give away 15% discounts': the noun right after the figure outweighs a verb before it.
  { meaning: 'discount_pct', re: /^\s*(?:discounts?|off\b|rebates?)/ },
];

export const GROWTH =
  /\b(grow|grows|grew|growing|growth|up|increase[ds]?|rose|risen|slowed to|doubled|yoy|mom|month over month|year over year)\b/;

export const DURATION_CUES: readonly Cue[] = [
  { meaning: 'payback_months', re: /\bpayback\b/ },
  // 'Our largest customers pay at 90 days', '60-day payment terms': how long sales wait to be paid.
  {
    meaning: 'payment_terms_months',
    // 'payment 120 days after delivery': the days before the buyer pays.
    re: /\b(pay(?:s|ing)? (?:us )?(?:at|on|after)|payment terms?(?: of| are| is)?|(?:on|at) (?:their )?terms of|paid (?:at|on|after)|payment(?: due| falls due| comes)?(?= $))\b/,
  },
  // Months of a lease with no rent to pay: taken off what the term commits.
  { meaning: 'rent_free_months', re: /\b(rent[- ]free|free rent|rent holiday|without (?:paying )?rent)\b/ },
  {
    meaning: 'runway_months',
    re: /\b((?:(?:cash|money|balance|funds|reserves|burn\w*|losing|lose|loses|spend\w*)\b[^.;]{0,80}?\b|^\s*(?:which|that|this|it)\s+)(?:gives?|giving|buys?|leaves?|leaving) us(?! (?:a |an |the )?(?:\w+ )?(?:warranty|notice|lease|term|contract))|(?:cash|money|balance|funds|reserves)\b[^.;]{0,30}?\b(?:covers?|carr(?:y|ies) us|takes? us|gets? us|keeps? us going|lasts?(?: us)?)(?: (?:for|through|into))?|funded for|we(?:['’]re| are) (?:good|fine|covered|safe) for|(?:need|have) to raise (?:again )?for|without (?:raising|new money|more funding)|runway|of cash|cash left|money left|cash lasts|lasts? us|run out|runs out|running out|cash-out|cash out|zero cash|months? of life|survive|left in the bank|(?:enough )?(?:cash|money) for|(?:money|cash) (?:is gone|runs dry|dries up)|runs? dry|keep (?:going|the lights on)|out of (?:cash|money)|of (?:life|oxygen)|before we (?:run out|go bust|die)|left\b(?! (?:on|of|in|until) (?:the |our |a )?(?:lease|contract|term|deal|loan|agreement|vesting|notice)))/,
  },
  {
    meaning: 'term_months',
    re: /\b(lease|contract|term|agreement|tenor|tenure|commitment|loan|licen[cs]e|deal|vesting|subscription|repa(?:id|y|yable|yment)\w*|amorti[sz]\w*|instal(?:l)?ments?|(?:it |which )?(?:runs|lasts) for|locked in for|tie[sd]? us (?:in )?for)\b/,
  },
  {
    meaning: 'deadline_months',
    re: /\b(within|deadline|answer by|no later than|timeline|expires?|closes? in|decide (?:with)?in|need to decide|have until|by the end of|in the next|next)\b/,
  },
];

export const COUNT_NOUNS: readonly { meaning: NumberMeaning; re: RegExp }[] = [
  {
    meaning: 'injury_reports',
    re: /^(?:\w+ )?(injury reports?|injuries|incidents? of|reports? of (?:burns|injur|fires?|harm))/,
  },
  {
    meaning: 'records_affected',
    re: /^(?:\w+ )?(records|patients|data subjects|individuals|people's (?:data|records)|customer records|personal records|email addresses|accounts (?:exposed|affected|compromised|leaked))\b/,
  },
  {
    meaning: 'headcount',
    // People who complained, reported or came forward are a count of complainants, not the staff.
    re: /^(?:[\w-]+ )?(on (?:staff|the team|payroll)|employees|people|ppl|staff|engineers|developers|fte|ftes|roles|positions|jobs|heads|person|workers|team members|account executives|sales reps|reps|contractors|hires|folks|colleagues|teammates|staffers|members of staff)\b(?!\s+(?:(?:have|has|had|who|that)\s+)?(?:\w+\s+)?(?:filed|complained|complain|reported|alleged|accused|came forward|have come forward|raised (?:a|the|formal)|lodged|signed (?:a|the) (?:complaint|grievance|petition)))/,
  },
  {
    meaning: 'customers',
    // 'Our two largest customers' picks a few out of the base: not how many customers there are.
    re: /^(?!(?:largest|biggest|top|main|key|major|anchor|smallest)\b)(?:\w+ )?(customers|clients|accounts|subscribers|subscriptions|logos|stores|restaurants|schools|hospitals|clinics|merchants|retailers|businesses|companies|venues|shops|sellers|tenants|brands|students|pupils|learners|patients|passengers|diners)\b/,
  },
  {
    meaning: 'users',
    re: /^(?:\w+ )?(users|members|signups|sign-ups|downloads|players|learners|drivers|riders|followers|fans|subscribers on|visitors|monthly visitors|views|installs|listeners|readers|viewers|likes|impressions|leads|waitlist|wait-list|sign ups)\b/,
  },
  {
    meaning: 'units_affected',
    re: /^(?:of (?:the|our|these|those) )?(?:\w+ )?(units|devices|bikes|scooters|bars|products|items|heaters|monitors|vehicles|chargers|batteries|toys|jars|bottles|cars|pieces|packs|boxes|cans|bags|kits|machines|appliances|pumps|helmets|strollers|cribs|phones|laptops|sensors|trackers|wearables|watches|lamps|chairs|bulbs|cables|adapters|kettles|fryers|blenders|cameras|locks|drones|tablets|pouches|tins|cartons|packets)\b/,
  },
];

export const CUT_VERBS =
  /\b(lay off|laying off|let go(?: of)?|cut|cutting|make|making|firing|fire|redundan\w*|(?:reduc|shrink|trim|downsiz)\w* (?:(?:the|our) )?(?:(?:team|staff|headcount|workforce) )?by|eliminat\w+|remov\w+|part ways with|part(?:ing)? with|say(?:ing)? goodbye to)\b/;

// Roles: a goal, an alternative, a bound, looked for just before the figure.
export const TARGET_BEFORE =
  /\b(target(?:ing|s|ed)?|goal|aim(?:ing|s)? (?:for|at|to)|to reach|to hit|get (?:it |us )?to|wants?|want to (?:reach|hit|be at|get to)|needs?|plan(?:s|ning)? to (?:reach|hit)|projected?|projection|forecast\w*|expect(?:s|ed)? to (?:reach|hit|be)|(?:will|would|could|should|can|shall|might|may) (?:\w+ )?(?:reach|hit|be at|get to|make|generate|do|have|achieve|bring(?: in)?|add|earn|deliver|contribute|produce)|forecast to (?:do|make|bring|sell)|by (?:the end of )?(?:year|month) \w+|would (?:grow|reach|take us) to|extend(?:ing)? (?:it |runway |our runway )?to)\b[^.]{0,25}$/;
export const OPTION_BEFORE_WORDS =
  /\b(cut|cutting|reduce|reducing|lower|lowering|trim|drop|bring|raise|raising|increase|increasing|lift|move|moving|change|changing|switch|go|going)\b(?:\s+\S+){0,4}\s+(?:to|down to|up to)\s*$|\b(?:if we|we could|could|would|instead|alternatively|option(?:ally)?|or)\b[^.]{0,40}$/;
/** An enumerated alternative just before a figure: 'option B', 'vendor A', 'the cheaper quote', '(b)', 'versus'. */
export const ALTERNATIVE_BEFORE =
  /\b(?:option|plan|choice|route|path|scenario|alternative|vendor|supplier|provider|bid|quote|proposal)\s+(?:[a-c1-3]|one|two|three)\b[^.]{0,40}$|\b(?:the )?(?:first|second|third|cheaper|pricier|other|alternative) (?:option|vendor|supplier|provider|quote|bid|one)\b[^.]{0,40}$|\((?:[a-c1-3]|i{1,3})\)[^.]{0,40}$|\b(?:either|versus|vs\.?)\s[^.]{0,40}$/i;
export const OPTION_BEFORE = new RegExp(`${OPTION_BEFORE_WORDS.source}|${ALTERNATIVE_BEFORE.source}`);
export const FLOOR_BEFORE =
  /\b(at least|minimum(?: of)?|min\.?|no less than|not (?:fall|drop|go) below|floor(?: of)?|must (?:keep|maintain|hold)|maintain(?:ing)?|covenant\w*)\b[^.]{0,30}$/;
export const CEILING_BEFORE =
  /\b(at most|no more than|up to|maximum(?: of)?|max\.?|cap(?:ped)? at|capped|not (?:to )?exceed|limit(?:ed)? (?:of|to)|ceiling of)\b[^.]{0,12}$/;

export const COMPETITOR = /\b(competitors?|rivals?|incumbents?|market leader|(?:the )?competition)\b/;
export const COUNTERPARTY =
  /\b(their|they|its|target company|the target's|target's|the target(?= (?:has|had|does|did|makes|made|earns|generates|posts|reports|turns over|brings in|employs|runs at|is at|with)\b)|the buyer|buyer's|acquirer|the seller|seller's|vendor|supplier|landlord|the investor|investors?'|the partner|partner's|the customer|customer's|the client|client's)\b/;
export const OURS = /\b(we|our|us|ours)\b/;

/** The interbank and policy rates a loan is priced over: 'Euribor + 2%', '3M SOFR'. */
export const REFERENCE_RATES =
  'euribor|libor|sofr|sonia|kibor|mibor|jibar|bbsy|tibor|hibor|shibor|wibor|pribor|bubor|robor|saibor|eibor|klibor|tiie|cdi|selic';

export const PER_MONTH =
  /^[-\s]*(?:a|per|\/|each|every)[-\s]*(?:month|mo)\b|^\s*monthly\b|^\s*(?:p\.?m\.?|pcm)\b|^\s*in (?:mrr|monthly)/;
/** '$1,400 each a month': a sum paid to each of several, still said by the month. */
export function perMonthAfterEach(after: string): boolean {
  return PER_MONTH.test(after.replace(/^\s*each\b/, ''));
}
export const PER_YEAR =
  /^[-\s]*(?:a|per|\/|each|every)[-\s]*(?:year|yr|annum)\b|^\s*(?:annually|yearly|p\.?a\.?)\b|^\s*in the first year|^\s*in (?:annual|yearly) /;
