// Each seat's checklist for founders' equity: a departing co-founder's unvested shares, vesting and
// leaver terms, equity grants and the option pool. What the signed agreements say decides most of
// it; fairness to those who stay, and a cap table the next investors will accept, decide the rest.
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const DEPARTURE =
  /\b(leav\w*|depart\w*|quit\w*|step(?:ping)? down|exit\w*|fired|removed|walk(?:ing)? away)\b/;
const KEEP_ALL =
  /\b(keep (?:all )?(?:of )?(?:his |her |their )?(?:unvested )?(?:shares|equity)|let (?:him|her|them) keep|accelerat\w*|waive (?:the )?vesting|full vesting)\b/;

const departing = (x: KindContext) => x.says(DEPARTURE) && x.says(/\bco-?founders?\b/);
/** Shares the text says never vested: there are no signed terms to apply, only a buy-back to agree. */
const noVesting = (x: KindContext) => x.reading.stated.includes('the shares do not vest');
const noAssignment = (x: KindContext) => x.reading.stated.includes('no IP assignment has been signed');
const keepAll = (x: KindContext) => x.says(KEEP_ALL);

export function equityPhrase(text: string): string | null {
  if (KEEP_ALL.test(text)) return 'letting the departing founder keep the unvested shares';
  if (/\b(buy ?back|repurchase)\b/.test(text)) return 'buying back the shares';
  if (/\b(option pool|esop)\b/.test(text)) return 'the option pool change';
  if (/\b(grant\w*|give)\b[^.]{0,30}\b(equity|options|shares|%)/.test(text)) return 'the equity grant';
  return null;
}

export const CHECKLISTS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (x, c) => {
    const unvested = x.proposed('unvested_pct');
    if (departing(x) && unvested)
      c.lean(
        keepAll(x) ? -0.75 : 0.5,
        `${unvested.text} of the departing founder’s shares are unvested: under standard vesting they return to the company (or are bought back at cost) when a founder leaves.`,
        'Apply the vesting and leaver terms as signed; any exception is a board decision, minuted, with the reasons.',
      );
    else if (departing(x) && noVesting(x))
      c.require(
        'The shares were issued with no vesting, so nothing returns to the company when this founder leaves: the whole stake walks out unless the board negotiates it back.',
        'Negotiate now, while relations are friendly, a repurchase of the unearned part of the stake (at nominal value or an agreed price), and minute it.',
        'high',
      );
    else if (departing(x)) c.ask('What do the signed vesting and leaver terms say, and how much has vested?');
    c.con(
      0.25,
      'Changes to founders’ equity usually need board and often shareholder approval under the articles and the shareholders’ agreement.',
      'Check the approvals the articles require before anything is agreed.',
    );
  },
  INVESTOR_REP: (x, c) => {
    const unvested = x.proposed('unvested_pct');
    if (departing(x))
      c.lean(
        keepAll(x) ? -0.75 : 0.5,
        `Dead equity — shares held by someone no longer building the company${unvested ? `, here ${unvested.text} unvested` : ''} — weighs on every future round; investors will ask for it to be cleaned up.`,
        'Recover the unvested shares, and consider a fair price or a small accelerated tranche for work done.',
      );
    const pool = x.proposed('option_pool_pct');
    if (pool)
      c.lean(
        pool.value > 20 ? -0.25 : 0.25,
        `An option pool of ${pool.text} ${pool.value > 20 ? 'is above the usual 10–20%: it dilutes everyone now for hires not yet planned' : 'is within the usual 10–20%'}.`,
        'Size the pool to the hiring plan for the next 18–24 months.',
      );
  },
  CEO: (x, c) => {
    if (departing(x))
      c.lean(
        keepAll(x) ? -0.5 : 0.5,
        'The people who stay will carry the company; equity should follow the work still to be done.',
        'Agree a fair, documented settlement that keeps the unvested equity for the team.',
      );
    if (x.says(/\b(grant|give)\w*\b/) && !departing(x))
      c.pro(0.25, 'Equity tied to vesting aligns the person with the years of work ahead.');
  },
  RISK_OFFICER: (x, c) => {
    if (departing(x))
      c.con(
        0.25,
        noAssignment(x)
          ? 'No IP assignment was ever signed, so what this founder wrote, before incorporation included, is still theirs; a dispute over shares would put the product itself in play.'
          : 'A departing founder may hold IP, passwords or customer relationships; a dispute over shares makes the handover harder.',
        noAssignment(x)
          ? 'Make a signed assignment of all the founder’s IP, pre-incorporation work included, for stated consideration, part of the settlement.'
          : 'Confirm the IP assignment and hand over access before the settlement is signed.',
        'high',
      );
  },
  CFO: (x, c) => {
    if (x.says(/\b(buy ?back|repurchase)\b/))
      c.con(
        0.25,
        'Buying shares back uses cash and may need distributable reserves.',
        'Check the cash cost and whether the company can lawfully repurchase.',
      );
    if (departing(x) && noVesting(x))
      c.require(
        'With no vesting, buying back the unearned part of the stake costs cash or an agreed price; it is cheapest now, while the founder is leaving on good terms.',
        'Budget the repurchase and check the company can lawfully buy its own shares.',
        'medium',
      );
    else if (departing(x))
      c.lean(
        keepAll(x) ? -0.25 : 0.25,
        'Recovering unvested shares costs the company little or nothing under standard terms; giving them away costs future hires’ equity.',
        'Keep the unvested shares for the people who will earn them.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (departing(x) && keepAll(x))
      c.con(
        0.5,
        'Letting a leaver keep unvested equity sets the precedent every future leaver will cite.',
        'Settle on vested shares plus, at most, a small tranche for work done, in writing.',
        'high',
      );
    else if (departing(x))
      c.pro(
        0.25,
        'Settling a founder departure cleanly and quickly avoids a dispute that drags into the next fundraise.',
      );
  },
};
