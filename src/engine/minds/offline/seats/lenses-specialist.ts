// What the specialist seats weigh on kinds their checklists do not cover: the CTO (what the
// systems and the engineers must carry), the Industry Expert (what usually happens to companies
// that make this move), the Investor Representative and Operations (what it does to the equity
// story and to the running of the company). Each angle is tied to a kind (a misspelt kind is a
// type error) and reads the reading's own figures where it can. Where the figures decide nothing,
// the seat states the condition it would hold management to: a director's 'yes, provided'.

import type { PositionKey } from '../../../../contracts/positions.ts';
import { supplier } from '../kinds/customer-contract/checklists.ts';
import { hireLevelOf } from '../kinds/hire-executive/level.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { count, months, pct, upperFirst } from '../reader/format.ts';
import { sellsGoods } from './goods.ts';
import { runwayOf } from './lenses-money.ts';
import { signalsOf } from './signals.ts';

type Angle = (x: KindContext, c: NotesBuilder) => void;

/** 'yes, provided': a condition to meet, counted as such in the stance. */
/** Words that put systems in the step: software, hosting, tools, data, engineering. */
const SYSTEMS =
  /\b(?:cloud|aws|azure|gcp|hosting|servers?|software|saas|licen[cs]es|tool(?:s|ing)|platform|infrastructure|data ?cent(?:er|re)s?|it spend|engineering|developers?|systems?|apps?|subscriptions?|compute)\b/;

const provided = (c: NotesBuilder, point: string, condition: string) => c.con(0.25, point, condition, 'low');

const cutShare = (x: KindContext) => {
  const pctCut = x.proposed('headcount_cut_pct')?.value;
  if (pctCut != null) return pctCut;
  const cut = x.proposed('headcount_cut')?.value;
  const all = x.actual('headcount')?.value;
  return cut != null && all ? (100 * cut) / all : null;
};

/** What the text says the money is for, in its words: 'to hire four engineers for the EU launch'. */
function raisePurpose(x: KindContext): string | null {
  const m =
    /\b((?:to|for|on) (?:hire|hiring|build|building|fund|funding|finance|expand|expanding|expansion|launch|launching|develop|developing|grow|growing|growth|open|opening|enter|entering|scale|scaling|finish|ship|pay for|marketing|sales|product|r&d|inventory|stock)\b[^.;:?!]{3,70})/i.exec(
      x.source,
    );
  return m?.[1]?.trim().replace(/[,\s]+$/, '') ?? null;
}

