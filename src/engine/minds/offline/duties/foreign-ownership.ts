// Many countries cap what foreigners may own in some sectors or in any company, and forbid the
// usual workaround: local nominees holding shares for a foreign owner. A structure built on
// nominees can be void, its owner fined and the licence lost; a board must see the cap before the
// structure, not after.
import { list } from '../reader/format.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { countriesIn } from './place-rules.ts';

const NOMINEE_OR_CAP =
  /\b(?:(?:need|needs|require|requires|required)\w* (?:\w+ ){0,2}(?:local|tanzanian|kenyan|nigerian|ghanaian|indonesian|thai|vietnamese|filipino|emirati|saudi|qatari|omani|indian|malaysian|chinese|mexican|ethiopian|egyptian|south african|bee) (?:participation|ownership|shareholders?|partners?|equity)|minimum (?:foreign )?(?:investment|capital) (?:for|of|by) (?:a )?foreign\w*|nominee (?:shareholders?|structure|arrangement|ownership|owners?|company|partners?)|nominees? (?:who |to |would |will )?hold|(?:local|thai|indonesian|vietnamese|filipino|emirati|saudi|chinese|indian|malaysian) (?:partner|shareholder|sponsor|director)s? (?:\w+ ){0,4}(?:hold|holds|own|owns|front|on paper)|holds? (?:the )?shares (?:\w+ ){0,2}(?:for|on behalf of) (?:us|a foreign)|foreign (?:ownership|shareholding|equity) (?:cap|limit|restriction|rules?|ceiling)|(?:cap|limit|restrict|bar|ban)\w* (?:on )?foreign (?:ownership|shareholding|equity|investors?|owners?)|as (?:a |our |their )?nominees?\b|foreign[- ]owned|(?:filipino|thai|indonesian|vietnamese|emirati|saudi|malaysian|bumiputera|locally|nationally)[- ]owned|(?:49|51|60|40)% (?:local|foreign|thai|indonesian|filipino|emirati|saudi)|foreign business (?:act|licen[cs]e)|pt pma|foreign[- ]invested (?:company|enterprise|entity)|wfoe|negative (?:investment )?list|positive investment list|side (?:letter|agreement) (?:\w+ ){0,4}(?:control|dividends|voting))\b/i;

const OWNERSHIP_LAW: Readonly<Record<string, string>> = {
  Thailand:
    'Thailand’s Foreign Business Act (most services need 51% Thai ownership or a foreign business licence, and Thai nominees holding shares for a foreigner is a criminal offence)',
  Indonesia:
    'Indonesia’s investment list (sector caps for foreign PT PMA companies, and nominee arrangements are void by law)',
  'the Philippines':
    'the Philippines’ Foreign Investment Negative List and Anti-Dummy Law (60/40 rules in many sectors)',
  Vietnam: 'Vietnam’s market-access list for foreign investors (conditional sectors and caps)',
  Malaysia: 'Malaysia’s sector rules on foreign equity (and Bumiputera requirements in some licences)',
  China: 'China’s Negative List for foreign investment',
  India:
    'India’s FDI policy (sector caps and approval routes, and Press Note 3 for investors from neighbouring countries)',
  'Saudi Arabia':
    'Saudi Arabia’s foreign investment licensing (MISA) and the Anti-Concealment Law against fronting',
  'the UAE':
    'the UAE’s commercial companies law (mainland activities on the strategic list still need a local partner) and its anti-fronting law',
  Mexico: 'Mexico’s Foreign Investment Law (reserved and capped sectors)',
};

const capped = (x: DutyContext): string[] => countriesIn(x.everywhere, OWNERSHIP_LAW);

export const FOREIGN_OWNERSHIP_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'foreign_ownership_limits',
    title: 'Foreign-ownership limits and nominee structures',
    owner: 'RISK_OFFICER',
    cues: [NOMINEE_OR_CAP],
    breach: [
      /\b(?:nominee (?:shareholders?|structure|arrangement|ownership|owners?|partners?)|nominees? (?:who |to |would |will )?hold|as (?:a |our |their )?nominees?|holds? (?:the )?shares (?:\w+ ){0,2}(?:for|on behalf of) (?:us|a foreign))\b/i,
    ],
    text: (x) => {
      const countries = capped(x);
      const rules = countries.length ? ` Here: ${countries.map((c) => OWNERSHIP_LAW[c]).join('; ')}.` : '';
      return `Where the law caps foreign ownership, the cap applies to who really owns and controls the company: shares held by local nominees for a foreign owner, or side agreements that hand the nominee’s votes and dividends to the foreigner, are void or unlawful in most such countries, and expose the owners to fines, prison and the loss of the licence and the assets.${rules} Structure the ownership within the cap (a licence, a permitted sector, a joint venture with a real partner) on local counsel’s advice before investing${countries.length ? ` in ${list(countries)}` : ''}.`;
    },
    action:
      'Have local counsel confirm the foreign-ownership cap and a lawful structure (a licence, a permitted sector or a real joint venture) before any money or shares move; use no nominees',
  },
];
