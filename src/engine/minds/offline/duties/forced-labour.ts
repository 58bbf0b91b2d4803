// Workers recruited through brokers, often from abroad, who pay their own recruitment fees, hand
// over their passports or owe a debt to the agent are the first signs of forced labour. Modern
// slavery and forced-labour laws (and buyers' supplier codes) hold the employer responsible for its
// agents, so the employer pays the fees, checks the agents and keeps documents with the worker.
import type { DutyDefinition } from './duty-kit.ts';

/** The worker pays to get the job, or is tied to it: fees, deposits, debts, held documents. */
const WORKER_PAYS =
  /\b(?:(?:recruitment|placement|agency|broker|visa|training|processing|job) (?:fees?|costs?|charges?|deposits?)\b[^.]{0,60}\b(?:paid|borne|covered|charged|deducted|taken|owed|financed)\b[^.]{0,20}\b(?:by|from|to) (?:the )?(?:workers?|candidates?|employees?|recruits?|them(?:selves)?)|(?:workers?|candidates?|recruits?|employees?|they) (?:\w+ ){0,3}(?:pay|pays|paid|owe|owes|borrow\w*|take on debt)\b[^.]{0,40}\b(?:(?:recruitment|placement|agency|broker|visa|training|processing|job|travel) (?:fees?|costs?|charges?|deposits?)|visas?|recruitment|placement|flights?)\b|(?:deduct|recover|repay)\w* (?:\w+ ){0,4}(?:fees?|costs?|debts?|loans?) (?:\w+ ){0,3}(?:from|out of) (?:their |the workers['’]? )?(?:wages|pay|salar(?:y|ies))|(?:hold|keep|retain|confiscat|withh[eo]ld)\w* (?:[\w’']+ ){0,3}(?:passports?|identity documents?|id cards?|visas?)|(?:agen(?:cy|cies|ts?)|brokers?|recruiters?|intermediar(?:y|ies)) (?:\w+ ){0,2}(?:charg|bill|tak|collect)\w* (?:the |our |each |every )?(?:workers?|candidates?|recruits?|migrants?)\b|debt bondage|bonded labou?r|forced labou?r|modern slavery)\b/i;

export const FORCED_LABOUR_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'forced_labour_risk',
    title: 'Forced-labour risk in recruitment',
    owner: 'RISK_OFFICER',
    cues: [WORKER_PAYS],
    breach: [WORKER_PAYS],
    text: () =>
      'Workers who pay their own recruitment or visa fees, owe a debt to an agent or hand over their passports are the recognised signs of forced labour. Modern-slavery and forced-labour laws, and most buyers’ supplier codes, make the employer answer for its agents: the employer pays every recruitment cost (the employer-pays principle), repays fees already charged, keeps identity documents with the workers and audits the agents in both countries. Take employment counsel’s advice before the first worker is recruited.',
    action:
      'Pay every recruitment and visa cost yourselves (and repay any fee already charged), keep documents with the workers, and audit the agents before the first hire',
  },
];