const CTO: Partial<Record<KindId, Angle>> = {
  raise_funding: (x, c) => {
    const added = x.calc('runway_added');
    if (added?.value != null && added.value >= 18)
      c.pro(
        0.25,
        `${added.result} of added runway lets engineering plan past one release cycle instead of hiring and freezing.`,
      );
    else
      provided(
        c,
        raisePurpose(x)
          ? `The money goes ${raisePurpose(x)}: the plan must say which engineering hires that takes and what each one ships.`
          : `${upperFirst(x.phrase)} does not say what it pays for: the plan must name the engineering hires and what each one ships.`,
        `Tie each engineering hire ${x.proposed('raise_amount') ? `the ${x.proposed('raise_amount')?.text} pays for` : 'the money pays for'} to a release the next round will look for.`,
      );
  },
  acquire_company: (x, c) =>
    sellsGoods(x)
      ? provided(
          c,
          `With ${x.phrase}, their ordering, stock and accounting systems must run beside ours from the first day.`,
          'Map their systems (orders, stock, accounts, customer data) and budget the move onto ours before agreeing the price.',
        )
      : provided(
          c,
          `With ${x.phrase}, their code, data and security become ours, and integration is where the time goes.`,
          'Run a technical due diligence (code ownership, open-source licences, security) and budget the integration before agreeing the price.',
        ),
  merger_or_jv: (x, c) =>
    /\b(joint venture|jv)\b/.test(x.text)
      ? provided(
          c,
          'A joint venture runs on technology each side brings; without a licence the venture cannot use it, and without terms nobody knows who owns what it builds.',
          'Agree the technology licences into the venture, who owns what it builds, and what each side keeps if it ends.',
        )
      : provided(
          c,
          `${upperFirst(x.phrase)} means two technology stacks, and someone must decide which one survives.`,
          'Decide before signing which systems and whose engineering lead carry the combined product.',
        ),
  be_acquired: (x, c) =>
    sellsGoods(x)
      ? provided(
          c,
          `A buyer’s diligence will read the systems that run the business (orders, stock, accounts) and who owns the designs before ${x.phrase} closes.`,
          'Document the systems, licences and design rights the buyer will ask about, and fix any gaps before the data room opens.',
        )
      : provided(
          c,
          `A buyer’s technical diligence will read our code, licences and security record before ${x.phrase} closes.`,
          'Check IP assignment from every engineer and contractor, open-source licences and security findings before the data room opens.',
        ),
  layoffs: (x, c) => {
    const share = cutShare(x);
    const text = share != null ? `Cutting ${pct(share)} of the team` : 'A cut';
    if (share != null && share >= 30)
      c.con(
        0.25,
        `${text} leaves systems known by one person or by nobody.`,
        'Map who holds which system and who is on call before choosing who leaves, and keep a handover period.',
        'medium',
      );
    else
      provided(
        c,
        `${text} must not take out the only person who knows a system.`,
        'Map who holds which system before choosing who leaves, and keep a handover period.',
      );
  },
  partnership: (x, c) =>
    provided(
      c,
      `An integration built for ${x.phrase} is code we maintain for as long as the deal lasts.`,
      'Scope the integration work and who supports it before signing, and cap it in the agreement.',
    ),
  // A supplier's contract lands on engineering only where its product meets ours.
  customer_contract: (x, c) =>
    supplier(x.text)
      ? x.says(/\b(integrat\w*|api|software|platform|system|data)\b/) &&
        provided(
          c,
          `Whatever ${x.phrase} supplies that touches our systems must be wired in, tested and watched for outages.`,
          'Test the new supplier’s integration alongside the old one before switching over.',
        )
      : sellsGoods(x)
        ? provided(
            c,
            `A retail buyer’s ordering, labelling and traceability rules (electronic orders, barcodes, lot tracking) land on our systems with ${x.phrase}.`,
            'Confirm the order, invoicing and traceability systems the buyer requires run before the first delivery.',
          )
        : provided(
            c,
            `A large customer’s security review and custom requests land on engineering with ${x.phrase}.`,
            'Agree the security and custom-work commitments with engineering before the terms are signed.',
          ),
  expand_market: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} brings localisation, local payment methods and possibly data-residency work.`,
      'Size the product work for the new market before the launch date is set.',
    ),
  pricing_change: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} touches billing for every account; a migration error reaches customers as a wrong invoice.`,
      'Test the billing change on a copy of live accounts before it goes out.',
    ),
  shut_down_product: (x, c) => {
    c.pro(
      0.25,
      `${upperFirst(x.phrase)} frees the engineers who keep it running for the products that grow.`,
    );
    c.act(
      'Plan the data export for its customers and the switch-off of its systems',
      'before the announcement',
    );
  },
  pivot: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} keeps only what the code can carry over.`,
      'Name which parts of the product carry over, so the team is not starting from nothing.',
    ),
  infrastructure: (x, c) =>
    provided(
      c,
      `The risk in ${x.phrase} is the cutover: downtime, lost data and the team’s time away from the product.`,
      'Plan the cutover with a rollback, and run old and new side by side until the new one is proven.',
    ),
  launch_product: (x, c) => {
    const deadline = x.proposed('deadline_months');
    const where = x.places[0]?.name;
    const cost = x.proposed('cost') ?? x.proposed('budget');
    provided(
      c,
      `${upperFirst(x.phrase)}${where ? ` in ${where}` : ''}${cost ? `, at ${cost.text},` : ''} competes for the same engineers as the roadmap${deadline ? `, with ${months(deadline.value)} to go` : ''}.`,
      deadline
        ? `Name what the roadmap gives up in the ${months(deadline.value)} before ${x.phrase}, and what ships if the date holds.`
        : cost
          ? `Name what the roadmap gives up for ${x.phrase} at ${cost.text}, and the date engineering commits to.`
          : `Name what the roadmap gives up for ${x.phrase}, and the date engineering commits to.`,
    );
  },
  // Cloud and tooling are the CTO's to cut only where the text puts systems in the cut: a shop
  // closing a site or a payroll cut leaves the seat nothing of its own to say.
  cost_cutting: (x, c) => {
    if (x.says(SYSTEMS))
      c.pro(
        0.25,
        'Cloud and tooling spend is often the quickest saving and costs nobody their job; engineering can review it within weeks.',
      );
  },
  // People matters leave their evidence in systems: messages, logs, access records.
  people_matter: (x, c) => {
    if (
      x.says(
        /\b(harass\w*|complain\w*|bull\w*|misconduct|fraud|theft|stealing|expens\w*|kickbacks?|whistle-?blow\w*|discriminat\w*|retaliat\w*)\b/,
      )
    )
      provided(
        c,
        'The messages, logs and access records that settle what happened sit in our systems and are overwritten on schedule.',
        'Put the relevant mailboxes, chat channels and access logs on hold today, and limit who can read them to the investigator.',
      );
    else if (x.says(/\b(dismiss\w*|fir(?:e|ing)|terminat\w*|let (?:\w+ ){0,3}go|leav\w*|resign\w*)\b/))
      provided(
        c,
        'Whoever leaves keeps their access to code, data and admin consoles until someone removes it.',
        'Remove system and admin access on the day notice is given, and hand over what only they run.',
      );
  },
  real_estate: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} needs network, security and equipment ready on day one, and they are rarely in the fit-out quote.`,
      'Add connectivity, access control and equipment to the move budget, with a date for each.',
    ),
  legal_regulatory: (x, c) =>
    provided(
      c,
      `Counsel and any regulator will ask for records our systems delete on schedule; in ${x.phrase} that loss is avoidable.`,
      'Suspend automatic deletion of the relevant email, chat and logs (a legal hold) until counsel lifts it.',
    ),
  founder_equity: (x, c) => {
    if (x.says(/\b(leav\w*|left|depart\w*|quit\w*|step\w* (?:down|back)|fired|dismiss\w*)\b/))
      provided(
        c,
        'A departing founder often holds the only admin keys, domains and signing credentials.',
        'Transfer domains, cloud accounts, code-signing and admin credentials to the company before the leaving date.',
      );
  },
};

