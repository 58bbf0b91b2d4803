// A senior hire who would keep what he makes in the job (a library, SDK, framework, model), with
// or without shares vested on day one, however the keeping is worded: the offer is conditional on
// an assignment of what is made in the job. A project of his own, kept in his spare time, is not.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from '../reader/read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const ASSIGNMENT_IN_THE_JOB = /^Make a signed assignment to the company of everything made in the job/;

describe('a hire who would keep what he makes in the job is offered only with an assignment', () => {
  it.each([
    [
      'Hire Dana as VP Engineering?',
      'She wants to retain the rights to the SDK she will build while working for us. It will be core to our platform. She also asks for 2% vesting immediately.',
    ],
    [
      'Should we hire Tom as head of engineering?',
      'Tom insists the SDK he writes stays his. He wants 3% of the shares, fully vested on day one. The SDK will be core to our platform.',
    ],
    [
      'Our new CTO candidate would own the framework he builds while with us. Do we hire him?',
      'He asks for 5% equity vested from day one.',
    ],
    ['Hire a VP of engineering who wants to keep the IP of the library he will write for us?', ''],
    [
      'Should we hire Lena as CTO?',
      'She wants all her equity vested at once and to keep the IP of the ML model she will train during her employment; the model will be the heart of our product.',
    ],
    [
      'Do we make the offer to our CTO candidate?',
      'Ravi wants 4% with no vesting. He also wants the testing tool he will create on company time to belong to him, not the company.',
    ],
    [
      'Appoint Jonas as Head of Engineering in Berlin?',
      'Salary 160k EUR. Jonas wants the data framework he develops during working hours to stay in his name; our app will run on it.',
    ],
    [
      'Should we hire Piotr as CTO?',
      'He wants 3% vested on day one. He has asked that ownership of the framework he’ll develop stays with him.',
    ],
    ['Should we hire Piotr as CTO?', 'He won’t assign the model he builds to us.'],
    [
      'Hire Chloé as head of platform?',
      'She wants to license the tool she builds to us rather than assign it. She will lead a team of 6 in Lyon.',
    ],
    [
      'Should we hire Piotr as CTO?',
      'He wants the library to be his, even though he will write it on our time.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('hire_executive');
    expect(r.duties.find((d) => d.id === 'ip_assignment')?.action).toMatch(ASSIGNMENT_IN_THE_JOB);
    if (/vest/i.test(topic + context))
      expect(r.duties.find((d) => d.id === 'founder_vesting')?.action).toMatch(/one-year cliff/);
  });

  it.each([
    [
      'Should we hire Sam as head of engineering?',
      'Sam maintains an open-source charting library in his spare time and wants it to stay his. Salary 150k EUR, 1% over four years with a one-year cliff.',
    ],
    [
      'Hire Aiko as CTO?',
      'She already maintains a popular open-source parsing library and will keep it as her own project. Salary ¥18M.',
    ],
  ])('a project of his own is scheduled as a prior invention, not claimed: %s', (topic, context) => {
    const ip = read(topic, context).duties.find((d) => d.id === 'ip_assignment');
    expect(ip?.action ?? '').not.toMatch(ASSIGNMENT_IN_THE_JOB);
    expect(ip?.breached ?? false).toBe(false);
  });

  it.each([
    [
      'Should we hire Ana as VP Sales?',
      'This is her first VP role. Her clients would stay with her if she left us.',
    ],
    ['Should we hire Ben as head of design?', 'The portfolio is his, and it is strong. Salary £120k.'],
  ])('a role, clients or a portfolio of his own are not IP made in the job: %s', (topic, context) => {
    expect(read(topic, context).duties.find((d) => d.id === 'ip_assignment')?.action ?? '').not.toMatch(
      ASSIGNMENT_IN_THE_JOB,
    );
  });

  it('customers who would stay with a leaver are not IP', () => {
    const r = read('Should we promote Ana to head of sales?', 'Her clients would stay with her if she left.');
    expect(r.duties.map((d) => d.id)).not.toContain('ip_assignment');
  });
});
