// A defined-benefit pension scheme is a debt that follows the employer: buying, merging with or
// selling a company that sponsors one brings its deficit, and in several countries the pension
// regulator or the scheme's trustees must be consulted (or can step in) when the employer changes.

import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { rulesOr } from './place-rules.ts';

const DEFINED_BENEFIT =
  /\b(?:defined[- ]benefit|final[- ]salary|db (?:pension|scheme)|pension (?:deficit|shortfall|liabilit(?:y|ies)|scheme deficit|fund deficit)|(?:deficit|shortfall)\b[^.]{0,30}\b(?:on|in) (?:the |a |its |their |our )?(?:\w+ )?pension|section 75|pensions? regulator|pension protection fund|betriebsrente|pensionszusage)\b/i;

export const PENSION_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'pension_liabilities',
    title: 'Defined-benefit pension liabilities',
    owner: 'CFO',
    cues: [DEFINED_BENEFIT],
    text: (x: DutyContext) =>
      `A defined-benefit pension deficit is a debt of the sponsoring employer, measured differently by the accounts, the scheme's funding valuation and a buy-out (the last is usually far larger), and it follows the employer through a merger or a sale. ${rulesOr(
        x.places,
        {
          uk: 'In the UK, the scheme trustees must be engaged early, the Pensions Regulator can issue contribution notices or financial support directions where a deal weakens the employer covenant (with new criminal offences since 2021), and an employer leaving a multi-employer scheme can trigger a section 75 debt; clearance may be sought',
          eu: 'In the EU, the employer’s pension promises pass with the employees in a transfer of undertaking in many countries, and insolvency-protection funds (the PSV in Germany) set their own conditions',
          us: 'In the US, single-employer plans are governed by ERISA and the PBGC, which must be notified of reportable events, and withdrawing from a multiemployer plan triggers withdrawal liability',
        },
        'The law of the place sets who must be consulted and what debt a change of employer triggers',
      )}. Value the deficit on a buy-out basis in diligence and agree how it will be funded before terms are set.`,
    action:
      'Have an actuary value the deficit (accounts, funding and buy-out bases), engage the scheme trustees early, and price and fund it in the terms before signing',
  },
];
