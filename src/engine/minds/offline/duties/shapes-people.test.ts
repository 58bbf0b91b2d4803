// Duties to people, their data and markets raised from the situation's shape (ADR 0110), each in
// three or more wordings of our own with near misses: pay formulas changed, exclusivity over a
// territory, data read from abroad or held for a customer, a data business bought, a product shut
// with its users, children asked to pay, medical goods supplied and food given away.
import { describe } from 'vitest';
import { type DutyCase, quiet, raises } from '../../../test-support/duty-cases.ts';

describe('a bonus or commission formula people hold, changed', () => {
  raises('employment_terms_change', [
    [
      'Quarterly bonus plan change',
      'Move the support team (26 people) from a quarterly bonus tied to NPS to an annual bonus tied to retention.',
    ],
    [
      'Sales commission',
      'Should we switch our 35 reps’ commission from revenue to gross margin, capped at 30% of base?',
    ],
    [
      'Incentives',
      'Do we replace the engineers’ incentive plan with a company-wide profit share from January? Staff are uneasy.',
    ],
  ]);
  quiet('employment_terms_change', [
    [
      'Bonus timing',
      'The annual bonus will be paid in March as every year; should we also hire two more reps?',
    ],
  ]);
});

describe('exclusivity over a territory for a term is competition law’s business', () => {
  raises('competition_law', [
    [
      'Distributor deal',
      'A large distributor wants to resell our sensors across DACH with a 35% margin and exclusivity for 4 years.',
    ],
    [
      'Sole reseller for the Nordics?',
      'They ask to be our sole reseller in the Nordics for a six-year term. Swedish company.',
    ],
    [
      'Exclusive dealer',
      'A dealer in Spain wants exclusive rights to the region until 2030 in return for volume targets.',
    ],
  ]);
  quiet('competition_law', [
    [
      'Custom feature',
      'A customer wants exclusivity on the integration we build for them for 2 years; worth £60k.',
    ],
  ]);
});

describe('people’s data read from another country, or held for a customer', () => {
  raises('data_transfer_abroad', [
    [
      'Data residency',
      'Our engineers in Pune access production data for German customers; a prospect wants EU-only access.',
    ],
    ['Support from Manila', 'Should our Philippine support team handle customer data of our French clients?'],
    [
      'SCCs or an EU team',
      'Sign SCCs so the India team can keep working on live data of our EU users, or hire in Berlin?',
    ],
  ]);
  quiet('data_transfer_abroad', [
    ['Hire in Berlin', 'Hire three engineers in Berlin for our German customers’ integrations, €80k each.'],
  ]);
  raises('personal_data_processing', [
    [
      'Bank contract',
      'Should we sign the UK bank’s paper? It includes an uncapped indemnity for data breaches; 3 years, £1.4M.',
    ],
    [
      'Hospital deal',
      'The hospital wants us to accept unlimited liability for any breach of their patient data. Should we sign the contract?',
    ],
    ['Retailer terms', 'Their MSA makes us liable for any data breach up to the full contract value.'],
  ]);
  quiet('personal_data_processing', [
    [
      'Retailer terms',
      'Their MSA makes us liable for any patent infringement claim up to the contract value.',
    ],
  ]);
});

describe('a business bought with the people’s records it runs on', () => {
  raises('personal_data_processing', [
    [
      'Acquire a smaller competitor',
      'We have been approached about buying a Delhi payroll startup for $15M.',
    ],
    ['Buy the clinic chain?', 'Acquire a telehealth provider with 40k patients for €9M.'],
    ['Tuck-in', 'Should we acquire an HR platform business in Leeds to add benefits administration?'],
  ]);
  quiet('personal_data_processing', [
    ['Buy a supplier', 'Should we acquire our cardboard box manufacturer for €4M?'],
  ]);
});

describe('a product shut under the people using it', () => {
  const shut: DutyCase[] = [
    [
      'Sunset our free tier',
      'We have 48k free users and 2,300 paying; shut the free tier with 60 days notice.',
    ],
    [
      'Close the consumer app',
      'Discontinue the app next quarter; 120,000 registered users still log in monthly.',
    ],
    ['Kill the basic plan?', 'Retire the free plan and move its 9k subscribers to a paid starter tier.'],
  ];
  raises('personal_data_processing', shut);
  raises('consumer_protection', shut);
  quiet('consumer_protection', [
    [
      'Retire on-prem',
      'Retire the on-prem edition used by 40 enterprise customers next year; they have migration credits.',
    ],
  ]);
});

describe('children asked to pay or donate in an app', () => {
  raises('consumer_protection', [
    [
      'Charity partnership',
      'We would run a campaign where our app users can donate in-app. Our app has a lot of teen users (13-17).',
    ],
    ['Loot boxes', 'Should we add paid loot boxes to the game? Most players are under 16.'],
    ['Upsell', 'Should we push premium subscriptions to our users aged 12-15 through in-app offers?'],
  ]);
  quiet('consumer_protection', [
    [
      'Charity partnership',
      'A children’s literacy charity wants us to donate 1% of revenue and co-brand; our users are teachers.',
    ],
  ]);
});

describe('medical goods supplied and food given away are regulated products', () => {
  raises('regulated_product', [
    [
      'Sign the supply deal?',
      'We make surgical drapes; a hospital group offers S$14M over 5 years as exclusive supplier.',
    ],
    ['Tender', 'Supply sterile dressings to the NHS trust for three years?'],
    [
      'Food bank',
      'A food bank asks us to donate unsold bread daily from our 32 shops. Do we commit for 3 years?',
    ],
    [
      'Surplus meals',
      'Should we give away surplus ready meals to a shelter every evening? Logistics cost £20k a year.',
    ],
  ]);
  quiet('regulated_product', [
    ['Donation', 'Donate C$50k to a food bank this year as part of our giving budget?'],
    ['Distributor', 'A distributor wants to resell our industrial IoT sensors across DACH for 4 years.'],
  ]);
});

describe('lease commitments told in the plural or inside a target', () => {
  raises('lease_commitment', [
    ['Open 3 stores', 'Three leases offered in Brisbane at A$420k a year each, 10-year terms.'],
    ['Acquire Harbour', 'Harbour has a leased facility with 4 years left and two big customers.'],
    [
      'New sites',
      'The landlords want 15-year terms for both warehouses at £300k a year each. Should we sign?',
    ],
  ]);
});

describe('a head office moved at home or a structure described is no tax presence abroad', () => {
  quiet('tax_residency', [
    [
      'Move HQ?',
      'Our head office lease in downtown Toronto ends next year; move to the plant campus in Mississauga.',
    ],
    ['Move HQ', 'Relocate our HQ from Manchester city centre to our Salford site to save rent.'],
    [
      'Switching our accounting firm',
      'We have a Singapore holding entity and a US subsidiary; the Big Four quote is ₹38 lakh vs ₹9 lakh now.',
    ],
  ]);
  raises('tax_residency', [
    ['Open in Germany', 'We are a UK company; should we hire our first five people in Berlin?'],
  ]);
});

describe('a supplier contract between businesses is no consumer matter', () => {
  quiet('consumer_protection', [
    [
      'Supplier switch',
      'Our carton supplier contract auto-renews for 2 years unless we give notice by 31 Dec.',
    ],
    ['Packaging', 'The wholesale supplier wants a price increase for all existing contracts from March.'],
  ]);
});
