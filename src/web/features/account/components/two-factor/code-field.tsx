// The field of a one-time code: password managers and phones fill it (autocomplete
// one-time-code), pasting works, and a recovery code (letters, dashes) fits too.
import { TextInput, type TextInputProps } from '@mantine/core';

export function CodeField({ recovery = false, ...props }: TextInputProps & { recovery?: boolean }) {
  return (
    <TextInput
      label={recovery ? 'Recovery code' : 'Authentication code'}
      description={
        recovery
          ? 'One of the codes you saved when you turned on two-factor. Each works once.'
          : 'The 6-digit code your authenticator app shows now.'
      }
      placeholder={recovery ? 'xxxxxx-xxxxxx-xxxxxx-xxxxxx' : '123456'}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={40}
      withAsterisk
      {...props}
    />
  );
}
