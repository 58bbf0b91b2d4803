// Acquire another company: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const ACQUIRE_COMPANY: KindModule = {
  id: 'acquire_company',
  label: 'Acquire another company',
  phrase: 'the acquisition',
  cues: /\b((?:buy|acquir|purchas|take over|snap up)\w* (?:out )?(?:a |an |the |our |their |this |that |one of our )?(?:\w+ ){0,2}(?:competitor|rival|startup|company|business|firm|agency|studio)\b(?! (?:from|through|via))|acquisition target|buy (?:them|it) out|acquir(?:e|ing) (?!us\b|(?:new |more |paying )?(?:customers|users|clients|leads|subscribers|talent|skills|traffic|licen[cs]es|land|equipment)\b)|acquisition of|buy(?:ing)? (?:out )?(?:a|an|the|their|this|that|one of our|our (?:main|biggest|largest|closest|local)) (?:\w+ ){0,3}(?:startup|company|competitor|business|rival|supplier|vendor|distributor|manufacturer|agency|studio|firm|team|platform|app|clinic|chain|brand|shop|store)|purchase (?:of )?(?:a|the) (?:\w+ ){0,2}(?:company|business)|buy(?:ing)? (?:a|an|the|their|this|that|his|her) (?:\w+ ){0,3}(?:school|practice|restaurant|bakery|salon|pharmacy|caf[eé]|pub|hotel|garage|workshop|nursery|dealership)\b(?! (?:memberships?|passes?|licen[cs]es?|subscriptions?|equipment|supplies|uniforms|places|seats))|tuck-in|bolt-on|take over (?:a|the|our) \w+|acqui-hire (?:a|the|their))/gi,
  party: /\b(?:acquire|buy|purchase|take over|acquisition of)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})/,
  essentials: [
    {
      fact: 'the price and how it is paid',
      owner: 'CFO',
      question: 'What is the price, and how is it paid: cash, shares, earn-out?',
      meanings: [['purchase_price']],
    },
    {
      fact: "the target's figures",
      owner: 'CFO',
      question: "What are the target's revenue, growth and profitability?",
      given: (r) =>
        r.numbers.some((n) => n.whose === 'counterparty' && /arr|mrr|annual_revenue/.test(n.meaning)),
    },
    {
      fact: 'our cash',
      owner: 'CFO',
      question: 'How much cash do we have, and what is our monthly burn?',
      meanings: [['cash'], ['runway_months'], ['monthly_burn']],
    },
    {
      fact: 'diligence so far',
      owner: 'RISK_OFFICER',
      question:
        'What has diligence found so far: litigation, key contracts, IP ownership, customer concentration?',
      pattern: /\b(diligence|litigation|lawsuit|contracts?|ip\b|patents?|audit)/i,
    },
  ],
  checklists: CHECKLISTS,
};
