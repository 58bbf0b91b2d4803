// Exchange control: in some countries money crossing the border needs the central bank's rules
// followed (an approval, a registration, a reporting bank, proceeds brought home in time). A
// South African company billing in dollars, an Argentine one holding cash in Uruguay, a Nigerian one
// paying a foreign parent: the step may be lawful, but only done through those rules, and doing it
// without them can freeze the money or void the deal.
import { list } from '../reader/format.ts';
import type { DutyContext, DutyDefinition } from './duty-kit.ts';
import { countriesIn } from './place-rules.ts';

/** The countries whose central bank controls money crossing the border, and the rule to name. */
const CONTROLS: Readonly<Record<string, string>> = {
  'South Africa':
    'South Africa’s exchange-control rules (the Reserve Bank’s, applied through an authorised dealer bank)',
  Argentina:
    'Argentina’s exchange controls (the Central Bank’s rules on access to foreign currency and on bringing export proceeds home)',
  Nigeria:
    'Nigeria’s foreign-exchange rules (the Central Bank’s, including the certificate of capital importation for foreign money)',
  Egypt: 'Egypt’s foreign-exchange rules (the Central Bank’s limits on transfers abroad)',
  China: 'China’s foreign-exchange rules (SAFE registration of money coming in and going out)',
  India:
    'India’s foreign-exchange law (FEMA and the Reserve Bank’s reporting for investment and payments abroad)',
  Vietnam:
    'Vietnam’s foreign-exchange rules (the State Bank’s registration of foreign loans and investment accounts)',
  Bangladesh: 'Bangladesh’s foreign-exchange rules (the Bangladesh Bank’s approvals)',
  Pakistan: 'Pakistan’s foreign-exchange rules (the State Bank’s approvals and reporting)',
  Morocco: 'Morocco’s exchange controls (the Office des Changes)',
  Brazil:
    'Brazil’s foreign-capital rules (registration of foreign investment and loans with the Central Bank)',
  Colombia:
    'Colombia’s exchange regime (registration of foreign investment and foreign debt with the Banco de la República)',
  'the Philippines':
    'the Philippines’ foreign-exchange rules (registration of foreign investment and loans with the Bangko Sentral)',
  'South Korea': 'South Korea’s Foreign Exchange Transactions Act (reporting to a designated bank)',
  Malaysia:
    'Malaysia’s foreign-exchange policy (Bank Negara’s rules on investment abroad and foreign borrowing)',
  Indonesia: 'Indonesia’s foreign-exchange reporting (Bank Indonesia)',
  Thailand: 'Thailand’s exchange-control rules (the Bank of Thailand’s)',
  Turkey: 'Turkey’s foreign-exchange rules (the Central Bank’s, including bringing export proceeds home)',
  Ukraine: 'Ukraine’s currency rules (the National Bank’s limits on transfers abroad)',
};

/** Money crossing the border: held, paid, billed, borrowed, invested or moved abroad or in another currency. */
const MONEY_ACROSS =
  /\b(?:offshore|abroad|overseas|foreign (?:bank|account|currency|investors?|parent|holding|entity|lenders?|loans?|capital|investment|subsidiar\w*|company)|(?:bank )?accounts? (?:in|abroad|overseas|outside)|(?:bill|invoic|pric|charg|paid|pay|receiv|collect|hold|keep|held|park|earn)\w* (?:\w+ ){0,4}in (?:us )?(?:dollars|usd|euros?|eur|sterling|gbp|hard currency|foreign currency)|(?:dollar|usd|euro|hard[- ]currency|foreign[- ]currency) (?:accounts?|billing|revenue|invoices?|loans?|debt|pricing|contracts?)|repatriat\w*|(?:dividends?|royalt\w*|management fees?|licen[cs]e fees?|interest) (?:\w+ ){0,3}(?:to|abroad|overseas) (?:the |our |a )?(?:\w+ )?(?:parent|holding|shareholders?|investors?|abroad|overseas)|export proceeds|flip\w*|(?:us|uk|delaware|singapore|mauritius|dubai|cayman|uruguay|swiss|foreign) (?:parent|holding company|holdco|entity|account|bank)|(?:move|transfer|send|wire|remit)\w* (?:\w+ ){0,4}(?:abroad|overseas|offshore|out of the country|to (?:the )?(?:us|uk|uruguay|dubai|singapore|mauritius|switzerland|europe))|(?:buy|acquir|invest)\w* (?:\w+ ){0,4}(?:abroad|overseas|offshore|in (?:the )?(?:us|uk|europe|a foreign))|(?:loan|debt|note|financing) from (?:a |an |our |the )?(?:foreign|offshore|overseas|us|uk|european|international)|official (?:exchange )?(?:market|rate)|parallel (?:exchange )?(?:market|rate)|black[- ]market (?:exchange )?rate|(?:blue|parallel) dollar|d[oó]lar blue|(?:dollars|usd|euros?|foreign currency|export proceeds|hard currency)\b(?: \w+){0,3} (?:liquidat\w*|repatriat\w*|convert\w*|brought home)|repatriat\w*)\b/i;

const controlled = (x: DutyContext): string[] => countriesIn(x.everywhere, CONTROLS);

export const EXCHANGE_CONTROL_DUTIES: readonly DutyDefinition[] = [
  {
    id: 'exchange_control',
    title: 'Exchange control on money crossing the border',
    owner: 'CFO',
    cues: [MONEY_ACROSS],
    when: (x) => controlled(x).length > 0,
    text: (x) => {
      const countries = controlled(x);
      const rules = countries.map((c) => CONTROLS[c]).join('; ');
      return `Money crossing the border of ${list(countries)} is regulated: ${rules}. Holding money abroad, billing or being paid in foreign currency, paying a foreign parent or lender, or investing abroad may need an approval, a registration or a reporting bank, and export proceeds usually must come home within a set time; a step taken outside those rules can freeze the money, void the transfer or bring penalties. Take advice from the company’s bank and exchange-control counsel before money moves.`;
    },
    action:
      'Have the company’s bank and exchange-control counsel confirm the approvals, registrations and reporting the money flow needs before it moves',
  },
];
