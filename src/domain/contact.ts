import * as z from 'zod/mini';
import { requiredText, typedEmail } from './common-draft';
import { DESCRIPTION_MAX, NAME_MAX } from './text-limits';

export const contactMessageSchema = z.object({
  name: requiredText('Name', NAME_MAX),
  email: typedEmail(),
  message: requiredText('Nachricht', DESCRIPTION_MAX),
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
