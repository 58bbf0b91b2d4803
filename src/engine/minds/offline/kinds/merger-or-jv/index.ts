// Merger or joint venture: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS } from './checklists.ts';

export const MERGER_OR_JV: KindModule = {
  id: 'merger_or_jv',
  label: 'Merger or joint venture',
  phrase: 'the merger or joint venture',
  // Called what it is: a merger with no venture formed is 'the merger', a venture 'the joint venture'.
  phraseFor: (text) =>
    /\b(?:joint venture|jv|form a (?:new )?(?:company|entity))\b/.test(text)
      ? /\bmerg\w*/.test(text)
        ? null
        : 'the joint venture'
      : /\b(?:merg\w*|share (?:swap|exchange)|stock-for-stock|all-(?:share|stock))\b/.test(text)
        ? 'the merger'
        : null,
  cues: /\b(join(?:ing)? forces|combin\w* (?:\w+ ){0,3}(?:companies|businesses|forces|operations)|merg\w*|(?:50\/50|joint) (?:company|entity|venture|business)|shared (?:entity|company)|merg(?:e|er|ing) (?:with|into)|merger|joint venture|\bjv\b|combine (?:with|our (?:companies|businesses))|form a (?:new )?(?:company|entity) (?:with|together))/gi,
  party:
    /\b(?:merge with|merger with|joint venture with|JV with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})/,
  essentials: [
    {
      fact: 'revenue today',
      owner: 'CFO',
      question: 'What is each company’s revenue today (ARR or MRR), and how fast is each growing?',
      meanings: [['arr'], ['mrr'], ['annual_revenue'], ['operating_profit']],
    },
    {
      fact: 'control and ownership',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'Who controls the combined entity: ownership split, board seats, deadlock rules?',
      pattern: /\b(control|board|stake|split|ownership|owns?|deadlock|51|50\/50)\b/i,
    },
    {
      fact: 'the exit route',
      owner: 'RISK_OFFICER',
      question: 'How does it end if it fails: termination rights, who keeps what?',
      pattern: /\b(exit|terminat\w*|unwind|buy-?out|dissolv\w*)\b/i,
      // A venture two companies keep can end; a merger, once closed, has no exit to plan.
      when: (text) =>
        /\b(?:joint venture|jv|50\/50|form a (?:new )?(?:company|entity)|venture)\b/i.test(text),
    },
  ],
  checklists: CHECKLISTS,
};
