// Each seat's checklist for a matter about people: a complaint of harassment or misconduct, wages
// paid late, who counts as an employee, a dismissal, a pay cut. What the law and fairness require
// comes first, whoever is involved; a proposal that would breach it is opposed as proposed, and
// the seats name the course that meets it.
import { months } from '../../reader/format.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

export type PeopleMatter = 'complaint' | 'wages' | 'classification' | 'dismissal' | 'pay_cut' | 'other';

export function matterOf(text: string): PeopleMatter {
  if (
    /\b(harass\w*|misconduct|bull(?:y|ying|ied)|discriminat\w*|inappropriate|hostile|complain\w* (?:against|about))\b/.test(
      text,
    )
  )
    return 'complaint';
  if (
    /\b(payroll|salaries|wages|pay(?:ing)? (?:staff|employees|people) late|pay late)\b/.test(text) &&
    /\b(delay\w*|late|defer\w*|skip\w*|postpone\w*|miss\w*|hold back)\b/.test(text)
  )
    return 'wages';
  if (/\b(contractors?|freelancers?|misclassif\w*|reclassif\w*|1099|ir35|employee status)\b/.test(text))
    return 'classification';
  if (/\b(pay cuts?|salary cuts?|cut (?:their |our |staff )?(?:pay|salaries))\b/.test(text)) return 'pay_cut';
  if (/\b(fir(?:e|ing)|dismiss\w*|terminat\w*|let \w+ go|performance improvement|\bpip\b)\b/.test(text))
    return 'dismissal';
  return 'other';
}

/** The proposal shields the accused or silences the complaint. */
const SHIELDING =
  /\b(ignore|keep (?:it )?quiet|sweep|make (?:it|this|the complaint) go away|settle quietly|nda|non-disclosure|move (?:her|him|them|the complainant)|transfer (?:her|him|them|the complainant)|protect (?:him|her|our star|our top)|let (?:it|this) (?:slide|go)|warning only|informal(?:ly)? (?:talk|chat)|no investigation|(?:quiet|confidential|private|discreet) (?:settlement|payments?|payouts?|deals?|agreements?)|confidentiality (?:clauses?|agreements?)|gag(?:ging)? clauses?|(?:private|quiet|verbal|informal) warning|without (?:an? |any )?(?:formal |independent |proper )?investigation|in exchange for (?:her|his|their) silence|settle\w* (?:\w+ ){0,4}(?:quietly|confidentially|privately))\b/;

/** What the text proposes, named for what it is. */
export function peoplePhrase(text: string): string | null {
  switch (matterOf(text)) {
    case 'complaint':
      return SHIELDING.test(text)
        ? 'the proposed handling of the complaint'
        : 'an independent investigation of the complaint';
    case 'wages':
      return 'paying wages late';
    case 'classification':
      return /\b(reclassif\w*|make them employees|convert\w* (?:them )?to employees)\b/.test(text)
        ? 'making them employees'
        : 'treating them as contractors';
    case 'pay_cut':
      return 'the pay cut';
    case 'dismissal':
      return 'the dismissal';
    default:
      return null;
  }
}

const shielding = (x: KindContext) => matterOf(x.text) === 'complaint' && x.says(SHIELDING);

/** The proposal departs from the course the law requires: the seats then oppose it as proposed. */
const departs = (x: KindContext) =>
  shielding(x) ||
  matterOf(x.text) === 'wages' ||
  (matterOf(x.text) === 'classification' && !/\bmaking them employees\b/.test(x.phrase));

/** Where a payroll gap can be bridged, naming only the parties the text says the company has. */
function bridgeSources(x: KindContext): string {
  return [
    x.profile.investors ? 'a bridge from investors' : 'a short facility from the bank',
    'faster customer payments',
    x.profile.founders
      ? 'founders deferring their own pay by agreement'
      : 'directors deferring their own pay by agreement',
  ].join(', ');
}

