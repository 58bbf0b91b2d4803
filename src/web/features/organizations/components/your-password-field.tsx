// The administrator's own password, asked again before a single sign-on change (the settings, a
// domain's proof by link or by DNS).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function YourPasswordField(props: PasswordInputProps) {
  return <PasswordInput label="Your password" autoComplete="current-password" {...props} />;
}
