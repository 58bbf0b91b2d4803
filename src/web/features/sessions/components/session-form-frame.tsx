// What both session forms (manual, agenda import) share around their own fields: company
// information, the optional constraints, and the footer; a submit only goes ahead when nothing is
// missing. Also how each of their text fields is bound to the form's values.
import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import {
  CompanyInfoField,
  type ConstraintField,
  ConstraintFields,
  type FieldProps,
} from './constraint-fields.tsx';
import { FormFooter, type FormFooterProps } from './form-footer.tsx';

/** A form's text field: its value, a change to it, touched on blur, its error once touched. */
export function textFieldBinder<Name extends string, Values extends Record<Name, string>>(form: {
  values: Values;
  onChange: (values: Values) => void;
  touched: Partial<Record<Name, boolean>>;
  touch: (name: Name) => void;
  errors: Partial<Record<Name, string>>;
}) {
  return (name: Name): FieldProps => ({
    value: form.values[name],
    onChange: (event) => form.onChange({ ...form.values, [name]: event.currentTarget.value }),
    onBlur: () => form.touch(name),
    error: form.touched[name] ? form.errors[name] : undefined,
  });
}

interface SessionFormFrameProps extends FormFooterProps {
  field: (name: 'companyInfo' | ConstraintField) => FieldProps;
  companyInfoDescription?: string;
  /** Called on submit when nothing is missing and no start is under way. */
  onSubmit: () => void;
  /** The form's own fields, above the shared ones. */
  children: ReactNode;
}

export function SessionFormFrame({
  field,
  companyInfoDescription,
  onSubmit,
  children,
  ...footer
}: SessionFormFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (footer.missing.length === 0 && !footer.start.pending) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        <CompanyInfoField props={field('companyInfo')} description={companyInfoDescription} />
        <ConstraintFields field={field} />
        <FormFooter {...footer} />
      </Stack>
    </form>
  );
}
