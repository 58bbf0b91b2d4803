// The breach-notification laws outside the UK, the EU, the US, Australia, Canada and India (which
// the duty names itself): who must be told and how fast, per country. A company in Kuala Lumpur or
// Lagos needs its own clock named, not a general "within days".
import type { DutyContext } from './duty-kit.ts';
import { countriesIn } from './place-rules.ts';

const BREACH_LAWS: Readonly<Record<string, string>> = {
  Malaysia:
    'Malaysia’s amended PDPA requires notice to the Personal Data Protection Commissioner within 72 hours, and to the people affected within 7 days when the breach is likely to cause them significant harm',
  Singapore:
    'Singapore’s PDPA requires notice to the PDPC within 3 calendar days of assessing that a breach is notifiable, and to the people affected when significant harm is likely',
  'the Philippines':
    'the Philippines’ Data Privacy Act requires notice to the National Privacy Commission and to the people affected within 72 hours',
  Thailand:
    'Thailand’s PDPA requires notice to the PDPC office within 72 hours, and to the people affected when the risk is high',
  Indonesia:
    'Indonesia’s PDP Law requires written notice to the people affected and to the authority within 3 × 24 hours',
  Vietnam: 'Vietnam’s Decree 13 requires notice to the Ministry of Public Security within 72 hours',
  Japan:
    'Japan’s APPI requires a prompt preliminary report to the Personal Information Protection Commission, a full report within 30 days (60 for an attack), and notice to the people affected',
  'South Korea':
    'South Korea’s PIPA requires notice to the people affected and a report to the PIPC within 72 hours',
  China:
    'China’s PIPL requires immediate remedial steps and notice to the authorities and the people affected',
  Brazil: 'Brazil’s LGPD requires notice to the ANPD and to the people affected within 3 working days',
  Colombia: 'Colombia requires a report to the SIC within 15 business days',
  'South Africa':
    'South Africa’s POPIA requires notice to the Information Regulator and to the people affected as soon as reasonably possible',
  Nigeria:
    'Nigeria’s Data Protection Act requires notice to the NDPC within 72 hours, and to the people affected at once when the risk is high',
  Kenya:
    'Kenya’s Data Protection Act requires notice to the Data Commissioner within 72 hours, and to the people affected within a reasonable time',
  Egypt: 'Egypt’s Personal Data Protection Law requires notice to the Data Protection Centre within 72 hours',
  Turkey:
    'Turkey’s KVKK requires notice to the Personal Data Protection Board within 72 hours and to the people affected as soon as possible',
  'Saudi Arabia':
    'Saudi Arabia’s PDPL requires notice to SDAIA within 72 hours, and to the people affected when harm is likely',
  'the UAE': 'the UAE’s PDPL requires notice to the UAE Data Office and to the people affected without delay',
  Israel:
    'Israel’s data-security regulations require notice of a severe incident to the Privacy Protection Authority at once',
  Switzerland:
    'Switzerland’s FADP requires notice to the FDPIC as soon as possible when the risk to people is high',
  Norway: 'Norway applies the GDPR: notice to Datatilsynet within 72 hours',
  'New Zealand':
    'New Zealand’s Privacy Act requires notice to the Privacy Commissioner and to the people affected as soon as practicable when serious harm is likely',
};

/** The national breach-notification rules for the countries the decision names. */
export function breachLawsFor(x: DutyContext): string[] {
  return countriesIn(x.everywhere, BREACH_LAWS).map((c) => BREACH_LAWS[c] as string);
}
