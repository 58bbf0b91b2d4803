// Sell the company (an offer to buy us): how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const BE_ACQUIRED: KindModule = {
  id: 'be_acquired',
  label: 'Sell the company (an offer to buy us)',
  phrase: 'selling the company',
  cues: /(acqui-?hir(?:e|es|ed|ing)?\b(?! (?:a|an|the|their|of|team|talent)\b)|(?:bigger|larger|big) (?:company|player|firm|competitor|rival|tech company) (?:\w+ ){0,3}(?:absorb|buy|take over|acquire|hire our)|absorb (?:us|our team)|sell(?:ing)? (?:out|up)\b|(?:should|do) we sell(?= ?(?:\?|$|now\b|up\b|out\b|to (?!(?:customers|clients|consumers|retailers|supermarkets|the public|schools|hospitals|businesses|smes|enterprises|restaurants|distributors|wholesalers|buyers|them|other)\b)\w))|cash out(?! of (?:our |the |an? |one )?(?:\w+ )?(?:banks?|accounts?|deposits?|money[- ]market))|(?:buy|acquire|purchase|take over)\w* (?:us(?! (?:time|some|more|half|another|breathing|runway|an? (?:few|bit|little|month|week|year|quarter|couple|extra)|\d|months?|weeks?|days?|for (?:the|our|its|their|this|that|what))\b)|our (?:company|business|startup|firm))\b|(?:offer|bid|proposal|approach|interest)\w* (?:\S+ ){0,4}(?:for|to buy|to acquire) (?:us|(?:the|our|my) (?:\w+ ){0,2}(?:company|business|firm|practice|agency|studio|consultancy|group|clinic|shop|store|restaurant|bakery|salon|pharmacy|school|hotel|garage|cafe|pub|brewery|winery|brokerage|dealership|label|publisher|distributor|manufacturer|chain|operator|carrier|club)|(?:all (?:of )?|100% of |a controlling stake in |a majority of )(?:(?:our|the) (?:shares|company|business|equity|firm|practice|agency|brokerage|dealership|group)|us))\b|sell(?:ing)? (?:\w+ ){0,2}(?:company|business|startup|firm|practice|agency|studio|consultancy)\b|(?:acquisition|buyout|takeover) (?:offer|proposal|approach|interest|bid)|acquirer|would-be buyer|potential buyer|interested buyer|strategic buyer|private equity (?:firm|buyer|offer)|exit (?:offer|opportunity)|(?:wants?|looking|keen) to (?:buy|acquire) us|offer(?:ed|s|ing)? to (?:buy|acquire) (?:us|our company|our business|the company)|offer to buy our|(?:acquire|buy) us\b(?! for (?:the|our|its|their|this|that|what)\b)|wants? to (?:buy|acquire) us|sell (?:the|our) (?:company|business|startup)|sale of (?:the|our) (?:company|business)|time to sell|offered \S+ for (?:the|our) company|(?:bid|offer) of \S+ for (?:the|our) (?:company|business)|take-?over (?:bid|offer)|acquirer approached us|approached (?:us )?(?:about|with) (?:an? )?(?:acquisition|buyout|offer)|acqui-hire offer|exit offer|buyout offer|acquisition offer|letter of intent to acquire|get acquired|being acquired|\b(?<!\b(?:apps?|products?|services?|software|tools?|plans?|what|that|which|it|them) we )sell to\b(?! (?:customers|clients|consumers|retailers|supermarkets|the public|schools|hospitals|businesses|smes|enterprises|restaurants|distributors|wholesalers|other)\b))/gi,
  party:
    /\b([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})(?:'s)?\s+(?:has\s+)?(?:offer|offered|bid|wants to (?:buy|acquire)|approached)/,
  essentials: [
    {
      fact: 'the offer',
      owner: 'CFO',
      question: 'What exactly is offered, in total and per share?',
      meanings: [['offer_price']],
    },
    {
      fact: 'revenue today',
      owner: 'CFO',
      question:
        'What is revenue today (ARR or MRR), and how fast is it growing, to set against the price offered?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
    },
    {
      fact: 'the form of payment',
      owner: 'INVESTOR_REP',
      question: 'Is the offer cash or stock, and how much is deferred (earn-out, escrow, retention)?',
      pattern: /\b(cash|stock|shares|earn-?out|escrow|retention|all-cash)\b/i,
    },
    {
      fact: 'the preference waterfall',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'What do the liquidation preferences pay each class of shareholder at this price?',
      pattern: /\b(preference|waterfall|cap table|investors? (?:get|receive))\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
