// Launch a product or tier: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const LAUNCH_PRODUCT: KindModule = {
  id: 'launch_product',
  label: 'Launch a product or tier',
  phrase: 'the launch',
  cues: /\b((?:build|ship|release|launch|roll out|introduc)\w* (?:\w+ ){0,4}(?:ai|copilot|assistant|tier|edition|version|app|capability|functionality)\b|(?:enterprise|premium|pro|business) (?:tier|plan|edition|offering|package)|(?:new|an?) (?:ai|gen-?ai|llm|chatbot|copilot)\b|(?:android|ios|iphone) app|(?:launch|release|ship|introduc|roll(?:ing)? out)\w* (?:\w+ ){0,3}(?:product|feature|app|tier|version|offering|module|add-on)\b|go-to-market|\bmvp\b|new (?:product|feature|offering)|launch(?:ed|es|ing)?(?! in\b)|release (?:the |our |a |an |version)|ship(?:ping)? (?:the|our|a|an) (?:new )?\w+|go live|go-live|(?:switch|turn)\w* on (?:the |our )?(?:new )?(?:[\w-]+ ){0,2}(?:app|product|service|feature|platform|tier|offering)\b|new (?:[\w-]+ ){1,2}(?:app|product|service|platform|offering)\b|new (?:tier|feature|product|plan|app|line|version|offering|sku|service)|mobile app|public beta|general availability|roll(?:ing)? out (?:the |our |a |an )|introduc\w+ (?:a|an|our) (?:new )?\w+|marketing (?:spend|campaign|push)|paid (?:marketing|acquisition|ads)|add (?:a|an) (?:new )?(?:product|feature|tier|line|plan))/gi,
  // A paid-acquisition budget names its channels and campaigns, but the spend is the decision.
  yieldsTo: ['expand_market', 'pricing_change', 'shut_down_product', 'budget_approval', 'equipment_purchase'],
  essentials: [
    {
      fact: 'the cost of the launch',
      owner: 'CFO',
      question: 'What does the launch cost, build and marketing included?',
      meanings: [['budget'], ['cost'], ['monthly_cost'], ['annual_cost']],
    },
    {
      fact: 'demand',
      owner: 'CUSTOMER_ADVOCATE',
      question: 'What evidence is there that customers want it: waitlist, pilots, pre-orders?',
      pattern:
        /\b(customers? (?:asked|want|requested)|waitlist|pilot|beta users|pre-orders?|demand|survey|interviews?|signed)\b/i,
    },
    {
      fact: 'readiness',
      owner: 'CTO',
      question: 'Is it ready: what testing, security and support readiness has it passed?',
      pattern: /\b(ready|tested|testing|beta|qa|bugs?|stable|audit|certif\w*)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
