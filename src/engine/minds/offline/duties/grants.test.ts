// A grant named as a thing in any wording carries its conditions; 'grant' as a verb does not.
import { describe } from 'vitest';
import { quiet, raises } from '../../../test-support/duty-cases.ts';

describe('a grant named as a thing carries its conditions', () => {
  raises('grant_conditions', [
    [
      'Take the Innovation Authority grant?',
      'The authority approved a grant of ₪3.2m covering half the R&D programme.',
    ],
    [
      'Should we accept the state subsidy for the new kiln?',
      'It pays 30% of the kiln if we keep 40 jobs for five years.',
    ],
  ]);
  quiet('grant_conditions', [
    ['Grant the CTO 2% in options?', 'She has been with us four years and leads the platform team.'],
    ['Should we grant the distributor exclusivity in Chile?', 'They would commit to $1M of orders a year.'],
  ]);
});
