import { describe, expect, it } from 'vitest';
import { SESSION_FORM_MESSAGES } from '../../../../contracts/sessions.ts';
import { reportFileName } from './file-name.ts';
import { EMPTY_SESSION_FORM, missingItems, sessionFormErrors, toCreateSessionBody } from './session-form.ts';

const valid = {
  ...EMPTY_SESSION_FORM,
  topic: 'Raise a seed round',
  context: 'We have six months of runway left.',
  companyInfo: 'B2B SaaS, 12 people, Berlin based.',
};

describe('session form', () => {
  it('lists what is missing with the contract messages, in field order', () => {
    const errors = sessionFormErrors(EMPTY_SESSION_FORM);
    expect(missingItems(errors)).toEqual([
      SESSION_FORM_MESSAGES.topic,
      SESSION_FORM_MESSAGES.context,
      SESSION_FORM_MESSAGES.companyInfo,
    ]);
  });

  it('needs more than 5, at most 500 topic characters and more than 20 of context and company info', () => {
    expect(sessionFormErrors({ ...valid, topic: '12345' }).topic).toBe(SESSION_FORM_MESSAGES.topic);
    expect(sessionFormErrors({ ...valid, topic: '123456' })).toEqual({});
    expect(sessionFormErrors({ ...valid, topic: 'x'.repeat(501) }).topic).toBe(
      SESSION_FORM_MESSAGES.topicMax,
    );
    expect(sessionFormErrors({ ...valid, context: 'x'.repeat(20) }).context).toBe(
      SESSION_FORM_MESSAGES.context,
    );
    expect(sessionFormErrors({ ...valid, companyInfo: `  ${'x'.repeat(20)}  ` }).companyInfo).toBe(
      SESSION_FORM_MESSAGES.companyInfo,
    );
    expect(sessionFormErrors({ ...valid, companyInfo: 'x'.repeat(21) })).toEqual({});
  });

  it('builds the request body with optional constraints left out when blank', () => {
    expect(toCreateSessionBody({ ...valid, budget: ' €2M ', timeline: '' })).toEqual({
      decision_topic: 'Raise a seed round',
      decision_context: 'We have six months of runway left.',
      decision_type: 'strategic',
      constraints: {
        company_info: 'B2B SaaS, 12 people, Berlin based.',
        budget: '€2M',
        timeline: null,
        other: null,
      },
    });
  });

  it('names a report the server did not name after its session', () => {
    expect(reportFileName('0123456789abcdef', 'pdf')).toBe('boardwise-session-01234567.pdf');
  });
});

describe('options in the session form', () => {
  it('sends one option per line, without list marks, and none when blank', () => {
    expect(
      toCreateSessionBody({ ...valid, options: '- Vendor A\n\nB) Vendor B \n3. Build' }).options,
    ).toEqual(['Vendor A', 'Vendor B', 'Build']);
    expect('options' in toCreateSessionBody(valid)).toBe(false);
  });

  it('lists a single option as a problem, with the contract message', () => {
    const errors = sessionFormErrors({ ...valid, options: 'Only one' });
    expect(errors.options).toBe('Give between 2 and 5 options, or none for a yes/no decision');
    expect(missingItems(errors)).toEqual([errors.options]);
  });
});
