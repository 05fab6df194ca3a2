import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';
import { emailPattern } from './common-rules';
import { messages } from './messages';

export const credentialsSchema = z.object({
  email: z.string().trim().min(1, messages.requiredFields),
  password: z.string().min(1, messages.requiredFields),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** Registration form (SPEC §5): all required, simple e-mail pattern, matching passwords of ≥ 8 characters. */
export const registrationFormSchema = z
  .object({
    name: z.string().trim().min(1, messages.requiredFields),
    email: z.string().trim().min(1, messages.requiredFields).regex(emailPattern, messages.invalidEmail),
    companyName: z.string().trim().min(1, messages.requiredFields),
    password: z.string().min(1, messages.requiredFields).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    confirmPassword: z.string().min(1, messages.requiredFields),
  })
  .refine((r) => r.password === r.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] });
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** What the register call carries (SPEC §7). */
export const registrationSchema = z.object({
  email: z.string().trim().min(1, messages.requiredFields).regex(emailPattern, messages.invalidEmail).transform((s) => s.toLowerCase()),
  password: z.string().min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
  name: z.string().trim().min(1, messages.requiredFields),
  companyName: z.string().trim().min(1, messages.requiredFields),
});
export type Registration = z.input<typeof registrationSchema>;

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, messages.requiredFields).regex(emailPattern, messages.invalidEmail),
});

/** Reset form: messages without trailing period, as SPEC §5 says. */
export const passwordResetFormSchema = z
  .object({
    token: z.string().min(1, messages.resetTokenMissing),
    password: z.string().min(PASSWORD_MIN_LENGTH, messages.resetPasswordTooShort),
    confirmPassword: z.string(),
  })
  .refine((r) => r.password === r.confirmPassword, { message: messages.resetPasswordMismatch, path: ['confirmPassword'] });

export const passwordResetSchema = z.object({
  token: z.string().min(1, messages.resetTokenMissing),
  password: z.string().min(PASSWORD_MIN_LENGTH, messages.resetPasswordTooShort),
});
export type PasswordReset = z.input<typeof passwordResetSchema>;
