// Duties in deals: diligence on what is bought (pending litigation, escrow), the terms of a joint
// venture, competition law, and a sale run with conflicts mapped and the waterfall modelled.

import { absencesOf } from '../reader/absences.ts';
import { upperFirst } from '../reader/format.ts';
import { INVESTOR_BACKED } from '../reader/investor-backed.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues, findSituations } from './match.ts';
import { rulesFor } from './place-rules.ts';
import { EXCLUSIVE_TERRITORY, exclusiveDistributionRules } from './shapes-people.ts';

const COMPETITORS =
  /\b(?:competitors?|competition['’]s|rivals?|competing (?:firms|companies|suppliers|vendors|brands|bidders)|other (?:\w+ ){0,2}(?:suppliers|vendors|players|firms|companies|manufacturers|makers|distributors|producers|retailers|wholesalers|agencies|banks|insurers|airlines|carriers|operators|labs|clinics|bakeries|dealers|contractors|bidders|members|chains|brands|providers|importers|exporters)|(?:trade|industry|sector) (?:association|body|group|federation|forum)|(?:the|our) (?:two|three|four|five|\d) (?:other |big |largest |main |major )+(?:suppliers|players|firms|companies|manufacturers|distributors|producers|chains))\b/i;
const COMPETED =
  /\b(?:prices?|pricing|price lists?|list prices?|margins?|mark-?ups?|discount\w*|rates|fees|tariffs|surcharges?|territor(?:y|ies)|regions?|countr(?:y|ies)|cities|areas|zones|north|south|east|west|customers?|clients?|accounts|bids?|bidding|tenders?|markets?|wages|salaries|pay rates|output|capacity|volumes?|supply|quotas?)\b|\b(?:sells?|selling|charg\w*|pric\w*|go(?:es)?|quot\w*) (?:\w+ ){0,2}(?:below|under|less than|above|more than|lower than) (?=[$€£]\s?\d|\d)|[$€£]\s?\d[\d.,]*\s?(?:a|an|per|each) [a-z]+/i;
const COORDINATED =
  /\b(?:together|jointly|both|all of us|(?:we|us) all|each other['’]?s?|one another['’]?s?|none of us|neither of us|no(?:ne|body) (?:of us )?(?:will|would|goes|sells|charges)|nobody|in step|in lockstep|same|common|collectively|agree\w* (?:with|to|on|among|between)|agreement (?:with|among|between)|understanding (?:with|among|between)|(?:shar|exchang|swap|circulat|pool)\w* (?:\w+ ){0,3}(?:prices?|pricing|price lists?|margins?|costs?|information|data|figures|plans|rates|bids?|customer lists?|salar(?:y|ies)|wages|numbers|what (?:we|they|each) (?:charge|bid|quote|pay))|split\w*|divid\w*|carv\w*|allocat\w*|benchmark\w*|(?:propos|suggest|offer|ask|want|invit|call)\w* (?:\w+ ){0,3}(?:we|us|members|everyone|all)\b)/i;

/** Who resells our goods: a vertical restraint binds them, not a competitor. */
const RESELLERS =
  '(?:distributors?|resellers?|retailers?|dealers?|stockists?|wholesalers?|franchisees?|agents?|shops?|stores?|sellers|partners?|marketplace sellers|online (?:sellers|shops|stores|retailers))';
/** A minimum resale price imposed, or resellers punished for discounting: resale price maintenance. */
const RESALE_PRICE = new RegExp(
  [
    `\\b(?:require|force|make|tell|oblige|instruct|ask|insist)\\w* (?:\\w+ ){0,3}${RESELLERS} (?:\\w+ ){0,3}(?:to )?(?:sell|price|charge|advertise|list|stick|keep)\\w* (?:\\w+ ){0,4}(?:at (?:or above|least)|no (?:less|lower) than|not (?:go )?below|above|(?:our |the )?(?:minimum|list|recommended|rrp|msrp|full) (?:resale |retail )?prices?|rrp|msrp|map\\b)`,
    `\\b(?:ban|stop|prevent|forbid|prohibit|bar|block|don['’]?t let|not (?:let|allow))\\w* (?:\\w+ ){0,3}${RESELLERS} (?:\\w+ ){0,3}(?:from )?(?:selling|pricing|advertising|listing|discounting|going)\\w* (?:\\w+ ){0,3}(?:below|under|less than|cheaper than|beneath|lower than)`,
    `\\b(?:cut(?:ting)? off|stop(?:ping)? supplying|stop (?:selling|shipping) to|drop\\w*|terminat\\w*|delist\\w*|blacklist\\w*|punish\\w*|penali[sz]\\w*|withhold\\w* (?:\\w+ ){0,2}from)\\b (?:\\w+ ){0,3}${RESELLERS}\\b[^.]{0,60}\\b(?:discount\\w*|below|under|undercut\\w*|cheaper|price|prices|rrp|msrp|map)\\b`,
    `\\b(?:minimum (?:resale|retail|advertised) prices?|resale price maintenance|\\brpm\\b|minimum advertised price|\\bmap policy|price floors? for (?:\\w+ ){0,2}${RESELLERS})\\b`,
  ].join('|'),
  'i',
);
/** Resellers kept out of a territory or off the internet: a market partitioned by the supplier. */
const TERRITORY_BAN = new RegExp(
  [
    `\\b(?:stop|prevent|ban|forbid|prohibit|bar|block|restrict|limit|keep|don['’]?t let|not (?:let|allow))\\w* (?:\\w+ ){0,4}${RESELLERS} (?:\\w+ ){0,3}(?:from )?(?:selling|exporting|shipping|supplying|reselling|trading)\\w* (?:\\w+ ){0,3}(?:into|in|to|outside|online|on (?:amazon|ebay|the internet|marketplaces?)|cross-border|abroad|other (?:countries|territories|regions))`,
    `\\b(?:export bans?|ban on (?:online|cross-border|parallel) (?:sales|selling|trade)|no (?:online|cross-border) (?:sales|selling)|parallel (?:imports?|trade)|absolute (?:territorial )?(?:protection|exclusivity)|geo-?block\\w*)\\b`,
  ].join('|'),
  'i',
);
const VERTICAL: readonly RegExp[] = [RESALE_PRICE, TERRITORY_BAN];

/** A vertical restraint's rules, for the places named: hardcore in the EU and UK, rule of reason federally in the US. */
function verticalRules(x: DutyContext): string {
  const rules = rulesFor(x.everywhere, {
    uk: 'in the UK, the vertical agreements block exemption treats a minimum resale price and a ban on passive or online sales as hardcore restrictions, and the CMA has fined suppliers for both',
    eu: 'in the EU, the Vertical Block Exemption Regulation (2022/720) treats fixing a minimum resale price and restricting passive or cross-border sales between member states as hardcore restrictions that are almost never exempted',
    us: 'in the US, minimum resale prices agreed with resellers are judged under the rule of reason federally but are unlawful in some states, and a supplier may only announce a policy it enforces unilaterally',
  });
  return (
    'Telling resellers the price they may sell at, or where and to whom they may sell, is competition law’s business even though they are not competitors: a recommended price is lawful, a minimum resale price or a ban on selling into another territory or online is not' +
    (rules.length ? `; ${rules.join('; ')}` : ' in most jurisdictions') +
    '. Fines are set on turnover and the clause is void. Take competition-counsel advice before writing to any reseller. '
  );
}

/** Exclusivity granted down the chain is all that brings competition law in: no rival, no merger. */
function exclusivityOnly(x: DutyContext): boolean {
  return (
    findSituations(x.text, EXCLUSIVE_TERRITORY).length > 0 &&
    !findCues(x.text, [...VERTICAL, COMBINING, COMPETITORS]).length
  );
}

/** Companies combining: a merger, a share swap, an acquisition of a competitor. */
const COMBINING =
  /\b(?:merg\w*|share (?:swap|exchange)|stock-for-stock|all-(?:share|stock)|combin\w*|acqui\w*|buy(?:ing)? (?:out )?(?:our |the |a )?(?:\w+ )?(?:competitor|rival)|takeover|tie-up)\b/i;

/** Coordination said outright: two merging rivals are described in the same words as a cartel's. */
const CARTEL_SAID =
  /\b(?:price[- ]fixing|cartel|agree\w* (?:\w+ ){0,4}(?:prices|pricing|margins|territor\w*|not to compete|not to poach)|split\w* (?:the )?(?:market|customers|territor\w*)|no-?poach\w*|bid (?:\w+ )?together|joint (?:bid|tender)|(?:shar|exchang|swap)\w* (?:\w+ ){0,3}(?:price lists?|pricing|prices|margins))\b/i;

/** A combination with no coordination said: merger control is the duty, not a cartel warning. */
function mergerOnly(x: DutyContext): boolean {
  return COMBINING.test(x.text) && !CARTEL_SAID.test(x.text);
}

/** The combined share the text gives: '45% of the UK market', 'market share of about 38%'. */
const COMBINED_SHARE =
  /\b(\d+(?:\.\d+)?)\s?% of (?:the )?(?:[\w-]+ ){0,3}market\b|\bmarket share (?:\w+ ){0,4}?(\d+(?:\.\d+)?)\s?%/i;

function mergerControl(x: DutyContext): string {
  const share = COMBINED_SHARE.exec(x.text)?.[1] ?? COMBINED_SHARE.exec(x.text)?.[2];
  const authorities = [
    x.everywhere.some((p) => p.name === 'the UK')
      ? 'in the UK, the CMA can review a merger where the combined share of supply is 25% or more or the target’s UK turnover passes the threshold, and can unwind one completed without clearance'
      : '',
    x.everywhere.some((p) => p.blocs.includes('EU'))
      ? 'in the EU, the EU Merger Regulation or the national competition authorities apply by turnover thresholds, and a notifiable deal may not close before clearance'
      : '',
    x.everywhere.some((p) => p.country === 'the US')
      ? 'in the US, an HSR filing with a waiting period is needed above the size thresholds, and state attorneys general can also review'
      : '',
  ].filter(Boolean);
  return (
    `A merger of competitors is reviewed under merger control before anything else${share ? `: a combined share around ${share}% is where authorities look hardest` : ''}. ` +
    (authorities.length
      ? `${upperFirst(authorities.join('; '))}. `
      : 'Under the applicable law, a merger above the thresholds must be notified and cleared before closing. ') +
    'A high combined share can bring remedies or a block, so clearance is a condition of closing and shapes the timetable; until then the two companies stay independent (no integration, no exchange of prices or customer plans outside a clean team). Take competition-counsel advice before signing.'
  );
}

function cartelAndMerger(x: DutyContext): string {
  return (
    'Deals and agreements with competitors are reviewed under competition law: a merger above the thresholds must be notified and cleared before closing' +
    (x.everywhere.some((p) => p.country === 'the US') ? ' (an HSR filing in the US)' : '') +
    (x.everywhere.some((p) => p.blocs.includes('EU'))
      ? ' (the EU Merger Regulation or national authorities)'
      : '') +
    (x.everywhere.some((p) => p.name === 'the UK') ? ' (the CMA in the UK)' : '') +
    ', and agreeing prices, margins, markets or customers with a competitor, or exchanging current or future prices with them (a trade association included), is a cartel: unlawful whatever the size, with fines for the company and, in many countries, criminal charges for the people. Never agree it; if it is raised in a meeting, object, leave, and have the objection minuted. Take competition-counsel advice before sharing information or signing.'
  );
}

/** Terms of a sale in progress that the buyer's diligence and the seller's warranties decide. */
const SALE_TERMS =
  /\b(?:loi|letter of intent|term sheet|heads of terms|exclusivity|exclusive (?:period|negotiations?)|escrow|holdback|held back|warrant(?:y|ies)|indemnit\w*|due diligence|data room)\b/i;

/** A price move a competitor says it will make. */
const FUTURE_PRICE_TOLD =
  /\b(?:told|tell|telling|said|say|says|shared|informed|mentioned|let (?:us|me|him|her|them) know)\b[^.]{0,60}\b(?:are (?:also )?|will (?:also )?|plan(?:ning)? to |intend(?:ing)? to |going to )(?:add|rais|increas|put|charg|impos|introduc|lift)\w*\b[^.]{0,40}(?:\d+(?:\.\d+)?\s?%|prices?|surcharges?|rates?|fees?)/i;

const COMPETITION_CUES: readonly RegExp[] = [
  /\b(competition (?:law|authority|review|regulator)|antitrust|merger (?:control|filing|review)|hsr|cma\b|market share|dominan\w*|(?:largest|biggest|main|closest|direct) (?:competitor|rival)s?|joint (?:bid|tender|offer)|bid (?:\w+ )?together|not (?:to )?(?:poach|hire|solicit) (?:\w+ ){0,2}(?:each other|one another)|poach\w* (?:\w+ ){0,2}(?:each other|one another)|largest competitor|main competitor|our competitor|with (?:our |a )?competitors?|price[- ]fixing|agree (?:prices|not to compete)|split (?:the )?market|cartel|no-?poach\w*|(?:competitor|rival)s?\b[^.]{0,60}\b(?:same|common|minimum|floor|agreed|shared|matching|joint) (?:prices?|pricing|rates?|fees?|margins?)|(?:align|coordinat|fix|set|match|agree)\w* (?:\w+ ){0,4}(?:prices?|pricing|rates|fees|margins|discounts) (?:\w+ ){0,4}(?:with|among|between) (?:\w+ ){0,2}(?:competitors?|rivals?|other (?:suppliers|vendors|players|firms|companies))|(?:combined|joint) (?:market )?share)\b/i,
];
const COMPETITION_SITUATIONS: readonly (readonly RegExp[])[] = [
  [COMPETITORS, COMPETED, COORDINATED],
  // A competitor telling us what it will charge ('two competitors told the MD they are also
  // adding 7%'): an exchange of future prices, the start of a concerted practice.
  [COMPETITORS, FUTURE_PRICE_TOLD],
  [RESALE_PRICE],
  [TERRITORY_BAN],
  ...EXCLUSIVE_TERRITORY,
];
/** A rival named with nothing else: 'our competitor', 'our main rival', 'with competitors'. */
const BARE_RIVAL =
  /\b(?:(?:largest|biggest|main|closest|direct) (?:competitor|rival)s?|(?:our|a) competitors?|with (?:our |a )?competitors?)\b/gi;
/** Deals that combine with a rival, where clearance can decide whether they close at all. */
const RIVAL_DEAL_KINDS: ReadonlySet<string> = new Set([
  'acquire_company',
  'merger_or_jv',
  'partnership',
  'be_acquired',
]);

/** The company itself offered for, or put up for sale. */
const SALE_OF_THE_COMPANY =
  /\b(offer(?:ed)? to (?:buy|acquire) (?:us|our company)|(?:buy|acquire) us\b(?! for (?:the|our|its|their|this|that|what)\b)|sell (?:the|our) company|takeover (?:bid|offer)|acquisition offer|buyout offer|(?:buy|acquire|purchase|take over)\w* (?:us(?! (?:time|some|more|half|another|breathing|runway|an? (?:few|bit|little|month|week|year|quarter|couple|extra)|\d|months?|weeks?|days?|for (?:the|our|its|their|this|that|what))\b)|our (?:company|business|startup|firm))|sell(?:ing)? (?:\w+ ){0,2}(?:company|business|startup)|acquirer|acqui-?hir\w*|(?:offer|bid) (?:\w+ ){0,4}for (?:us|the company|our company|the business|all (?:of )?(?:our|the) shares)|private equity (?:firm|buyer|offer))\b/i;
/** What managers or founders are offered around a sale: its conflicts. */
const SALE_PACKAGES =
  /\b((?:retention|transaction|change[- ]of[- ]control|sale) (?:bonus|package|payment)s?|(?:ceo|cfo|founders?|management|executives?)['’]?s? (?:\w+ ){0,2}(?:package|bonus|earn-?out|new role|employment (?:agreement|contract)))\b/i;

export const DEAL_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'ma_diligence',
    title: 'Diligence, warranties and indemnities when a company changes hands',
    owner: 'RISK_OFFICER',
    kinds: ['acquire_company', 'be_acquired'],
    cues: [
      /\b(pending (?:litigation|lawsuits?|claims?)|lawsuits? against (?:them|the target|it)|their (?:lawsuit|litigation|debts|tax)|escrow|indemnit\w* (?:from the seller|escrow)|warranties and indemnities|due diligence)\b/i,
    ],
    alsoNeeds: [/\b(acqui\w*|buy\w*|purchase\w*|target|seller|deal)\b/i],
    // A sale raises it once terms are on the table that diligence and warranties decide (a letter
    // of intent, exclusivity, money held back); an approach alone is not yet a deal.
    when: (x) => x.kind !== 'be_acquired' || SALE_TERMS.test(x.text),
    // Selling is the same diligence seen from the other side: what it finds is paid for by the
    // seller, in the price, an indemnity or money held back from the proceeds.
    text: (x) =>
      x.kind === 'be_acquired'
        ? 'Selling the company means answering for it: the buyer’s diligence will test the accounts, tax, key contracts and their change-of-control clauses, IP ownership, employees and data, and each problem it finds becomes a price cut, a specific indemnity or an escrow held back from the proceeds. Prepare a disclosure letter against the warranties, cap them (usually a share of the price, with time limits), weigh warranty-and-indemnity insurance, and have M&A counsel lead before exclusivity is granted.'
        : 'Buying a company means buying its liabilities: diligence must cover litigation (pending and threatened), tax, key contracts and their change-of-control clauses, IP ownership, employees and data' +
          (/\b(litigation|lawsuits?|claims?)\b/i.test(x.text)
            ? '. Pending litigation needs a specific indemnity from the seller, backed by an escrow or holdback large enough to cover the likely exposure'
            : ', with warranties, indemnities and an escrow or holdback for what it finds') +
          '. Have M&A counsel lead it.',
    // A price resting on the seller's word alone: the accounts come before anything else.
    action: (x) =>
      x.kind === 'be_acquired'
        ? 'Prepare the disclosure against the warranties, and agree caps, time limits and any escrow with M&A counsel before granting exclusivity'
        : absencesOf(x.text).some((a) => a.id === 'no_accounts')
          ? 'Get the last three years’ filed accounts, tax returns and the bank statements behind them and check them against the seller’s figures before any price is agreed; then complete legal diligence and secure indemnities backed by an escrow before signing'
          : 'Complete legal and financial diligence and secure indemnities backed by an escrow before signing',
  },
  {
    id: 'joint_venture_terms',
    title: 'A joint venture’s control, licences and exit',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(joint venture|\bjv\b|co-owned (?:company|entity)|form a (?:new )?(?:company|entity) (?:with|together))\b/i,
    ],
    text: () =>
      'A joint venture needs its ending written at its beginning: who controls decisions and breaks a deadlock (a 50/50 split deadlocks), what each side licenses into it and gets back, who keeps the customers and the IP, and how either side exits. Have counsel draft the shareholders’ agreement before anything is contributed.',
    action:
      'Agree control, deadlock, licences and exit terms in the joint-venture agreement before contributing anything',
  },
  {
    id: 'competition_law',
    title: 'Competition law',
    owner: 'RISK_OFFICER',
    // Clearance decides whether a merger of competitors can close at all, so it comes first.
    leadsFor: { merger_or_jv: 1, acquire_company: 1 },
    cues: COMPETITION_CUES,
    alsoNeeds: [
      /\b(acqui\w*|merg\w*|buy\w*|agree\w*|partner\w*|joint|share (?:prices|pricing|information)|coordinat\w*|filing|review|combined|exclusiv\w*|align\w*|match\w*|common|same|fix\w*|set\w*|floor)\b/i,
    ],
    // A rival named in passing ('our competitor gives 60-day terms; should we match them?') is no
    // competition matter on its own: matching a rival alone is lawful. Only a deal combining with
    // one, or a word of coordination, competition law or market power, raises the duty.
    when: (x) =>
      RIVAL_DEAL_KINDS.has(x.kind ?? '') ||
      COMBINING.test(x.text) ||
      findCues(x.text.replace(BARE_RIVAL, ' '), COMPETITION_CUES).length > 0 ||
      findSituations(x.text, COMPETITION_SITUATIONS).length > 0,
    // A cartel told as a story: competitors (or their trade association), what competes (prices,
    // margins, territories, customers, bids) and a word of coordination between them.
    situations: COMPETITION_SITUATIONS,
    // Agreeing prices, markets or hiring with a competitor is not a deal to weigh but a cartel; a
    // minimum resale price or a territory ban imposed on resellers is hardcore where the EU or UK rules apply.
    breach: [
      ...VERTICAL,
      new RegExp(
        `\\b(?:agree\\w*|go(?:ing)? along|coordinat\\w*|align\\w*)\\b[^.]{0,30}\\bwith\\b[^.]{0,20}${COMPETITORS.source}[^.]{0,60}(?:${COMPETED.source})`,
        'i',
      ),
      // Going along with competitors, or a competitor's proposal on what competes, is the cartel.
      new RegExp(
        `\\b(?:go(?:ing)? along|fall(?:ing)? in line|sign\\w* up)\\b[^.]{0,30}${COMPETITORS.source}`,
        'i',
      ),
      new RegExp(
        `${COMPETITORS.source}[^.]{0,80}\\b(?:propos|suggest|offer|ask|want|invit)\\w*\\b[^.]{0,80}\\b(?:prices?|pricing|margins?|discount\\w*|territor\\w*|customers|accounts|undercut\\w*|bid\\w*)`,
        'i',
      ),
      /\b(?:agree\w*|accept\w*|join\w*|go along|align\w*|coordinat\w*|match\w*|fix\w*|set\w*)\b[^.]{0,60}\b(?:common|same|minimum|floor|agreed|shared|joint) (?:prices?|pricing|rates?|fees?|margins?)|\b(?:agree\w*|accept\w*)\b[^.]{0,40}\b(?:not to (?:compete|poach|hire)|split (?:the )?(?:market|customers|territor\w*)|no-?poach)|\b(?:competitor|rival)s?\b[^.]{0,80}\b(?:propos|suggest|offer|ask|want|invit)\w*\b[^.]{0,60}\b(?:prices?|pricing|rates?|fees?|margins?|discount\w*|territor\w*|not to (?:compete|poach))/i,
    ],
    // A vertical restraint with no competitor in sight is lawful under US federal law unless agreed
    // and harmful: a breach only where the EU or UK rules, or no place, is named.
    breachWhen: (x) =>
      !findCues(x.text, VERTICAL).length ||
      findSituations(x.text, [[COMPETITORS, COMPETED, COORDINATED]]).length > 0 ||
      !x.everywhere.length ||
      x.everywhere.some((p) => p.name === 'the UK' || p.blocs.includes('EU')),
    text: (x) =>
      exclusivityOnly(x)
        ? exclusiveDistributionRules(x)
        : findCues(x.text, VERTICAL).length &&
            !findSituations(x.text, [[COMPETITORS, COMPETED, COORDINATED]]).length
          ? `${verticalRules(x)}`.trim()
          : mergerOnly(x)
            ? mergerControl(x)
            : cartelAndMerger(x),
    action: (x) =>
      exclusivityOnly(x)
        ? 'Have competition counsel confirm the market shares, keep passive sales outside the territory free, and hold any non-compete to five years or less'
        : findCues(x.text, VERTICAL).length &&
            !findSituations(x.text, [[COMPETITORS, COMPETED, COORDINATED]]).length
          ? 'Set no minimum resale price and no ban on selling into other territories or online: publish a recommended price only, and have competition counsel review the reseller terms before anything is sent'
          : mergerOnly(x)
            ? 'Have competition counsel assess merger-control filings first (thresholds, timetable, likely remedies), make clearance a condition of closing, and share competitive information only through a clean team until then'
            : 'Agree nothing on prices, margins, territories or customers with a competitor (leave any meeting that raises it), and have competition counsel assess filings and information-sharing before talks go further',
  },
  {
    id: 'sale_process_conflicts',
    title: 'A sale run with conflicts mapped and each holder’s proceeds modelled',
    owner: 'INDEPENDENT_GOVERNANCE',
    kinds: ['be_acquired'],
    cues: [SALE_OF_THE_COMPANY, SALE_PACKAGES],
    // Packages and bonuses are a sale's conflicts only in a sale: a CEO's bonus in a hire is not.
    when: (x) => x.kind === 'be_acquired' || findCues(x.text, [SALE_OF_THE_COMPANY]).length > 0,
    // Preferences and investors' seats belong to a venture-backed company; a family firm's sale has
    // its own conflicts (who stays on with the buyer) and proceeds net of debt and fees.
    text: (x) =>
      INVESTOR_BACKED.test(x.text)
        ? 'Before negotiating a sale: map the conflicts (investors with board seats, investors who also hold the buyer, founders offered jobs or retention) and let unconflicted directors lead; model the liquidation-preference waterfall so every holder sees what they receive at this price; and agree clean-team rules before sharing sensitive data with a buyer who is a competitor or customer. Hire M&A counsel.'
        : 'Before negotiating a sale: map the conflicts (owners, family members or managers offered a role, a bonus or a consultancy by the buyer, anyone on both sides) and let those without one decide; work out what each owner receives at this price net of debt, fees and tax; and agree clean-team rules before sharing sensitive data with a buyer who is a competitor or customer. Hire M&A counsel.',
    action: (x) =>
      INVESTOR_BACKED.test(x.text)
        ? 'Map conflicts, model the preference waterfall and set clean-team rules before negotiating'
        : 'Map conflicts, work out each owner’s proceeds net of debt, fees and tax, and set clean-team rules before negotiating',
  },
];
