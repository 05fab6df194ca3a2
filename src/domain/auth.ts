import * as z from 'zod/mini';
import { userSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;

export const sessionSchema = z.object({ token: z.string().check(z.minLength(1)), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;
