// A layoff follows the law where the staff work, not where an executive or investor comes from,
// and cutting jobs with no notice or severance crosses the line outside the US's at-will rules.
import { describe, expect, it } from 'vitest';
import { dutyIn } from '../../../test-support/duty-cases.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { decisionPlaces } from '../reader/decision-places.ts';

describe('a layoff abroad is judged by the law where the staff work', () => {
  it.each([
    [
      'Cut 40 jobs at the Monterrey plant on Friday?',
      'Our US COO says employment is at-will, so we can terminate without notice or severance. 220 staff in Mexico.',
      'Mexico',
    ],
    [
      'Should we let 25 people go at the Manila support centre next week?',
      'Our American founder wants it done with no severance to save cash. 140 staff in the Philippines.',
      'the Philippines',
    ],
  ])('%s', (topic, context, country) => {
    const duty = dutyIn(topic, context, 'layoff_consultation');
    expect(duty?.breached).toBe(true);
    expect(duty?.text).toContain(`in ${country}`);
    expect(duty?.text).not.toMatch(/WARN/);
  });

  it('near miss: at-will in Texas is no breach of a consultation duty', () => {
    const duty = dutyIn(
      'Lay off 30 people at the Dallas warehouse?',
      'Employment is at-will, so we can terminate without severance. 90 staff in Texas.',
      'layoff_consultation',
    );
    expect(duty?.breached).toBe(false);
  });

  it('a country the board holds no summary for is still named, not replaced by another', () => {
    const duty = dutyIn(
      'Cut 60 jobs at the Cairo call centre?',
      '300 staff in Egypt; margins have collapsed.',
      'layoff_consultation',
    );
    expect(duty?.text).toMatch(/Egypt has its own notice, consultation and severance rules/);
  });
});

describe('a country named as where a person comes from is no place of the decision', () => {
  it.each([
    ['Close the Leeds depot?', 'Our German investor wants it closed; the depot has 40 staff in the UK.'],
    ['Close the Leeds depot?', 'Our US-based chair wants it closed; the depot has 40 staff in the UK.'],
  ])('%s %s', (topic, context) => {
    expect(decisionPlaces(plainDecision(topic, context)).where.map((p) => p.name)).toEqual(['the UK']);
  });

  it('near miss: a US office is a place', () => {
    const places = decisionPlaces(
      plainDecision('Close the US office?', 'It has 12 staff; the UK team would take over.'),
    );
    expect(places.where.map((p) => p.name)).toContain('the US');
  });
});
