// An investment promoted to the public with a promise about its return: 'guaranteed 12%', 'capital
// protected', 'your money doubles'. Promoting an investment is regulated on its own, and a promise
// of a return that is not certain is the misstatement regulators pursue first.
import type { DutyContext } from './duty-kit.ts';
import { rulesFor } from './place-rules.ts';

/** A return promised rather than projected. */
export const RETURN_PROMISE =
  /\b(?:guarantee\w*|promis\w*|assur\w*|risk[- ]free|no[- ]risk|can(?:no|['’])?t lose|capital[- ](?:protected|guaranteed|safe)|protected capital|fixed (?:\d+(?:\.\d+)?\s?% )?(?:returns?|yield|income|interest|coupon)|(?:will|would|to) (?:double|triple)|doubl\w* (?:your|their|people['’]s) money|safe as (?:a bank|savings))\b/i;

/** People a promotion reaches: the public, savers, users, ordinary or retail investors. */
export const PUBLIC_INVESTORS =
  /\b(?:retail (?:investors?|savers?|customers?|clients?)|the public|public at large|ordinary (?:savers?|investors?|people)|everyday (?:investors?|savers?|people)|savers?|(?:small|first-time|non-professional|unsophisticated|non-accredited|unaccredited) investors?|investors|(?:our |app |platform )?(?:users|customers|members|followers|subscribers|community)|instagram|tiktok|facebook|youtube|social media|influencers?|ads?|adverts?|advertis\w*|campaign|marketing|newsletter|headline|landing page|billboards?)\b/i;

/** What the money goes into: an investment, not a product bought for use. */
export const INVESTMENT =
  /\b(?:returns?|yields?|interest|coupon|notes?|bonds?|shares|stakes?|tokens?|invest(?!\w* (?:time|effort|energy|in (?:our |the )?(?:onboarding|training|people|team)))\w*|lend\w*|savings?|deposits?|portfolio|fund|crowd-?(?:lending|funding|investing)|peer-to-peer|p2p|property (?:notes|bonds|shares|investment))\b/i;

/** The promise in one clause: the claim the proposal would publish, which crosses the line. */
export const PROMISE_MADE =
  /\b(?:guarantee\w*|promis\w*|assur\w*|risk[- ]free|capital[- ](?:protected|guaranteed))\b[^.;]{0,40}(?:\b\d+(?:\.\d+)?\s?%|\b(?:returns?|yields?|interest|income|coupon|doubl\w*|tripl\w*)\b)|\b(?:money|investments?|savings|capital|stake) (?:\w+ ){0,2}(?:will|would|is going to) (?:double|triple)\b|\b(?:notes?|bonds?|investments?|returns?|shares|tokens?|yields?) (?:are|is) (?:\w+ )?(?:risk[- ]free|guaranteed|capital[- ]protected)\b/i;

/** The rules that govern promoting an investment, for the places named. */
export function promotionRules(x: DutyContext): string {
  const rules = rulesFor(x.places, {
    uk: 'in the UK, a financial promotion must be made or approved by an FCA-authorised firm and be fair, clear and not misleading',
    eu: 'in the EU, marketing an investment is regulated by the national authority under the prospectus, crowdfunding or MiFID rules',
    us: 'in the US, any offer or advertisement of a security is subject to the SEC’s anti-fraud rules, and general solicitation needs a specific exemption',
    australia:
      'in Australia, ASIC’s rules on misleading investment claims and design-and-distribution obligations apply',
  });
  return (
    ' Promoting an investment to the public is regulated in itself, and calling a return guaranteed, fixed or risk-free when it depends on the business is a misleading claim' +
    (rules.length ? `: ${rules.join('; ')}` : ' in every major jurisdiction') +
    '. No promise of a return may be published until counsel has approved the wording and the risk warnings.'
  );
}
