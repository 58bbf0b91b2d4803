// Duties in a contract's terms: liability without a cap, exclusivity, change of control,
// renewal that runs on by itself, and promises existing contracts make past a date we would end them.
import type { KindId } from '../kinds/kind-ids.ts';
import { money } from '../reader/format.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { findCues } from './match.ts';
import { rulesFor } from './place-rules.ts';

/** Contracts, plans or warranties customers hold. */
const HELD =
  /\b(?:contracts?|agreements?|slas?|service levels?|licen[cs]es?|subscriptions?|warrant(?:y|ies)|support (?:plans?|packages?|terms)|maintenance (?:plans?|terms)|terms)\b/i;
/** A promise in them: 'guarantee', 'promise', 'include', 'cover'. */
const PROMISE =
  /\b(?:guarantee\w*|promis\w*|commit\w*|entitl\w*|includ\w*|cover\w*|oblig\w*|owe\w*|sold with|paid (?:up|for|in advance)|prepaid|run(?:s|ning)?|last(?:s|ing)?|valid|in force|multi-?year|lifetime)\b/i;
/** A period it runs for: 'until 2028', 'for five years from purchase', 'to the end of 2027'. */
const PERIOD =
  /\b(?:until|till|through|to the end of|beyond|past|after) (?:\w+ ){0,3}(?:\d{4}|end|end date|date|their|its|expiry|renewal|term)\b|\bfor (?:another |a further |the next |at least )?(?:\d+|several|many) (?:more )?(?:years?|months?)\b|\b(?:multi-?year|lifetime)\b/i;
/** Ending or cutting what those contracts promise. */
const ENDING =
  /\b(?:end\w*|stop\w*|sunset\w*|discontinu\w*|retir\w*|withdraw\w*|ceas\w*|shut\w*|drop\w*|deprecat\w*|phas\w* out|wind\w* down|kill\w*|close\w*|no longer)\b/i;

/** Whose contracts a change of control reaches, by our side of the deal; being sold otherwise. */
const CONTRACTS_A_DEAL_REACHES: Readonly<Partial<Record<KindId, string>>> = {
  acquire_company: 'the target’s contracts when we buy it',
  merger_or_jv: 'their contracts when the companies combine',
};

function commitments(x: DutyContext): string {
  const consumers =
    /\b(?:consumers?|households?|members of the public|personal (?:customers|users)|subscribers)\b/i.test(
      x.text,
    );
  const rules = consumers
    ? rulesFor(x.places, {
        uk: 'in the UK, consumers are also owed digital content and services as described for the period paid for under the Consumer Rights Act',
        eu: 'in the EU, sellers of goods with digital elements owe consumers the updates they can reasonably expect for the period of the contract or the goods’ expected life',
        us: 'in the US, an express warranty or service promise is enforceable under state law, and the FTC treats withdrawing a paid-for feature as an unfair practice',
      })
    : [];
  return (
    'Ending an offering does not end the contracts that promise it: where customers’ contracts promise support, updates or service past the end date, stopping early is a breach of contract, with damages, refunds of prepaid fees and sometimes the right to end other contracts with us. ' +
    (rules.length ? `${rules.join('; ')}. ` : '') +
    'Each such contract is honoured to its end, or ended early only by agreement, with consideration (credits, a discount, a free migration) recorded in writing. Take commercial-counsel advice on each contract’s terms before announcing the date.'
  );
}

/**
 * Terms already signed that bind the step whatever it is: prices fixed to a date, a duty to notify
 * within a deadline, something the contract requires of us ('120 customers are on 12-month
 * contracts with fixed rand prices', 'both contracts require us to notify them within 48 hours').
 */
