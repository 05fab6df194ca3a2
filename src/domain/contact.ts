import * as z from 'zod/mini';
import { emailPattern } from './common-rules';
import * as messages from './messages';

export const contactMessageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
  email: z.string().check(z.trim(), z.minLength(1, messages.requiredFields), z.regex(emailPattern, messages.invalidEmail)),
  message: z.string().check(z.trim(), z.minLength(1, messages.requiredFields)),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

export type SecurityOperator = '+' | '-' | '*';

export interface SecurityQuestion {
  a: number;
  b: number;
  operator: SecurityOperator;
}

const operators: SecurityOperator[] = ['+', '-', '*'];

/** Two random numbers 1–10 with plus, minus or times (SPEC §5). `random` is injectable for tests. */
export function createSecurityQuestion(random: () => number = Math.random): SecurityQuestion {
  const pick = () => 1 + Math.floor(random() * 10);
  const a = pick();
  const b = pick();
  const operator = operators[Math.floor(random() * operators.length)] ?? '+';
  return { a, b, operator };
}

export function securityAnswer(q: SecurityQuestion): number {
  return q.operator === '+' ? q.a + q.b : q.operator === '-' ? q.a - q.b : q.a * q.b;
}

export function securityQuestionText(q: SecurityQuestion): string {
  const sign = q.operator === '+' ? '+' : q.operator === '-' ? '−' : '×';
  return `Wie viel ist ${q.a} ${sign} ${q.b}?`;
}

export function isSecurityAnswerCorrect(q: SecurityQuestion, answer: string): boolean {
  const trimmed = answer.trim().replace('−', '-');
  return /^-?\d+$/.test(trimmed) && Number(trimmed) === securityAnswer(q);
}
