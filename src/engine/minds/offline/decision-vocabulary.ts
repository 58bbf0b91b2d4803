// The offline mind's vocabulary: phrases that reveal a decision's type and its risk and
// opportunity flags. Phrases are matched on word stems (so 'regulators' matches 'regulator')
// and ignored inside a negation ('no regulatory review is needed').
import type { DecisionType } from '../../types.ts';

/** A comma-separated list of phrases. */
function words(list: string): readonly string[] {
  return list
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

export const FLAG_NAMES = [
  'regulatory',
  'irreversible',
  'staged',
  'customerImpact',
  'customerDemand',
  'technical',
  'integration',
  'cash',
  'revenue',
  'growth',
  'hiring',
  'competition',
  'timelinePressure',
  'governance',
  'conflict',
  'concentration',
  'debt',
  'dilution',
  'international',
  'priceIncrease',
  'layoffs',
  'prototype',
  'decline',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export const FLAG_TERMS: Readonly<Record<FlagName, readonly string[]>> = {
  regulatory: words(
    'regulatory, regulator, regulation, compliance, antitrust, ' +
      'competition authority, gdpr, hipaa, fda, license, licence, lawsuit, litigation, ' +
      'legal, sanctions, data protection, ftc, european commission, merger control',
  ),
  irreversible: words(
    'irreversible, cannot be undone, no way back, one-way, permanent, permanently, ' +
      'binding, lock-in, locked in, exclusive, shut down, sunset, point of no return',
  ),
  staged: words(
    'pilot, phased, in phases, in stages, staged rollout, staged approach, stage gate, milestone, milestones, tranche, ' +
      'tranches, trial, experiment, mvp, proof of concept, reversible, opt-in, ' +
      'gradual, gradually, incremental, capped',
  ),
  customerImpact: words(
    'customer, customers, user, users, client, clients, churn, subscriber, ' +
      'subscribers, retention, migrate, support',
  ),
  customerDemand: words(
    'customers asked, customers are asking, customers want, customer requests, requested by customers, ' +
      'customer demand, demand from customers, waitlist, waiting list, pre-order, letter of intent, ' +
      'design partner, design partners, signed up, pipeline, pilot customers, letters of intent, lois, ' +
      'pre-orders, inbound demand, inbound requests',
  ),
  technical: words(
    'platform, architecture, infrastructure, codebase, code base, legacy, rewrite, ' +
      'api, security, scalability, machine learning, ai, cloud, engineering, ' +
      'engineers, tech stack, software, data',
  ),
  integration: words(
    'integrate, integration, integrating, migrate, migration, merge, consolidate, ' + 'legacy',
  ),
  cash: words('runway, burn, cash, bank, bridge, liquidity, insolvency, out of money'),
  revenue: words('revenue, arr, mrr, sales, profit, profitable, margin, bookings, income'),
  growth: words('grow, grew, growth, growing, doubled, tripled, traction, momentum, scale'),
  hiring: words('hire, hires, hiring, recruit, recruiting, headcount, appoint, vp, head of, ' + 'talent'),
  competition: words('competitor, competitors, competition, rival, incumbent, market share, compete'),
  timelinePressure: words(
    'urgent, urgently, asap, immediately, deadline, next week, next month, ' +
      'answer by, sign by, window, expires, rush, quickly, time-sensitive, ' +
      'this quarter',
  ),
  governance: words(
    'board approval, shareholder, shareholders, disclosure, consent, bylaws, ' +
      'fiduciary, audit, fairness opinion, independent valuation, vote',
  ),
  conflict: words(
    "conflict of interest, related party, related-party, family member, founder's, " + 'brother, cousin',
  ),
  concentration: words(
    'single customer, one customer, largest customer, sole supplier, ' +
      'single supplier, dependency, key person',
  ),
  debt: words('loan, debt, credit line, venture debt, covenant, covenants, personal guarantee'),
  dilution: words(
    'dilution, dilute, valuation, pre-money, post-money, down round, safe, ' + 'convertible, equity',
  ),
  international: words(
    'international, internationally, europe, eu, asia, germany, france, uk, abroad, ' +
      'overseas, localization, new country, new market',
  ),
  priceIncrease: words('price increase, raise prices, raising prices, increase prices, price hike'),
  layoffs: words('lay off, layoff, layoffs, downsize, redundancies, restructure, restructuring'),
  decline: words('stall, stalled, stalling, declining, decline, shrinking, falling, dropped, losing money'),
  prototype: words(
    'prototype, beta, proof of concept, tested, already built, in production, ' + 'working version',
  ),
};

/** Phrases that reveal the kind of decision; the topic counts double. */
export const TYPE_TERMS: Readonly<Record<Exclude<DecisionType, 'strategic'>, readonly string[]>> = {
  funding: words(
    'raise a, raise $, raise €, raise £, raise money, raise capital, raise funds, raising a, raising $, seed, ' +
      'series a, series b, funding, fundraise, fundraising, funding round, investors, term sheet, ' +
      'venture debt, bridge round, safe, convertible note',
  ),
  acquisition: words(
    'acquire, acquisition, acquiring, buy out, merger, merge with, takeover, ' +
      'acqui-hire, buy the company',
  ),
  pivot: words('pivot, change direction, new business model, reposition, shift focus, abandon, ' + 'refocus'),
  expansion: words(
    'expand, expansion, international, new market, enter the, open an office, ' + 'new region, localization',
  ),
  launch: words('launch, release, ship, introduce, new product, go live, roll out, beta'),
  hire: words('hire, hiring, recruit, appoint, chief, vp of, head of, cto, cfo, coo, ' + 'executive search'),
};

/** Words near an amount that say what the amount is. */
export const MONEY_ROLES = {
  burn: ['burn', 'monthly', 'per month', 'a month'],
  cash: ['bank', 'cash', 'balance'],
  revenue: ['revenue', 'arr', 'mrr', 'sales', 'bookings'],
  valuation: ['valuation', 'valued', 'pre-money', 'post-money', 'cap'],
} as const;

export const DURATION_ROLES = {
  runway: ['runway', 'cash', 'money'],
  timeline: ['within', 'by', 'in', 'close', 'deadline', 'take', 'takes', 'over'],
} as const;
