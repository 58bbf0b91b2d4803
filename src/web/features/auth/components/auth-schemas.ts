// The login form's client checks, built from the server's own schemas (src/contracts/auth.ts).
import { z } from 'zod';
import { emailSchema, loginFormSchema, registerBodySchema } from '../../../../contracts/auth.ts';

export type AuthMode = 'login' | 'register';

export interface AuthFormValues {
  email: string;
  password: string;
  full_name: string;
  username: string;
}

export const AUTH_FIELDS = ['email', 'password', 'full_name', 'username'] as const;

/** Sign-in sends the e-mail as `username`; the form checks it is an e-mail first. */
export const signInSchema = z.object({ email: emailSchema, password: loginFormSchema.shape.password });

export const registerSchema = registerBodySchema;

export const AUTH_TEXT: Record<AuthMode, { title: string; submit: string; failure: string }> = {
  login: { title: 'Welcome Back', submit: 'Sign In', failure: 'Login failed' },
  register: { title: 'Create Account', submit: 'Create Account', failure: 'Registration failed' },
};
