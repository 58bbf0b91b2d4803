// Founders' equity, vesting and grants: how the board recognises it, the facts it needs and each seat's checklist.
import type { KindModule } from '../kind-kit.ts';
import { CHECKLISTS, equityPhrase } from './checklists.ts';

export const FOUNDER_EQUITY: KindModule = {
  id: 'founder_equity',
  label: "Founders' equity, vesting and grants",
  phrase: 'the equity change',
  phraseFor: equityPhrase,
  cues: /\b(co-?founders?(?:['’]s)? (?:\w+ ){0,4}(?:leav\w*|left|quit\w*|depart\w*|exit\w*|shares|equity|stake|vest\w*|split|buy\w*|out\b|step\w* (?:back|down)|walk\w* away)|(?:leav\w*|depart\w*|remov\w*|buy\w* out|fir\w*|push\w* out|replac\w*) (?:\w+ ){0,3}co-?founders?|founder (?:departure|leaving|exit|shares|equity|split)|vest\w*|unvested|cliff|equity split|option pool|\besop\b|stock options?|equity grant|grant (?:\w+ )?(?:options|equity|shares)|buy ?back (?:his|her|their|the)? ?shares|repurchase (?:his|her|their|the)? ?shares|dead equity|founder shares|cap table|sweat equity|reverse vesting|good leaver|bad leaver)\b/gi,
  // Vesting and option words come with every sale and every round: in a tie, the deal is the decision.
  yieldsTo: ['be_acquired', 'raise_funding', 'hire_executive'],
  essentials: [
    {
      fact: 'vesting status',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: 'How much is vested, on what schedule, and what do the leaver terms say?',
      meanings: [['unvested_pct']],
      pattern: /\b(vest\w*|cliff|leaver)\b/i,
    },
    {
      fact: 'the cap table effect',
      owner: 'INVESTOR_REP',
      question: 'What does the cap table look like before and after?',
      meanings: [['equity_pct'], ['option_pool_pct']],
      pattern: /\b(cap table|shares|stake|equity|%)/i,
    },
    {
      fact: 'the signed agreements',
      owner: 'INDEPENDENT_GOVERNANCE',
      question: "Are the founder's agreements (vesting, IP assignment) signed?",
      pattern: /\b(agreement|contract|signed|ip assignment|shareholders'? agreement)\b/i,
    },
  ],
  checklists: CHECKLISTS,
};