export const CHECKLISTS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (x, c) => {
    const m = matterOf(x.text);
    if (m === 'complaint')
      c.course(
        departs(x),
        1,
        'A complaint must be investigated by someone independent of the accused and their line, whoever the accused is; how much revenue they bring does not change that.',
        'Appoint an independent investigator and protect the complainant from any retaliation.',
      );
    if (m === 'wages')
      c.course(
        departs(x),
        1,
        'Paying wages late breaks the employment contracts and, in most places, wage-payment law; directors can be personally exposed.',
        `Pay wages in full and on time; find the cash elsewhere (${bridgeSources(x)}).`,
      );
    if (m === 'classification')
      c.course(
        departs(x),
        0.75,
        'Whether someone is an employee depends on how they work, not on the contract’s label; misclassification brings back taxes, benefits and penalties.',
        'Have employment counsel assess each role under the tests that apply where they work.',
      );
    if (m === 'dismissal' || m === 'pay_cut')
      c.con(
        0.25,
        `${m === 'pay_cut' ? 'A pay cut changes employment contracts: it needs consent or a lawful process.' : 'A dismissal needs a fair, documented process and a lawful reason.'}`,
        'Follow the documented process with employment counsel before anything is announced.',
      );
    c.act('Minute what is known, who was consulted and the decision, with the reasons', 'at the decision');
  },
  RISK_OFFICER: (x, c) => {
    const m = matterOf(x.text);
    if (m === 'complaint')
      c.course(
        departs(x),
        1,
        'Retaliation or a cover-up turns one complaint into a claim the company cannot defend, and often into more complaints.',
        'Separate the people involved without disadvantaging the complainant, and document every step.',
      );
    if (m === 'wages') {
      const runway = runwayOf(x);
      c.course(
        departs(x),
        0.75,
        `Staff who are paid late leave first and can claim penalties${runway ? `; with ${months(runway.value)} of runway the cash problem is real, but late wages do not solve it` : ''}.`,
        `Treat payroll as the first call on cash and solve the gap with ${x.profile.investors ? 'investors or customers' : 'the bank, the owners or customers'}.`,
      );
    }
    if (m === 'classification')
      c.con(
        0.5,
        'Back taxes, benefits and penalties for misclassified workers accrue for every month it continues.',
        'Estimate the exposure with counsel and fix it going forward.',
        'high',
      );
    if (m === 'dismissal')
      c.con(
        0.25,
        'An unfair or discriminatory dismissal claim costs more than a careful process.',
        'Check the reason, the evidence and any protected status with counsel first.',
      );
  },
  CEO: (x, c) => {
    const m = matterOf(x.text);
    if (m === 'complaint')
      c.course(
        departs(x),
        0.75,
        'The team is watching how this is handled: what the company does now tells everyone what it tolerates.',
        'Back the investigation publicly, whoever is involved.',
      );
    if (m === 'wages')
      c.course(
        departs(x),
        0.75,
        'Trust in the company’s word to its own people is the last thing to spend.',
        'Tell the team the truth about cash, and pay them first.',
      );
    if (m === 'dismissal')
      c.pro(0.25, 'Acting on a clear, documented problem is fair to the team that carries it.');
    if (m === 'pay_cut')
      c.con(
        0.25,
        'A pay cut lands hardest on the lowest paid and on the people with options elsewhere.',
        'Cut from the top first, time-box it, and give equity or back-pay in return.',
      );
  },
  CFO: (x, c) => {
    const m = matterOf(x.text);
    const payroll = x.proposed('monthly_cost');
    const due = x.proposed('contract_value');
    const cash = x.actual('cash');
    if (m === 'wages' && payroll && cash)
      c.course(
        departs(x),
        0.5,
        `Payroll of ${payroll.text} against ${cash.text} in the bank${due ? ` and ${due.text} due from a customer` : ''}: the gap must be bridged, not pushed onto the staff.`,
        due
          ? `Ask the customer to pay the ${due.text} early, or draw a short bridge against it.`
          : `Arrange a short bridge from ${x.profile.investors ? 'existing investors' : 'the bank or the owners'} before payday.`,
      );
    if (m === 'pay_cut' && x.actual('monthly_burn'))
      c.pro(0.25, `It lowers the ${x.actual('monthly_burn')?.text} monthly burn without losing people.`);
    if (m === 'classification')
      c.ask('How many people are affected, and what would back taxes and benefits come to?');
    if (m === 'complaint') {
      const share = x.proposed('revenue_share_pct');
      c.course(
        departs(x),
        0.5,
        'An independent investigation costs far less than an employment claim, or than losing the team around the accused.',
        'Budget for an external investigator now.',
      );
      if (share)
        c.con(
          0.25,
          `${share.text} of revenue depends on the accused: plan to cover those accounts, so the revenue does not decide the outcome.`,
          'Put a second person on each of those accounts during the investigation.',
        );
    }
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (matterOf(x.text) === 'complaint' && x.says(/\b(sales|account|client|customer)\w*/))
      c.pro(0.25, 'Customers are better served by a sales team they can trust than by any one star.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const m = matterOf(x.text);
    if (m === 'complaint') {
      c.course(
        departs(x),
        0.25,
        'The work can be covered while the investigation runs; an unresolved complaint disrupts the team more.',
        'Investigate now and cover the work in the meantime.',
      );
      c.act(
        'Arrange interim cover for the accused’s duties if they step back during the investigation',
        'this week',
      );
    }
    if (m === 'wages')
      c.course(
        departs(x),
        0.5,
        'People who are not paid stop coming in; operations stop with them.',
        'Pay on time and protect the operation.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (matterOf(x.text) === 'complaint')
      c.course(
        departs(x),
        0.5,
        'A company known to shield high performers from complaints loses the people it most needs to hire.',
        'Investigate independently, whoever is involved.',
      );
    if (matterOf(x.text) === 'wages')
      c.course(
        departs(x),
        0.5,
        'A company that cannot make payroll has a financing problem; the board should solve that problem directly.',
        'Put the financing options (bridge, factoring, a cut elsewhere) to the board this week.',
      );
  },
  INVESTOR_REP: (x, c) => {
    // Investors asked for a bridge only where the text says there are some.
    if (matterOf(x.text) === 'wages' && x.profile.investors)
      c.course(
        departs(x),
        0.5,
        'Existing investors would rather bridge payroll than see the company break wage law.',
        'Ask the existing investors for a short bridge before payday.',
      );
  },
};
