// One form, two modes: 'Welcome Back' signs in, 'Create Account' registers and then
// signs in. Client checks mirror the server's schemas; server errors show the detail.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SecondStep } from '../../../../contracts/two-factor.ts';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import {
  needsSecondStep,
  type SignInResult,
  useLogin,
  useRegisterAndLogin,
} from '../../../shared/api/auth.ts';
import { fieldErrorsFromDetail } from '../../../shared/lib/field-errors.ts';
import {
  AUTH_FIELDS,
  AUTH_TEXT,
  type AuthFormValues,
  type AuthMode,
  registerSchema,
  signInSchema,
} from './auth-schemas.ts';
import { GuestNote } from './guest-note.tsx';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SsoButton } from './sso-button.tsx';

/** The request page, with the address already typed carried over. */
const forgotPasswordPath = (email: string) =>
  email.trim() ? `/forgot-password?${new URLSearchParams({ email: email.trim() })}` : '/forgot-password';

const validateSignIn = schemaResolver(signInSchema, { sync: true });
const validateRegister = schemaResolver(registerSchema, { sync: true });

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  /** Prefilled address (an invitation's), still editable. */
  initialEmail?: string;
}

export function AuthForm({ mode, onModeChange, onSignedIn, initialEmail = '' }: AuthFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  // Set when the password was right and two-factor asks for a second step.
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const login = useLogin();
  const registerAndLogin = useRegisterAndLogin();
  const busy = login.isPending || registerAndLogin.isPending;
  const text = AUTH_TEXT[mode];

  // The form keeps its values across the toggle; validation follows the current mode.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const form = useForm<AuthFormValues>({
    initialValues: { email: initialEmail, password: '', full_name: '', username: '' },
    validate: (values) =>
      modeRef.current === 'register' ? validateRegister(values) : validateSignIn(values),
  });

  const onError = (error: unknown) => {
    setServerError(errorMessage(error, text.failure));
    if (error instanceof ApiError) form.setErrors(fieldErrorsFromDetail(error.detail, AUTH_FIELDS));
  };

  const onSuccess = (result: SignInResult) => {
    if (needsSecondStep(result)) setSecondStep(result);
    else onSignedIn();
  };

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    if (mode === 'login') {
      login.mutate({ username: values.email.trim(), password: values.password }, { onSuccess, onError });
    } else {
      registerAndLogin.mutate(registerSchema.parse(values), { onSuccess, onError });
    }
  });

  const switchMode = () => {
    setServerError(null);
    form.clearErrors();
    onModeChange(mode === 'login' ? 'register' : 'login');
  };

  if (secondStep)
    return (
      <SecondFactorStep
        step={secondStep}
        onSignedIn={onSignedIn}
        onCancel={() => {
          setSecondStep(null);
          form.setFieldValue('password', '');
        }}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
      <Stack gap="md">
        <div>
          <Title id="auth-title" order={1} size="h2">
            {text.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {mode === 'login'
              ? 'Sign in to your boards.'
              : 'Create an account to keep your boards and sessions.'}
          </Text>
        </div>
        <GuestNote mode={mode} />
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        {mode === 'register' && (
          <TextInput
            label="Full Name"
            autoComplete="name"
            withAsterisk
            key="full_name"
            {...form.getInputProps('full_name')}
          />
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          withAsterisk
          {...form.getInputProps('email')}
        />
        {mode === 'register' && (
          <TextInput
            label="Username"
            autoComplete="off"
            withAsterisk
            key="username"
            {...form.getInputProps('username')}
          />
        )}
        <PasswordInput
          label="Password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          description={mode === 'register' ? 'At least 8 characters' : undefined}
          withAsterisk
          {...form.getInputProps('password')}
        />
        {mode === 'login' && (
          <Anchor component={Link} to={forgotPasswordPath(form.values.email)} size="sm" mt={-8}>
            Forgot password?
          </Anchor>
        )}
        <Button type="submit" loading={busy} fullWidth mt="xs">
          {text.submit}
        </Button>
        {mode === 'login' && <PasskeySignInButton onSignedIn={onSignedIn} onError={setServerError} />}
        {mode === 'login' && <SsoButton email={form.values.email.trim()} onError={setServerError} />}
        <Text size="sm" ta="center">
          {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
          <Anchor component="button" type="button" onClick={switchMode} fw={600}>
            {mode === 'login' ? 'Create Account' : 'Sign in'}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
