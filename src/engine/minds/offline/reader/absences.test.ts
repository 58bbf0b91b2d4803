// Facts stated negatively keep their polarity: a missing safeguard is read, in several wordings,
// as the risk it is, and raises its duty; a safeguard said to be in place, or a thing the text
// rules out, raises nothing.
import { describe, expect, it } from 'vitest';
import { dutyContext } from '../duties/context.ts';
import { dutiesOf } from '../duties/index.ts';
import { findCues } from '../duties/match.ts';
import { type AbsenceId, absencesOf } from './absences.ts';

const absences = (text: string) => absencesOf(text).map((a) => a.id);
const duties = (text: string) => dutiesOf(dutyContext(text, null)).map((d) => d.id);

const CASES: Record<AbsenceId, { yes: string[]; no: string[] }> = {
  liability_uncapped: {
    yes: [
      'Their paper makes our liability unlimited for any data loss.',
      'The indemnity we would give runs without limit.',
      'Under the new terms our liability is not capped at all.',
      'There is no overall cap on what we would be liable for.',
    ],
    no: [
      'Liability is capped at 12 months of fees, not unlimited.',
      'We offer unlimited seats for a flat fee.',
    ],
  },
  data_unencrypted: {
    yes: [
      'The laptop held customer emails and the disk was not encrypted.',
      'Our patient records database is stored unencrypted on one server.',
      'The old CRM keeps client details in plain text.',
      "We don't encrypt the backups of user data.",
    ],
    no: ['All customer data is encrypted at rest and in transit.', 'The video was not encrypted.'],
  },
  no_vesting: {
    yes: [
      'We never set up vesting when we incorporated, so he holds all his shares.',
      'Her shares would not be subject to any vesting.',
      'The co-founder’s equity was fully vested from day one.',
      'His shares do not vest; he owns them outright.',
      'He demands that his 4% stake vests immediately.',
      'She asks for 5% equity fully vested on her first day.',
    ],
    no: ['Her shares vest over four years with a one-year cliff.'],
  },
  no_written_contract: {
    yes: [
      'There is no written contract with the agency that built the app.',
      'It was all agreed on a handshake with the freelancer who wrote the code.',
      'The contract with the developer was never signed.',
    ],
    no: ['We signed a written contract with the agency last March.'],
  },
  people_not_told: {
    yes: [
      'Customers have not been told about the leak yet.',
      'Staff are still unaware of the plan to close the office.',
      'We kept the regulator in the dark so far.',
    ],
    no: ['Everyone affected was told on Monday.'],
  },
  no_consent: {
    yes: [
      'We would use the recordings without their consent.',
      'Users never opted in to this.',
      'The clinic shared patient photos without asking them.',
    ],
    no: ['Every user gave explicit consent in the sign-up flow.'],
  },
  consent_limited: {
    yes: [
      'Parents consented to use of data for running the app only.',
      'Patients agreed only to their data being used for their own treatment.',
      'Our privacy policy says the data is used only to show nearby stores.',
      'The consent our members gave does not cover sharing with third parties.',
    ],
    no: ['Members consented to research use and to sharing with named partners.'],
  },
  no_ip_assignment: {
    yes: [
      'He never signed an IP assignment.',
      'There is no IP assignment from the agency.',
      'She has not signed any invention assignment yet.',
    ],
    no: ['Every founder signed an IP assignment at incorporation.'],
  },
  not_accredited: {
    yes: [
      'Three of the angels are not accredited investors.',
      'Five of the investors are non-accredited.',
      'Some of them aren’t accredited.',
    ],
    no: ['All twelve investors are accredited.'],
  },
  no_valuation_cap: {
    yes: [
      'We raise on an uncapped SAFE.',
      'The note has no valuation cap.',
      'A SAFE with no cap and no discount.',
    ],
    no: ['The SAFE has a $6M cap.'],
  },
  no_discount: {
    yes: [
      'A SAFE with no cap and no discount.',
      'The convertible note comes without a discount.',
      'The note carries zero discount.',
    ],
    no: ['The note converts at a 20% discount.'],
  },
  no_break_clause: {
    yes: [
      'The lease runs ten years and there is no break clause.',
      'We would sign without any break option.',
      'We cannot exit the lease early.',
    ],
    no: ['The lease has a break clause at year five.'],
  },
  no_impact_assessment: {
    yes: [
      'No data protection impact assessment has been done.',
      'We have not done an impact assessment.',
      'Nobody has carried out a DPIA.',
    ],
    no: ['The DPIA was completed and signed off in March.'],
  },
  kept_forever: {
    yes: [
      'We keep the uploaded files forever.',
      'Customer records are retained indefinitely.',
      'There is no retention period for the data.',
    ],
    no: ['Files are deleted after six years.'],
  },
  no_accounts: {
    yes: [
      'The founder wants £400k for the café; all we have is her one-page summary, no accounts.',
      'We have not reviewed any financial statements yet.',
      'So far we have only had the vendor’s spreadsheet.',
    ],
    no: ['We have three years of audited accounts from the seller.', 'We have no accounts in Texas yet.'],
  },
};

