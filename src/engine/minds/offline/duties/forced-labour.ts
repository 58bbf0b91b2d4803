// Workers recruited through brokers, often from abroad, who pay their own recruitment fees, hand
// over their passports or owe a debt to the agent are the first signs of forced labour. Modern
// slavery and forced-labour laws (and buyers' supplier codes) hold the employer responsible for its
// agents, so the employer pays the fees, checks the agents and keeps documents with the worker.
// A buyer answers likewise for child or forced labour reported in its supply chain.
import type { DutyDefinition } from './duty-kit.ts';

/** The worker pays to get the job, or is tied to it: fees, deposits, debts, held documents. */
const WORKER_PAYS =
  /\b(?:(?:recruitment|placement|agency|broker|visa|training|processing|job) (?:fees?|costs?|charges?|deposits?)\b[^.]{0,60}\b(?:paid|borne|covered|charged|deducted|taken|owed|financed)\b[^.]{0,20}\b(?:by|from|to) (?:the )?(?:workers?|candidates?|employees?|recruits?|them(?:selves)?)|(?:workers?|candidates?|recruits?|employees?|they) (?:\w+ ){0,3}(?:pay|pays|paid|owe|owes|borrow\w*|take on debt)\b[^.]{0,40}\b(?:(?:recruitment|placement|agency|broker|visa|training|processing|job|travel) (?:fees?|costs?|charges?|deposits?)|visas?|recruitment|placement|flights?)\b|(?:deduct|recover|repay)\w* (?:\w+ ){0,4}(?:fees?|costs?|debts?|loans?) (?:\w+ ){0,3}(?:from|out of) (?:their |the workers['’]? )?(?:wages|pay|salar(?:y|ies))|(?:hold|keep|retain|confiscat|withh[eo]ld)\w* (?:[\w’']+ ){0,3}(?:passports?|identity documents?|id cards?|visas?)|(?:agen(?:cy|cies|ts?)|brokers?|recruiters?|intermediar(?:y|ies)) (?:\w+ ){0,2}(?:charg|bill|tak|collect)\w* (?:the |our |each |every )?(?:workers?|candidates?|recruits?|migrants?)\b|debt bondage|bonded labou?r|forced labou?r|modern slavery)\b/i;

/** Abuse reported in a supply chain, or the law that makes a buyer map it. */
const SUPPLY_CHAIN_ABUSE =
  /\b(?:child labou?r|forced labou?r|bonded labou?r|modern slavery|slave labou?r|trafficked workers|(?:supply[- ]chain|human[- ]rights) due[- ]diligence|lksg|supply chain act|csddd|uflpa|withhold release order|(?:severe|abusive|exploitative|slave-like) (?:working )?conditions)\b/i;

const SUPPLY_CHAIN_TEXT =
  'Buying from a supply chain where child or forced labour is reported makes the buyer answer for it: supply-chain due-diligence laws (Germany’s LkSG, the EU’s due-diligence directive, the UK Modern Slavery Act, the US import ban on goods made with forced labour) and customers’ supplier codes require mapping the chain to its source, independent audits and remediation before buying, and a certificate not yet seen is no evidence. Map the chain and see the audit reports before the first order.';

export const FORCED_LABOUR_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'forced_labour_risk',
    title: 'Forced-labour risk in recruitment',
    owner: 'RISK_OFFICER',
    cues: [WORKER_PAYS, SUPPLY_CHAIN_ABUSE],
    breach: [WORKER_PAYS],
    breachWhen: (x) => WORKER_PAYS.test(x.text),
    text: (x) =>
      !WORKER_PAYS.test(x.text)
        ? SUPPLY_CHAIN_TEXT
        : 'Workers who pay their own recruitment or visa fees, owe a debt to an agent or hand over their passports are the recognised signs of forced labour. Modern-slavery and forced-labour laws, and most buyers’ supplier codes, make the employer answer for its agents: the employer pays every recruitment cost (the employer-pays principle), repays fees already charged, keeps identity documents with the workers and audits the agents in both countries. Take employment counsel’s advice before the first worker is recruited.',
    action: (x) =>
      !WORKER_PAYS.test(x.text)
        ? 'Map the supply chain to its source and see independent audit reports (and the certificate claimed) before the first order'
        : 'Pay every recruitment and visa cost yourselves (and repay any fee already charged), keep documents with the workers, and audit the agents before the first hire',
  },
];