const INDUSTRY_EXPERT: Partial<Record<KindId, Angle>> = {
  acquire_company: (x, c) =>
    provided(
      c,
      `Most acquisitions fall short of their synergy case; the value of ${x.phrase} is made or lost in integration.`,
      'Write the integration plan, with owners and the first 100 days, before the price is final.',
    ),
  be_acquired: (x, c) =>
    provided(
      c,
      'Buyers pay more when another buyer is at the table.',
      `Sound out two or three other likely buyers before answering, so ${x.phrase} is priced against an alternative.`,
    ),
  expand_market: (x, c) =>
    signalsOf(x).demand
      ? c.pro(
          0.25,
          `Expansions that follow customers already asking do better (${signalsOf(x).demand?.quote}).`,
        )
      : provided(
          c,
          'Expansions built ahead of local customers tend to burn a year before the first reference account.',
          'Win a handful of reference customers in the new market before building a team there.',
        ),
  launch_product: (x, c) =>
    provided(
      c,
      `Launches in a crowded market win on a segment the company already sells to, not on features.`,
      `Name the first segment ${x.phrase} is for and the product it replaces there.`,
    ),
  pricing_change: (x, c) => {
    const rival = x.reading.numbers.find((n) => n.whose === 'competitor' && n.meaning === 'price');
    if (rival) c.pro(0, `Customers will compare with the competitor’s ${rival.text}.`);
    provided(
      c,
      'Customers judge a price against the alternatives they know.',
      'Check the competitors’ current prices and what switching costs a customer before announcing.',
    );
  },
  layoffs: (x, c) =>
    provided(
      c,
      'Companies that cut once, and tell customers and the market themselves, recover faster than those cut in rounds or known through rumour.',
      `Announce ${x.phrase} once, with the plan, before word spreads.`,
    ),
  partnership: (x, c) =>
    provided(
      c,
      'Partner channels usually take 12 to 18 months to produce revenue.',
      `Judge ${x.phrase} on pipeline at six months and revenue at twelve, with an exit if neither shows.`,
    ),
  shut_down_product: (x, c) =>
    provided(
      c,
      'Customers of a discontinued product go to a competitor unless someone offers them a path.',
      `Offer a migration path and a discount on the product they move to, announced with ${x.phrase}.`,
    ),
  take_loan: (x, c) => {
    // What lenders do to young companies is said of a young company only; of any other, nothing.
    if (x.profile.stage !== 'young') return;
    // An advance repaid from revenue has no covenants to enforce unless the text names some.
    if (x.duty('debt_covenants'))
      provided(
        c,
        'Lenders to young companies enforce their covenants as soon as growth misses the plan.',
        'Model the covenants against the downside case before signing.',
      );
    else
      provided(
        c,
        'Lenders to young companies price the risk that growth misses the plan into the cap and the share they take.',
        'Compare the total repaid with what the same money costs in equity, in the downside case as well.',
      );
  },
  hire_executive: (x, c) =>
    hireLevelOf(x.text) === 'team'
      ? undefined
      : /\b(big|large|corporate|enterprise|fortune|google|amazon|microsoft|meta|apple)\b/.test(x.text)
        ? c.con(
            0.25,
            'Executives from much larger companies often struggle without the team and systems they are used to.',
            'Reference-check what the candidate built with a small team, not only what they ran.',
            'medium',
          )
        : provided(
            c,
            'A senior hire is judged on results at a company of our stage and size.',
            'Reference-check results at a company of our stage before the offer.',
          ),
  infrastructure: (x, c) =>
    provided(
      c,
      'Platform migrations usually run over their estimate in time and money.',
      `Plan ${x.phrase} for half as long again as the estimate, and keep the old system until the new one is proven.`,
    ),
  raise_funding: (_x, c) =>
    provided(
      c,
      'Terms at this stage are set by comparison with recent rounds.',
      'Benchmark the valuation and terms against two or three recent rounds at the same stage and sector.',
    ),
  pivot: (_x, c) =>
    provided(
      c,
      'Pivots that keep paying customers through the change survive more often than clean breaks.',
      'Keep the customers who pay today served until the new direction earns its own revenue.',
    ),
};

