// Each seat's checklist for a security incident: contain it, tell those the law says must be told
// within its deadlines, preserve the evidence, bring in the insurer and law enforcement, and
// treat a ransom as the last resort it is (no guarantee, sanctions exposure, a target for the
// next attack). Proposals to keep quiet or to pay first are opposed as proposed.
import { courseSeats } from '../course-seats.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const PAY =
  /\b(pay(?:ing)? (?:the )?(?:ransom|attackers?|hackers?|them)|pay (?:the )?\$|negotiate with (?:the )?(?:attackers?|hackers?))\b/;
const QUIET =
  /\b(not (?:to )?(?:notify|disclose|tell|report)|without (?:notifying|telling|disclosing)|keep (?:it|this) (?:quiet|internal|confidential)|delay(?:ing)? (?:the )?(?:notification|disclosure|telling)|wait (?:before|to) (?:notify|disclose|tell)|hold off (?:on )?(?:notify|disclos|telling))\w*/;

export function incidentPhrase(text: string): string | null {
  if (QUIET.test(text)) return 'keeping the incident quiet';
  if (PAY.test(text)) return 'paying the ransom';
  if (/\b(notify|disclose|tell (?:our )?customers|report (?:it|the breach))\w*/.test(text))
    return 'notifying those affected';
  return null;
}

const paying = (x: KindContext) => x.phrase === 'paying the ransom';
const quiet = (x: KindContext) => x.phrase === 'keeping the incident quiet';
const backups = (x: KindContext) =>
  x.says(
    /\b(clean |good |working |recent |offline |immutable )?backups?\b(?! (?:are|were) (?:also )?(?:encrypted|gone|lost|corrupted))/,
  ) && !x.says(/\bno (?:usable |clean |working )?backups?\b/);

/** The proposal departs from the right response: paying first, or keeping quiet. */
const departs = (x: KindContext) => paying(x) || quiet(x);

/** The seats that only argue the response by the book, each in its own words. */
const RESPONSE_SEATS = courseSeats(departs, {
  INDEPENDENT_GOVERNANCE: {
    weight: 1,
    why: 'The board must see the incident handled by the book: counsel engaged, regulators and affected people told within the legal deadlines, law enforcement informed, every decision minuted.',
    instead: 'Engage breach counsel now and minute each decision with its time.',
  },
  CEO: {
    weight: 0.75,
    why: 'Customers forgive an incident handled openly far more readily than one they learn about from someone else.',
    instead:
      'Tell customers what happened, what it means for them and what you are doing, as soon as the facts allow.',
  },
  CUSTOMER_ADVOCATE: {
    weight: 0.75,
    why: (x) => {
      const records = x.proposed('records_affected');
      return `${records ? `${records.text} people` : 'The people'} whose data is involved need to know, so they can protect themselves.`;
    },
    instead: 'Tell affected people directly, with what to do (reset passwords, watch accounts).',
  },
  INVESTOR_REP: {
    weight: 0.5,
    why: (x) =>
      `${x.profile.investors ? 'Investors judge' : 'Shareholders, lenders and customers judge'} the handling more than the incident itself.`,
    instead: (x) =>
      `Brief the ${x.profile.investors ? 'investors' : 'shareholders and lenders'} before they read about it.`,
  },
});

export const CHECKLISTS: KindChecklists = {
  ...RESPONSE_SEATS,
  RISK_OFFICER: (x, c) => {
    if (paying(x))
      c.con(
        1,
        'Paying buys no guarantee: decryptors often fail, stolen data is rarely deleted, and payers are targeted again. A payment to a sanctioned group is itself unlawful.',
        'Screen the attackers against sanctions lists with counsel and law enforcement before any payment is even discussed.',
        'critical',
      );
    c.course(
      departs(x),
      0.75,
      'The deadlines run from when the company became aware: notifying regulators and affected people on time limits the penalties; late notice multiplies them.',
      'Start the notification clock now and prepare the notices with counsel.',
    );
    c.act('Preserve logs and affected systems as evidence before rebuilding anything', 'today');
  },
  CTO: (x, c) => {
    if (paying(x) && backups(x))
      c.con(
        1,
        'Clean backups exist: restoring from them is the way back, without funding the attackers.',
        'Isolate the network, restore from the clean backups, and rotate every credential.',
        'high',
      );
    else if (paying(x))
      c.con(
        0.5,
        'Even with a decryptor, systems the attacker touched must be rebuilt; paying does not make them trustworthy again.',
        'Bring in an incident-response firm to scope what was touched before deciding anything.',
        'high',
      );
    else
      c.course(
        departs(x),
        0.5,
        'Containment comes first: isolate affected systems, rotate credentials and find how they got in, so it does not happen twice.',
        'Contain and investigate first.',
      );
    c.act('Isolate affected systems, rotate credentials and engage an incident-response firm', 'today');
  },
  CFO: (x, c) => {
    const ransom = x.proposed('ransom_amount');
    c.con(
      0.25,
      'The insurer must be told at once; most cyber policies require notice and consent before any payment or vendor is engaged.',
      'Notify the cyber insurer today and follow its panel process.',
    );
    if (ransom && paying(x))
      c.con(
        0.5,
        `${ransom.text} paid to criminals is gone whatever happens next, and may not be covered.`,
        'Price the restore and downtime against the ransom with the insurer before deciding.',
        'high',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (paying(x) && backups(x))
      c.con(
        0.5,
        'Restoring from the backups means re-entering the work done since they were taken: plan that now rather than pay.',
        'Plan the restore and the re-entry of recent work by priority.',
        'high',
      );
    c.con(
      0.25,
      'Operations may need to run without the affected systems for days.',
      'Switch to manual or backup processes for the critical operations, and tell staff what to use.',
    );
  },
  INDUSTRY_EXPERT: (x, c) => {
    if (paying(x))
      c.con(
        0.5,
        'Incident-response firms and law enforcement advise against paying: many payers are attacked again within a year, and decryptors often fail.',
        'Follow the incident-response firm’s playbook; treat payment as a last resort.',
        'high',
      );
    else
      c.course(
        departs(x),
        0.25,
        'Companies that disclose promptly recover trust faster than those caught concealing.',
        'Disclose promptly.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (paying(x))
      c.con(
        0.5,
        'A company known to pay becomes a target for the next group.',
        'Make non-payment the policy unless lives or critical services depend on it.',
      );
  },
};
