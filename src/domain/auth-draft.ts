import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './auth';
import { atMost, emailSchema, requiredText, typedEmail } from './common-draft';
import * as coreMessages from './core-messages';
import { credentialFilled } from './credentials-rules';
import * as messages from './messages';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, TOKEN_MAX } from './text-limits';

/** At least PASSWORD_MIN_LENGTH characters as people count them: an emoji is one, not two UTF-16 units. */
const longEnough = (message: string) =>
  z.refine<string>((password) => Array.from(password).length >= PASSWORD_MIN_LENGTH, message);

const passwordTooLong = atMost('Passwort', PASSWORD_MAX);

/** The sign-in: both filled in as the login form checks it (credentials-rules.ts), neither over its limit. */
export const credentialsSchema = z.object({
  email: z
    .string()
    .check(
      z.refine(credentialFilled.email, coreMessages.requiredFields),
      z.trim(),
      atMost('E-Mail-Adresse', EMAIL_MAX),
    ),
  password: z.string().check(z.refine(credentialFilled.password, coreMessages.requiredFields), passwordTooLong),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** Registration form (SPEC §5): all required, simple e-mail pattern, matching passwords of ≥ 8 characters. */
export const registrationFormSchema = z
  .object({
    name: requiredText('Name', NAME_MAX),
    email: typedEmail(),
    companyName: requiredText('Unternehmen', NAME_MAX),
    password: z
      .string()
      .check(z.minLength(1, coreMessages.requiredFields), longEnough(messages.passwordTooShort), passwordTooLong),
    confirmPassword: z.string().check(z.minLength(1, coreMessages.requiredFields)),
  })
  .check(
    z.refine((r) => r.password === r.confirmPassword, {
      message: messages.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** What the register call carries (SPEC §7). */
export const registrationSchema = z.object({
  email: emailSchema,
  password: z.string().check(longEnough(messages.passwordTooShort), passwordTooLong),
  name: requiredText('Name', NAME_MAX),
  companyName: requiredText('Unternehmen', NAME_MAX),
});
export type Registration = z.input<typeof registrationSchema>;

export const passwordResetRequestSchema = z.object({ email: typedEmail() });

// A token longer than any the store hands out is no token of ours either.
const resetToken = z.string().check(
  z.minLength(1, messages.resetTokenMissing),
  z.refine((token) => token.length <= TOKEN_MAX, messages.resetTokenMissing),
);

/** Reset form: messages without trailing period, as SPEC §5 says. */
export const passwordResetFormSchema = z
  .object({
    token: resetToken,
    password: z.string().check(longEnough(messages.resetPasswordTooShort), passwordTooLong),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((r) => r.password === r.confirmPassword, {
      message: messages.resetPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );

export const passwordResetSchema = z.object({
  token: resetToken,
  password: z.string().check(longEnough(messages.resetPasswordTooShort), passwordTooLong),
});
export type PasswordReset = z.input<typeof passwordResetSchema>;