/** Whether the company has outside investors to speak of: named, or a young company that raises. */
const backed = (x: KindContext) => x.profile.investors || x.profile.stage === 'young';

const INVESTOR_REP: Partial<Record<KindId, Angle>> = {
  layoffs: (x, c) => {
    const runway = runwayOf(x);
    if (runway && runway.value < 12)
      c.pro(0.5, `${runway.words}: investors back a cut that gets the company to its next round.`);
    else
      provided(
        c,
        'Investors read a cut as a plan only when it comes with the new target it makes reachable.',
        `Show the board the plan ${x.phrase} makes reachable: runway and the milestones for the next round.`,
      );
  },
  shut_down_product: (x, c) => {
    const share = x.actual('revenue_share_pct');
    if (share && share.value >= 15)
      c.con(
        0.25,
        `Dropping ${pct(share.value)} of revenue shows in the growth rate the next round is priced on.`,
        'Show the growth of what remains, month by month, next to the shutdown.',
        'medium',
      );
    else c.pro(0.25, `${upperFirst(x.phrase)} reads to investors as focus, if what remains grows.`);
  },
  launch_product: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} is worth to ${backed(x) ? 'investors' : 'the owners'} what it adds to growth.`,
      `Set the revenue ${x.phrase} must add in 12 months, and review it then.`,
    ),
  infrastructure: (x, c) =>
    provided(
      c,
      `${backed(x) ? 'Investors value' : 'A buyer or a lender values'} gross margin: infrastructure spend should lower the cost of serving each customer.`,
      `Show what ${x.phrase} does to gross margin before and after.`,
    ),
  partnership: (_x, c) =>
    provided(
      c,
      'Revenue through a partner is valued below direct revenue unless it is contracted.',
      'Get committed volumes or minimums in the agreement, not only a shared intention.',
    ),
  expand_market: (x, c) =>
    provided(
      c,
      backed(x)
        ? `${upperFirst(x.phrase)} must show the growth the next round will price.`
        : `${upperFirst(x.phrase)} must show growth that repays its cost within a few years.`,
      'Set the revenue target for the new market at 12 months and the point at which to stop.',
    ),
  legal_regulatory: (_x, c) =>
    provided(
      c,
      'An open dispute shows up in every investor’s and buyer’s diligence.',
      'Resolve or fully disclose the matter before the next round or sale process starts.',
    ),
  data_privacy: (_x, c) =>
    provided(
      c,
      'Privacy gaps surface in investors’ and enterprise customers’ diligence.',
      'Document the lawful basis and safeguards now, so diligence finds them.',
    ),
};

const OPERATIONS_EXPERT: Partial<Record<KindId, Angle>> = {
  partnership: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} needs an owner on our side: onboarding, support and reporting to the partner.`,
      'Name the person who runs the partnership day to day before signing.',
    ),
  raise_funding: (x, c) => {
    const headcount = x.actual('headcount');
    provided(
      c,
      `Hiring with the money must not outrun onboarding${headcount ? ` for a team of ${count(headcount.value)}` : ''}.`,
      'Plan how many people the team can absorb each quarter, and the managers they report to.',
    );
  },
  shut_down_product: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} needs a timeline customers can plan around.`,
      'Publish the notice period, the migration help and the last day of support together.',
    ),
  hire_executive: (x, c) =>
    hireLevelOf(x.text) === 'team'
      ? undefined
      : provided(
          c,
          'A senior hire changes who decides what.',
          'Set the reporting lines and the first 90 days’ goals before the start date.',
        ),
  pivot: (x, c) =>
    provided(
      c,
      `${upperFirst(x.phrase)} changes support, billing and sales operations at once.`,
      'Plan the switch of each process, with a date and an owner.',
    ),
  legal_regulatory: (_x, c) =>
    provided(
      c,
      'The documents decide a dispute, and they are lost in the first weeks.',
      'Preserve every relevant record now (a litigation hold) and name one person to collect them.',
    ),
  take_loan: (x, c) => {
    const deadline = x.proposed('deadline_months');
    const loan = x.proposed('loan_amount');
    // The pack follows the lender's own test period when the text gives one, not a presumed month.
    const period = /\b(quarterly|each quarter|every quarter)\b/.test(x.text)
      ? 'quarterly'
      : /\b(annual(?:ly)?|each year|every year|yearly)\b.{0,30}\btest/.test(x.text)
        ? 'annual'
        : 'monthly';
    provided(
      c,
      `A lender${loan ? ` of ${loan.text}` : ''} expects ${period} reporting${deadline ? ` within ${months(deadline.value)}` : ''}.`,
      `Set up the ${period} ${x.duty('debt_covenants') ? 'covenant and ' : ''}reporting pack${loan ? ` for the ${loan.text}` : ''} before the first drawdown.`,
    );
  },
};

export const SPECIALIST_ANGLES: Readonly<Partial<Record<PositionKey, Partial<Record<KindId, Angle>>>>> = {
  CTO,
  INDUSTRY_EXPERT,
  INVESTOR_REP,
  OPERATIONS_EXPERT,
};

/** The seat's angle on this kind, when it has one. */
export function specialistLens(key: PositionKey, x: KindContext, c: NotesBuilder): void {
  const kind = x.reading.kind as KindId | null;
  if (kind) SPECIALIST_ANGLES[key]?.[kind]?.(x, c);
}