describe('facts stated negatively', () => {
  for (const [id, c] of Object.entries(CASES)) {
    it(`reads '${id}' in several wordings, and not a near miss`, () => {
      for (const text of c.yes) expect(absences(text), text).toContain(id);
      for (const text of c.no) expect(absences(text), text).not.toContain(id);
    });
  }

  it('raises the duty a missing safeguard triggers, worded with the fact', () => {
    for (const text of CASES.liability_uncapped.yes)
      expect(duties(text), text).toContain('uncapped_liability');
    expect(duties('Liability is capped at 12 months of fees, not unlimited.')).not.toContain(
      'uncapped_liability',
    );
    const vesting = dutiesOf(
      dutyContext('Should Maya join as co-founder? Her shares would be fully vested from day one.', null),
    ).find((d) => d.id === 'founder_vesting');
    expect(vesting?.text).toMatch(/no vesting/);
    for (const text of CASES.no_vesting.yes) expect(duties(text), text).toContain('founder_vesting');
  });

  it('makes unencrypted personal data a breach only once it is lost or copied', () => {
    const lost =
      'A sales rep lost a laptop with 3,000 customer names and emails on the train. The disk was not encrypted.';
    expect(duties(lost)).toEqual(expect.arrayContaining(['personal_data_processing', 'breach_notification']));
    const stored = 'Our patient records database is stored unencrypted on a single server.';
    expect(duties(stored)).toContain('personal_data_processing');
    expect(duties(stored)).not.toContain('breach_notification');
  });

  it('code built with nothing signed needs an IP assignment; a handshake on a price does not', () => {
    expect(duties('There is no written contract with the agency; they built the whole app.')).toContain(
      'ip_assignment',
    );
    expect(duties('We agreed the price on a handshake with our landlord.')).not.toContain('ip_assignment');
  });
});

describe('a negation that governs a safeguard keeps the thing', () => {
  const cue = [/\b(breach|health data|unlimited liability)\b/i];
  it('keeps the breach, the data and the liability when only their handling is negated', () => {
    expect(findCues('We have not disclosed the breach to anyone.', cue)).toEqual(['breach']);
    expect(findCues('The health data is not encrypted.', cue)).toEqual(['health data']);
    expect(findCues('We will not accept unlimited liability, but they insist.', cue)).toEqual([
      'unlimited liability',
    ]);
  });
  it('still drops what the text rules out', () => {
    expect(findCues('We hold no health data.', cue)).toEqual([]);
    expect(findCues('There was no breach.', cue)).toEqual([]);
    expect(findCues('The health data is not involved.', cue)).toEqual([]);
  });
});

describe('a duty its kind raises, when the text rules its subject out', () => {
  const loan = (text: string) => dutiesOf(dutyContext(text, 'take_loan')).map((d) => d.id);
  it('is not raised for a loan that has no covenants, however that is said', () => {
    expect(loan('Should we take the $500k term loan? There are no financial covenants.')).not.toContain(
      'debt_covenants',
    );
    expect(loan('The bank offers $300k, covenant-free, at 9%.')).not.toContain('debt_covenants');
    expect(loan('A $1M facility without any covenants over 3 years.')).not.toContain('debt_covenants');
  });
  it('is raised when the loan names a covenant, or says nothing of them', () => {
    expect(loan('The loan has a minimum cash covenant of $1M.')).toContain('debt_covenants');
    expect(loan('Should we take a $500k loan from our bank at 8%?')).toContain('debt_covenants');
  });
});