const BOUND_BY_CONTRACT =
  /\b(?:contracts?|agreements?)\b[^.]{0,80}\b(?:fixed (?:\w+ )?(?:prices?|rates?|fees?)|(?:signed|locked|agreed) at (?:the )?(?:old|current|fixed|today['’]s) (?:rates|prices|fees)|requires? us to|obliges? us to|oblige us|must (?:notify|tell|inform|consult)|notify (?:them|the \w+|us) within)\b|\b(?:signed|locked|agreed) at (?:the )?old (?:rates|prices)\b|\brequire us to notify\b/i;

/** A right to end a signed contract, with its ground or its notice: 'the contract allows termination for … with 30 days' notice'. */
const TERMINATION_CLAUSE =
  /\b(?:contracts?|agreements?)\b[^.]{0,40}\b(?:allows?|permits?|lets (?:us|either (?:side|party))|gives? (?:us )?the right)\b[^.]{0,30}\bterminat\w*|\bterminat\w*\b[^.]{0,100}\b(?:with|on|after|giving) (?:\d+|thirty|sixty|ninety) (?:days|weeks|months)['’]? (?:written )?notice\b/i;

function terminationRules(): string {
  return 'Ending a signed contract is governed by its termination clause: end it only on a ground the clause gives and with the notice it sets, in writing, with the evidence of the ground kept; a termination without the ground is itself a breach, with damages, and the other side will test it (more so with a lawyer already engaged). Until notice runs, what the contract promises on both sides still applies.';
}

/**
 * Remedies the other side holds over us in a contract we would sign or bid for: damages for delay,
 * bonds a bank must give, money held back until the end ('penalties 1% a week capped at 15%',
 * '10% performance bond', 'retenue de garantie 5%').
 */
const PENALTY_TERMS =
  /\b(?:liquidated damages|(?:delay|late(?:ness)?|performance|non-?delivery|shortfall)[- ]penalt\w*|penalt(?:y|ies) (?:of|for|per|at|if|on|when|capped|\d)|service credits?|(?:performance|completion|good[- ]execution|definitive|advance[- ]payment) (?:bond|guarantee|security)s?|bid bonds?|caution (?:définitive|provisoire|bancaire)|retenue de garantie|retention (?:money|bond)|\d+(?:[.,]\d+)?\s?% (?:retention|retained)|retention of \d|step-in rights?|termination for convenience)\b/i;

/** Kinds whose own duties carry the remedies they sign up to (a loan's covenants, a lease's break costs). */
const REMEDIES_DUTY_ELSEWHERE: readonly (KindId | null)[] = [
  'take_loan',
  'real_estate',
  'raise_funding',
  'founder_equity',
  'layoffs',
  'people_matter',
  'hire_executive',
  'be_acquired',
];

const PCT = String.raw`(\d+(?:[.,]\d+)?)\s?%`;
/** '10% performance bond', 'performance bond of 10%', 'damages capped at 20%', '5% retention'. */
const REMEDY_SHARES: readonly [string, RegExp][] = [
  [
    'the damages cap',
    new RegExp(String.raw`(?:liquidated damages|penalt\w*)(?:[^.;]|\.(?=\d)){0,80}?\bcapped at ${PCT}`, 'i'),
  ],
  [
    'the performance bond',
    new RegExp(
      String.raw`${PCT}\s+(?:\w+\s+)?(?:performance|definitive|completion) (?:bond|guarantee|security)|(?:performance|definitive|completion) (?:bond|guarantee|security|caution)\b[^.;\d]{0,25}${PCT}`,
      'i',
    ),
  ],
  [
    'the retention',
    new RegExp(
      String.raw`${PCT}\s+(?:retention|retained)|(?:retention|retenue de garantie)\b[^.;\d]{0,25}${PCT}`,
      'i',
    ),
  ],
];

/** Each remedy's share of the contract in money, when the contract's value is read. */
function remedySums(x: DutyContext): string {
  const value = x.get('contract_value');
  if (!value || value.value <= 0) return '';
  const sums = REMEDY_SHARES.flatMap(([label, re]) => {
    const m = re.exec(x.text);
    const share = m ? Number((m[1] ?? m[2] ?? '').replace(',', '.')) : Number.NaN;
    if (!(share > 0 && share < 100)) return [];
    return [
      `${label} of ${share}% is ${money(value.value * (share / 100), value.unit)} on the ${value.text} contract`,
    ];
  });
  return sums.length ? ` Here ${sums.join('; ')}.` : '';
}

function remediesWeSign(x: DutyContext): string {
  return (
    'The contract’s remedies bind the company for its whole term: damages for each week late, bonds the bank must issue (and that use the guarantee line), money retained until the end, service credits. They are real money at risk, owed on a delay or a shortfall whatever caused it, and a capped penalty can still take the whole margin.' +
    remedySums(x) +
    ' Price them into the bid or the deal: check the cap against the margin, the guarantee line they use, the cash the retention holds back, and the force-majeure, extension-of-time and bond-call terms with counsel before signing.'
  );
}

const signsRemedies = (x: DutyContext) =>
  (PENALTY_TERMS.test(x.text) ||
    findCues(
      x.text,
      COMMERCIAL_TERMS.map(([, re]) => re),
    ).length > 0) &&
  !REMEDIES_DUTY_ELSEWHERE.includes(x.kind);

/** Terms that bind us for a contract's life whatever happens: each with the words a board uses for it. */
const COMMERCIAL_TERMS: readonly (readonly [string, RegExp])[] = [
  [
    'a lock-in',
    /\block-?in(?: period)?\b|\bno (?:exit|break clause|way out)\b|\bcannot (?:exit|leave|terminate) (?:\w+ ){0,3}(?:before|until|for)\b/i,
  ],
  ['an exit penalty', /\b(?:early )?(?:exit|termination|break) (?:penalt\w*|fees?|charges?)\b/i],
  [
    'prices fixed for years',
    /\bprices? (?:are |would be )?(?:fixed|frozen|locked) for (?:the )?(?:first |next )?(?:\d+|two|three|four|five) (?:years?|months?)\b/i,
  ],
  [
    'long payment terms',
    /\b(?:(?:6|7|8|9|1[0-8])\d)[- ]day payment terms\b|\bpayment (?:terms of )?(?:(?:6|7|8|9|1[0-8])\d) days\b/i,
  ],
  ['unsold stock returned at our cost', /\breturn (?:any )?unsold (?:stock|goods|inventory)\b/i],
  ['fines for late delivery', /\bfines? (?:of )?(?:up to )?\d+(?:[.,]\d+)?\s?% of\b/i],
];

function termsWeSign(x: DutyContext): string {
  const found = COMMERCIAL_TERMS.filter(([, re]) => findCues(x.text, [re]).length > 0).map(([name]) => name);
  return `The terms bind the company for the contract’s life, whatever happens to volumes or costs: ${found.join(', ')}. Each is money or freedom given up in advance: price it against the margin and the cash (long payment terms are working capital the company lends the buyer), and negotiate a cap, an exit or a review point before signing.`;
}

/** An offering ended: the promise-past-the-date reading of the duty. */
function isEnding(x: DutyContext): boolean {
  return (
    x.kind === 'shut_down_product' ||
    (x.kind === null && findCues(x.text, [ENDING]).length > 0 && !BOUND_BY_CONTRACT.test(x.text))
  );
}

function boundByContract(): string {
  return 'Contracts already signed bind the step, whatever the board decides: prices fixed for a term stay fixed until it ends, and duties written into them (telling the other side of a defect within a deadline, consent before a change) apply now. Changing a fixed price early or missing a contractual notice is a breach, with damages and often a right to terminate. List each signed contract the step touches, honour its prices and notices, or agree any change in writing first.';
}

const PEOPLE_KINDS: ReadonlySet<KindId | null> = new Set<KindId | null>([
  'hire_executive',
  'people_matter',
  'layoffs',
]);
/** Exclusivity named as a trade term, whatever the decision is about. */
const COMMERCIAL_EXCLUSIVITY =
  /\b(?:sole (?:supplier|provider|distributor|partner)|exclusive (?:supplier|distributor|distribution|supply|licen[cs]e|partner\w*|rights|contract|deal|agreement|territory)|lock(?:s|ed)? us in|lock-?in)\b/i;
/** Commercial exclusivity: a sole supplier, a lock-in, no dealing with others. */
const EXCLUSIVITY_CUES: readonly RegExp[] = [
  /\b(exclusiv\w*|sole (?:supplier|provider|distributor|partner)|only (?:sell|work) (?:to|with) them|non-compete|not (?:to )?sell to (?:their|any) competitors?|(?:can(?:not|'t)|not (?:be )?allowed to|may not|must not|won't be able to|barred from) (?:\w+ ){0,2}(?:sell|supply|work with|partner with|serve|license) (?:\w+ ){0,3}(?:anyone else|any other|other|competitors|rivals)|(?:only|sole|single|one) (?:supplier|distributor|reseller|partner|provider) (?:in|for|across)|lock(?:s|ed)? us in|lock-?in)\b/i,
];

export const CONTRACT_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'uncapped_liability',
    title: 'Uncapped liability and indemnities',
    owner: 'RISK_OFFICER',
    cues: [
      /\b(uncapped (?:liability|indemnit\w*)|unlimited (?:liability|indemnit\w*)|(?<!\b(?:safes?|notes?|convertibles?)\b[^.]{0,30})no (?:liability )?cap(?!\s*(?:,|and|or)?\s*(?:no )?discount|(?: on (?:the )?)?valuation)|without a (?:liability )?cap|liability (?:is )?(?:not capped|unlimited)|indemnif\w* (?:them|the customer|the client|against all)|full indemnity|consequential (?:damages|loss))\b/i,
    ],
    text: () =>
      'Uncapped liability or a broad indemnity puts the whole company behind one contract: a single incident can cost more than the contract is worth, and often more than insurance covers. The market norm caps liability at a multiple of the annual fees (often 1–2×), with narrow carve-outs. Have counsel negotiate the cap and check the insurance before signing.',
    action: 'Negotiate a liability cap at a multiple of the annual fees and check the insurance covers it',
  },
  {
    id: 'exclusivity',
    title: 'Exclusivity',
    owner: 'STRATEGIC_ADVISOR',
    // A candidate's non-compete with their employer is the hire's restriction, and workers who
    // 'work only for us' show employment: neither is a trade term of ours.
    when: (x) => !PEOPLE_KINDS.has(x.kind) || COMMERCIAL_EXCLUSIVITY.test(x.text),
    cues: EXCLUSIVITY_CUES,
    text: (x) =>
      'Exclusivity closes off other customers, partners or markets for the term, whether or not this one performs' +
      (/\bcompetitors?\b/i.test(x.text)
        ? ', and an agreement not to deal with competitors can also raise competition-law questions'
        : '') +
      '. Limit it in scope and time, tie it to minimum volumes, and keep an exit if they are missed; have counsel review it.',
    action:
      'Limit exclusivity in scope and time, tie it to minimum volumes, and keep an exit if they are missed',
  },
  {
    id: 'change_of_control',
    title: 'Change-of-control clauses',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [
      /\b(change[- ]of[- ]control|assignment clause|consent (?:to|for) (?:assignment|a sale)|terminate (?:if|on) (?:we are|a) (?:sold|acquired)|key contracts? (?:would|could) (?:end|lapse))\b/i,
    ],
    kinds: ['be_acquired', 'acquire_company', 'merger_or_jv'],
    text: (x) => {
      const price = x.get('offer_price') ?? x.get('purchase_price');
      const deal = (x.kind && CONTRACTS_A_DEAL_REACHES[x.kind]) ?? 'their contracts when the company is sold';
      return `Change-of-control and assignment clauses let key customers, suppliers, landlords or lenders end or renegotiate ${deal}${price ? `, and part of the ${price.text} is paid for those contracts` : ''}. List every such clause in the material contracts, and have counsel plan the consents before signing.`;
    },
    action:
      'List the change-of-control and assignment clauses in the material contracts and plan the consents',
  },
  {
    id: 'auto_renewal',
    title: 'Automatic renewal and notice dates',
    owner: 'CFO',
    cues: [
      /\b(auto-?renew\w*|automatic(?:ally)? renew\w*|rolls? over|evergreen|renews? (?:automatically|each year|annually)|notice (?:to cancel|period to terminate))\b/i,
    ],
    text: (x) =>
      'A contract that renews by itself commits the company for another term unless notice is given by a set date' +
      (/\b(consumers?|subscribers?|customers)\b/i.test(x.text)
        ? '; renewing consumers’ subscriptions automatically is also regulated (clear disclosure, reminders and easy cancellation under FTC and state rules in the US, and consumer law in the EU and UK)'
        : '') +
      '. Diary the notice dates, and have counsel check the renewal terms.',
    action: 'Diary every notice date and make renewal a deliberate decision',
  },
  {
    id: 'contract_commitments',
    title: 'What signed and proposed contracts bind the company to',
    owner: 'RISK_OFFICER',
    cues: [],
    // A promise that runs to a date ('contracts guarantee support until 2028'), in a decision to end
    // the offering: a shutdown, or an unread decision that says it ends something. A contract's
    // length in any other decision is that decision's term, not a promise broken.
    situations: [
      [HELD, PROMISE, PERIOD],
      [BOUND_BY_CONTRACT],
      [TERMINATION_CLAUSE],
      [PENALTY_TERMS],
      ...COMMERCIAL_TERMS.map(([, re]) => [re]),
    ],
    when: (x) =>
      BOUND_BY_CONTRACT.test(x.text) ||
      TERMINATION_CLAUSE.test(x.text) ||
      x.kind === 'shut_down_product' ||
      (x.kind === null && findCues(x.text, [ENDING]).length > 0) ||
      signsRemedies(x),
    text: (x) =>
      isEnding(x)
        ? commitments(x)
        : BOUND_BY_CONTRACT.test(x.text)
          ? boundByContract()
          : TERMINATION_CLAUSE.test(x.text)
            ? terminationRules()
            : PENALTY_TERMS.test(x.text)
              ? remediesWeSign(x)
              : termsWeSign(x),
    action: (x) =>
      isEnding(x)
        ? 'List every contract that promises support or service past the date, and honour it or agree an early end or migration with consideration in writing before announcing'
        : BOUND_BY_CONTRACT.test(x.text)
          ? 'List the signed contracts the step touches, and honour their fixed prices and notice duties or agree each change in writing before acting'
          : TERMINATION_CLAUSE.test(x.text)
            ? 'Have counsel confirm the ground for termination holds on the evidence, then give the notice the clause sets, in writing'
            : PENALTY_TERMS.test(x.text)
              ? 'Price the damages, bonds and retention into the deal, check the cap against the margin and the guarantee line, and have counsel review the delay and bond-call terms before signing'
              : 'Price each binding term against the margin and the cash, and negotiate a cap, an exit or a review point before signing',
  },
  {
    id: 'minimum_commitment',
    title: 'A take-or-pay or minimum commitment, owed whatever is used',
    owner: 'CFO',
    cues: [
      /\b(?:minimum (?:of )?\d+ (?:seats?|licen[cs]es|users|units|hours|screens|sites)|take[- ]or[- ]pay|minimum (?:annual |monthly |quarterly |yearly )?(?:volumes?|purchases?|spend|commitments?|offtake|quantit(?:y|ies)|orders?|take)|(?:volume|spend|purchase|offtake) commitments?|committed (?:spend|volumes?|minimums?)|commit\w* to (?:(?:buy|purchas\w*|tak\w*|spend\w*|us\w*) )?(?:at least|a minimum))\b/i,
    ],
    text: () =>
      'A take-or-pay or minimum-volume commitment is owed whether or not the volume is needed: over its whole term it is a fixed debt in all but name. Model the full commitment against a case where demand, prices or the business fall, and check the company could still pay it from the cash it has; negotiate a volume band, carry-forward of any shortfall and an exit if a customer or a licence is lost. Directors who commit a loss-making company to payments it cannot meet risk personal liability if it later fails. Have counsel and the finance lead review the shortfall clause before signing.',
    action:
      'Model the whole commitment over its term in a downside case, and negotiate a volume band, shortfall carry-forward and an exit before signing',
  },
];
