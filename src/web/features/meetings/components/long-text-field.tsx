// A long free-text field of the meeting forms (a description, background, a proposal): it grows
// from two rows to six as it is typed in, then scrolls.
import { Textarea, type TextareaProps } from '@mantine/core';

export function LongTextField(props: TextareaProps) {
  return <Textarea maxRows={6} {...props} />;
}
