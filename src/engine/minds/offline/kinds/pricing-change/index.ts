// Change pricing: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

// What a school, a club or a transport operator charges is a price too: tuition, dues, fares.
export const PRICING_CHANGE: KindModule = {
  id: 'pricing_change',
  label: 'Change pricing',
  phrase: 'the price change',
  cues: /\b(usage-based|pay-as-you-go|per-seat|metered (?:billing|pricing)|(?:price|pricing) (?:model|structure|scheme|tiers?|levels?)|what we charge|(?:billing|charge|charging) (?:by|per) (?:usage|seat|user|api call|transaction)|list price|(?:rais|increas|lift|mov|chang|lower|reduc|cut|drop)\w* (?:our |the |its )?(?:\w+ ){0,2}(?:plan|tier|package|subscription|edition|licen[cs]e)s? from (?:[$€£₹¥₩₦₱₺₽₪฿₴]|(?:rs|r|kr|chf|usd|eur|gbp|jpy|sek|nok|dkk|zar|aud|cad|inr)\.? ?)?\d+|(?:hike|bump|put up|push up|lift|increas|rais|lower|drop|reduc|cut|slash|doubl|chang|adjust)\w* (?:\w+ ){0,3}(?:prices?|pricing|rates|fees|subscription (?:prices?|fees?)|tuition|dues|fares|admission|(?:hourly|daily|day|nightly|room) rates?)\b|prices? (?:go(?:ing)? )?(?:up|down)\b|(?:prices?|fees?|subscriptions?|membership|dues|rates?|plans?|box(?:es)?)\b(?: (?:price|fee)s?)? (?:\w+ ){0,2}(?:rises?|rising|goes up|go up|going up|increases?|goes from|go from|going from|moves? from)\b|price (?:point|adjustment)|(?:monthly|annual|per-seat|per-user|subscription) (?:fee|price|rate)s? (?:from|to|up|down)|(?:charg|bill)\w* (?:\w+ ){0,3}(?:more|less)\b|rais\w* (?:our |the |all |its )?prices?|price (?:increase|rise|hike|change|cut|drop|reduction)s?|increas\w* (?:our |the )?prices?|cut (?:our |the )?prices?|lower (?:our |the )?prices?|reprice|repricing|new pricing|pricing (?:change|model|tiers?|page|plan)|change (?:our |the )?pricing|usage-based pricing|per-seat pricing|freemium|free tier|charge (?:more|less)|move (?:customers )?to (?:annual|usage|per-seat)|grandfather\w*|start(?:ing)? (?:to )?charg\w* (?:for|customers|users)|charg(?:e|ing) (?:extra )?for (?:the |our )?(?:api|feature|add-?ons?|support|integrations?|onboarding|set-?up|premium)|paid (?:add-?ons?|tier|plan|feature)s?|monetiz\w*|monetis\w*|paywall\w*|(?:kill|drop|retir|scrap|end|remov|replac|discontinu|phas)\w* (?:out )?(?:the |our )?(?:\S*\d\S* )?(?:monthly|annual|yearly|basic|starter|lite) (?:plan|tier|option|subscription)|sell (?:only )?(?:an? |the )?(?:annual|yearly|monthly) (?:plans? |subscriptions? )?only|(?:annual|yearly)[- ]only|sell only (?:an? |the )?(?:annual|yearly) (?:plan|subscription)|(?:mov|migrat|switch|transition|bump)\w* (?:\w+ ){0,4}?(?:to|onto) (?:the )?(?:new|higher|current|full|standard) (?:prices?|pricing|rates?)|(?:mov|migrat|switch|transition|bump)\w* (?:the )?(?:legacy|existing|old|grandfathered|early) (?:\w+ ){0,2}?to [$€£]\s?\d)\b/gi,
  essentials: [
    {
      fact: 'prices today and proposed',
      owner: 'CFO',
      question: "What are today's prices, and the new ones?",
      meanings: [['price'], ['price_change_pct']],
    },
    {
      fact: 'customers affected and churn',
      owner: 'CUSTOMER_ADVOCATE',
      question: 'How many customers are affected, and what is churn today?',
      meanings: [['customers'], ['churn_monthly_pct'], ['accounts_share_pct'], ['users']],
    },
    {
      fact: 'revenue today',
      owner: 'CFO',
      question: 'What is revenue today (ARR or MRR), and how much of it do the new prices touch?',
      meanings: [['arr'], ['mrr'], ['annual_revenue']],
      // Payers × their price is the revenue the change moves: worked out, it need not be asked.
      given: (reading) => reading.calculations.some((c) => c.id === 'revenue_from_payers'),
    },
  ],
  checklists: CHECKLISTS,
};
