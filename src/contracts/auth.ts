// Account contracts: one schema per wire shape, shared by the Fastify routes, the OpenAPI
// document and the React forms.
import { z } from 'zod';
import { emailBounceSchema, emailSchema } from './email.ts';
import { passwordSchema } from './password-policy.ts';
import { textSchema } from './text.ts';

export { emailSchema } from './email.ts';
export { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordSchema } from './password-policy.ts';

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  username: textSchema
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores'),
  full_name: textSchema
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** OAuth2 password form, as FastAPI reads it: `username` carries the e-mail. */
export const loginFormSchema = z.object({
  username: textSchema.trim().min(1, 'Email is required').max(320),
  password: textSchema.min(1, 'Password is required').max(256),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  full_name: z.string().nullable(),
  is_superadmin: z.boolean(),
  is_guest: z.boolean(),
  created_at: z.string(),
  /** The address was proven by a link sent to it. */
  email_verified: z.boolean(),
  /** This server sends e-mail: links (reset, verification) can reach the user. */
  email_enabled: z.boolean(),
  /**
   * Mail to the address bounced permanently: board e-mail to it is paused (the bell still has
   * everything) until the person confirms the address again or changes it.
   */
  email_bounce: emailBounceSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const siteAccessBodySchema = z.strictObject({
  password: textSchema.min(1, 'Password is required').max(256),
});

export const siteAccessStatusSchema = z.object({
  required: z.boolean(),
  granted: z.boolean(),
});
export type SiteAccessStatus = z.infer<typeof siteAccessStatusSchema>;
