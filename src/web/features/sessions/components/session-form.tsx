// The manual session form: topic (with a counter), context, company information and
// optional constraints; 'Ask the Board' is enabled only when valid, with what is missing listed.
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { TOPIC_MAX } from '../../../../contracts/sessions.ts';
import {
  missingItems,
  type SessionFormField,
  type SessionFormValues,
  sessionFormErrors,
} from '../lib/session-form.ts';
import type { FormStart } from './form-footer.tsx';
import { SessionFormFrame, textFieldBinder } from './session-form-frame.tsx';

interface SessionFormProps {
  values: SessionFormValues;
  onChange: (values: SessionFormValues) => void;
  onSubmit: () => void;
  start: FormStart;
}

export function SessionForm({ values, onChange, onSubmit, start }: SessionFormProps) {
  const [touched, setTouched] = useState<Partial<Record<SessionFormField, boolean>>>({});
  const errors = sessionFormErrors(values);
  const missing = missingItems(errors);

  const field = textFieldBinder({
    values,
    onChange,
    touched,
    touch: (name: SessionFormField) => setTouched((t) => ({ ...t, [name]: true })),
    errors,
  });

  return (
    <SessionFormFrame field={field} onSubmit={onSubmit} missing={missing} start={start}>
      <Textarea
        label="Decision Topic"
        description={`What should the board decide? ${values.topic.length}/${TOPIC_MAX} characters`}
        placeholder="e.g. Should we raise a seed round now or extend runway first?"
        withAsterisk
        maxRows={5}
        {...field('topic')}
      />
      <Textarea
        label="Context"
        description="The situation, the options and what you already know"
        withAsterisk
        minRows={3}
        maxRows={10}
        {...field('context')}
      />
      <Textarea
        label="Options (optional)"
        description="Choosing between options? One per line, 2 to 5 (e.g. Vendor A at $40k a year). Leave blank for a yes/no decision; options laid out in the context are found for you."
        placeholder={'Vendor A at $40k a year\nVendor B at $55k a year with an SLA\nBuild in-house'}
        maxRows={6}
        {...field('options')}
      />
    </SessionFormFrame>
  );
}
