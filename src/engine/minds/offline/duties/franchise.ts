// Franchising is regulated selling: whoever grants a franchise must disclose its finances, fees,
// litigation and outlet failures before anyone signs or pays, and in several places register first.
// A company becoming a franchisee takes on the franchisor's fees, territory and exit terms for
// years. Either way the board must raise it before the first agreement.
import { list } from '../reader/format.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { countriesIn } from './place-rules.ts';

/** Our own franchising, given or taken; a customer that happens to be a franchise chain is not. */
const FRANCHISE =
  /\b(?:franchis(?:e|ing) (?:our|the|it|this|them|out|model|concept|brand|format|agreement|fees?|disclosure|royalt\w*|rights|offer|deal|partner|network|system|package|territor\w*)|franchis(?:e|ing) (?:\w+ ){0,2}(?:concept|brand|format|model|business)|franchisees?|franchisors?|master (?:licen[cs]e|franchise)|area development agreement|(?:become|becoming|as) (?:a |the )?franchisee|(?:take|taking|buy|buying|sign|signing) (?:a |the )?franchise)\b/i;

/** The national rules on granting a franchise, by country. */
const FRANCHISE_LAW: Readonly<Record<string, string>> = {
  'the US':
    'the FTC Franchise Rule (a Franchise Disclosure Document 14 days before any signature or payment) and, in registration states such as California and New York, registering the offer first',
  Australia:
    'the Franchising Code of Conduct (a disclosure document and the code 14 days before signing, a cooling-off period, good-faith dealing)',
  Canada:
    'the provincial franchise acts (Ontario, Alberta, British Columbia and others: a disclosure document 14 days before signing, or the franchisee may rescind for up to two years)',
  'South Korea':
    'the Franchise Business Act (registering a disclosure document with the Fair Trade Commission)',
  China:
    'the Regulations on Commercial Franchising (filing with the commerce ministry, and two outlets run for a year first)',
  Malaysia: 'the Franchise Act (registering with the franchise registrar before offering)',
  Indonesia: 'the franchise regulation (a registered prospectus and franchise registration certificate)',
  Vietnam:
    'the Commercial Law’s franchise rules (registering with the trade ministry before franchising from abroad)',
  Brazil: 'the Franchise Law (a Circular de Oferta de Franquia 10 days before signing or any payment)',
  Mexico: 'the Industrial Property Law’s franchise rules (disclosure 30 working days before signing)',
  France: 'the Loi Doubin (a pre-contract information document 20 days before signing)',
  Spain: 'the franchisor register and the pre-contract disclosure 20 days before signing',
  Italy: 'the franchising law (Law 129/2004: the contract and disclosure 30 days before signing)',
  Belgium: 'the pre-contract information rules for commercial partnerships (one month before signing)',
  Sweden: 'the Franchise Disclosure Act (clear written information in good time before signing)',
  Japan:
    'the franchise guidelines under the Antimonopoly Act and the disclosure the Small and Medium Retail Business Promotion Act requires',
  'South Africa':
    'the Consumer Protection Act’s franchise rules (disclosure 14 days before signing, a 10-day cooling-off period)',
};

const countriesWithLaw = (x: DutyContext): string[] => countriesIn(x.everywhere, FRANCHISE_LAW);

export const FRANCHISE_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'franchise_disclosure',
    title: 'Franchise disclosure and registration',
    owner: 'INDEPENDENT_GOVERNANCE',
    cues: [FRANCHISE],
    text: (x) => {
      const countries = countriesWithLaw(x);
      const rules = countries.length
        ? ` Here that means ${countries.map((c) => FRANCHISE_LAW[c]).join('; ')}.`
        : '';
      return `Granting a franchise is regulated selling: the franchisor must give each prospective franchisee a disclosure document (its finances, every fee, litigation, outlets opened and closed) a set time before anything is signed or paid, and some countries require registration first; a franchise sold without it can be rescinded, with fees refunded and damages.${rules} Taking a franchise binds the company to fees, territory, supply and exit terms for years: read them as a long contract. Have franchise counsel in ${countries.length ? list(countries) : 'each market'} review the documents before any agreement.`;
    },
    action:
      'Have franchise counsel prepare (or review) the disclosure document and any registration, and sign nothing and take no fee before the waiting period has passed',
  },
];
