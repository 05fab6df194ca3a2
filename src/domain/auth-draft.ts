import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './auth';
import { emailPattern } from './common-rules';
import * as messages from './messages';

/** At least PASSWORD_MIN_LENGTH characters as people count them: an emoji is one, not two UTF-16 units. */
const longEnough = (message: string) => z.refine<string>((password) => Array.from(password).length >= PASSWORD_MIN_LENGTH, message);

export const credentialsSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
  password: z.string().check(z.minLength(1, messages.requiredFields)),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** Registration form (SPEC §5): all required, simple e-mail pattern, matching passwords of ≥ 8 characters. */
export const registrationFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
    email: z.string().check(z.trim(), z.minLength(1, messages.requiredFields), z.regex(emailPattern, messages.invalidEmail)),
    companyName: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
    password: z
      .string()
      .check(z.minLength(1, messages.requiredFields), longEnough(messages.passwordTooShort)),
    confirmPassword: z.string().check(z.minLength(1, messages.requiredFields)),
  })
  .check(
    z.refine((r) => r.password === r.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] }),
  );
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** What the register call carries (SPEC §7). */
export const registrationSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, messages.requiredFields), z.regex(emailPattern, messages.invalidEmail)),
    z.transform((s: string) => s.toLowerCase()),
  ),
  password: z.string().check(longEnough(messages.passwordTooShort)),
  name: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
  companyName: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
});
export type Registration = z.input<typeof registrationSchema>;

export const passwordResetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, messages.requiredFields), z.regex(emailPattern, messages.invalidEmail)),
});

/** Reset form: messages without trailing period, as SPEC §5 says. */
export const passwordResetFormSchema = z
  .object({
    token: z.string().check(z.minLength(1, messages.resetTokenMissing)),
    password: z.string().check(longEnough(messages.resetPasswordTooShort)),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((r) => r.password === r.confirmPassword, { message: messages.resetPasswordMismatch, path: ['confirmPassword'] }),
  );

export const passwordResetSchema = z.object({
  token: z.string().check(z.minLength(1, messages.resetTokenMissing)),
  password: z.string().check(longEnough(messages.resetPasswordTooShort)),
});
export type PasswordReset = z.input<typeof passwordResetSchema>;
