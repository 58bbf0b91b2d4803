// The manual session form: its values, what is missing, and the request body. The
// rules and messages are the contract's (createSessionBodySchema, SESSION_FORM_MESSAGES).
import { type CreateSessionBody, createSessionBodySchema } from '../../../../contracts/sessions.ts';
import { optionLabels } from '../../../shared/lib/option-lines.ts';

export interface SessionFormValues {
  topic: string;
  context: string;
  companyInfo: string;
  budget: string;
  timeline: string;
  other: string;
  /** The options to choose between, one per line; blank for a yes/no decision (or options in the text). */
  options: string;
}

export type SessionFormField = keyof SessionFormValues;
export type SessionFormErrors = Partial<Record<SessionFormField, string>>;

export const EMPTY_SESSION_FORM: SessionFormValues = {
  topic: '',
  context: '',
  companyInfo: '',
  budget: '',
  timeline: '',
  other: '',
  options: '',
};

/** Form fields in the order they are shown (and their problems listed). */
export const FIELD_ORDER: readonly SessionFormField[] = [
  'topic',
  'context',
  'companyInfo',
  'budget',
  'timeline',
  'other',
  'options',
];

/** An optional constraint as sent: trimmed, or null when blank. */
export const optionalConstraint = (value: string) => (value.trim() ? value.trim() : null);

/** The constraints both forms ask (company, budget, timeline, anything else), a blank one as null. */
export const constraintsOf = (
  values: Pick<SessionFormValues, 'companyInfo' | 'budget' | 'timeline' | 'other'>,
) => ({
  company_info: values.companyInfo.trim(),
  budget: optionalConstraint(values.budget),
  timeline: optionalConstraint(values.timeline),
  other: optionalConstraint(values.other),
});

export function toCreateSessionBody(values: SessionFormValues): CreateSessionBody {
  const options = optionLabels(values.options);
  return {
    ...(options ? { options } : {}),
    decision_topic: values.topic.trim(),
    decision_context: values.context.trim(),
    decision_type: 'strategic',
    constraints: constraintsOf(values),
  };
}

function fieldOf(path: readonly PropertyKey[]): SessionFormField | null {
  const [first, second] = path;
  if (first === 'decision_topic') return 'topic';
  if (first === 'decision_context') return 'context';
  if (first === 'options') return 'options';
  if (first !== 'constraints') return null;
  if (second === 'company_info') return 'companyInfo';
  if (second === 'budget' || second === 'timeline' || second === 'other') return second;
  return null;
}

/** The first problem of each field, with the contract's messages; empty when the form is valid. */
export function sessionFormErrors(values: SessionFormValues): SessionFormErrors {
  const result = createSessionBodySchema.safeParse(toCreateSessionBody(values));
  if (result.success) return {};
  const errors: SessionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The problems in field order, for the list next to the submit button. */
export function missingItems(errors: SessionFormErrors): string[] {
  return FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : []));
}
