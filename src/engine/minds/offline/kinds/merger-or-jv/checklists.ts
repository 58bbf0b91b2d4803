// Each seat's checklist for a merger or joint venture: who leads and controls, what each side
// brings and takes out, how a deadlock is broken and how it ends.
import type { KindChecklists } from '../kind-kit.ts';

const SHARE_SWAP =
  /\b(?:share (?:swap|exchange)|stock-for-stock|all-(?:share|stock)|merg\w*|combined company|merged (?:group|company))\b/i;

export const CHECKLISTS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (
      x.says(
        /\b(both ceos|who (?:leads|runs)|co-?ceos?|lead(?:ership)? (?:is )?(?:undecided|unclear|open))\b/,
      )
    )
      c.con(
        0.75,
        'Who leads the combined company is undecided: mergers of equals fail most often on exactly that.',
        'Settle leadership and governance before valuation.',
        'high',
      );
    else c.ask('Who leads the combined company, and how is the board composed?');
  },
  CFO: (x, c) => {
    const cost = x.proposed('cost');
    if (cost)
      c.ask(
        `What does the ${cost.text} contribution buy, and how is it returned if the venture is wound up?`,
      );
    const revenue = x.actual('arr') ?? x.actual('annual_revenue');
    const theirs = x.numbers.find(
      (n) => n.whose === 'counterparty' && /arr|annual_revenue|mrr/.test(n.meaning),
    );
    if (revenue && theirs)
      c.pro(
        0,
        `Our ${revenue.text} and their ${theirs.text} of revenue set the starting point for the split.`,
      );
    // A share swap is priced by the exchange ratio: what each side's holders get against what it brings.
    const stake = x.actual('equity_pct') ?? x.proposed('equity_pct');
    if (stake && SHARE_SWAP.test(x.text))
      c.ask(
        `The swap gives ${stake.text} of the combined company: does that match what each side brings — its share of the combined revenue, profit and cash?`,
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\bjoint venture|\bjv\b/))
      c.pro(0.5, 'A joint venture shares the cost and risk of a market with someone who knows it.');
    else
      c.pro(
        0.25,
        'Combining two companies can create scale neither reaches alone, if the customers overlap little.',
      );
    c.ask('How does it end, and who keeps the customers and the IP when it does?');
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(/\b(50\s?%|50\/50|equal (?:split|shares|ownership))\b/))
      c.con(
        0.5,
        'A 50/50 structure deadlocks when the partners disagree.',
        'Write a deadlock mechanism and exit terms into the agreement.',
        'high',
      );
  },
  CEO: (_x, c) => {
    c.con(
      0.25,
      'Two cultures and two teams must work as one, or the combination loses its best people.',
      'Decide the structure and the key roles before announcing.',
    );
  },
  CUSTOMER_ADVOCATE: (_x, c) => {
    c.pro(
      0.25,
      'Customers gain a broader product if the combination keeps service steady through the change.',
    );
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.con(
      0.25,
      'Systems, processes and suppliers overlap and must be merged.',
      'Name an integration lead with a 100-day plan.',
    );
  },
};
