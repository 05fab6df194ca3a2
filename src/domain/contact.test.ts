import type * as z from 'zod/mini';
import {
  contactMessageSchema,
  createSecurityQuestion,
  isSecurityAnswerCorrect,
  securityAnswer,
  securityQuestionText,
  type SecurityOperator,
} from './contact';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** A random source that returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

const message = { name: 'Erika', email: 'erika@example.org', message: 'Hallo' };

test('the lowest random draw gives 1 and 1 with plus', () => {
  expect(createSecurityQuestion(sequence(0, 0, 0))).toEqual({ a: 1, b: 1, operator: '+' });
});

test('the highest random draw gives 10 and 10 with times', () => {
  expect(createSecurityQuestion(sequence(0.9999, 0.9999, 0.9999))).toEqual({ a: 10, b: 10, operator: '*' });
});

test('a middle random draw gives minus', () => {
  expect(createSecurityQuestion(sequence(0.35, 0.61, 0.5))).toEqual({ a: 4, b: 7, operator: '-' });
});

test('over 1,000 real random questions all numbers are within 1 to 10 and all three operators appear', () => {
  const operators = new Set<SecurityOperator>();
  const numbers = new Set<number>();
  for (let i = 0; i < 1000; i++) {
    const q = createSecurityQuestion();
    expect(Number.isInteger(q.a)).toBe(true);
    expect(Number.isInteger(q.b)).toBe(true);
    expect(q.a).toBeGreaterThanOrEqual(1);
    expect(q.a).toBeLessThanOrEqual(10);
    expect(q.b).toBeGreaterThanOrEqual(1);
    expect(q.b).toBeLessThanOrEqual(10);
    expect(['+', '-', '*']).toContain(q.operator);
    operators.add(q.operator);
    numbers.add(q.a);
    numbers.add(q.b);
  }
  expect([...operators].sort()).toEqual(['*', '+', '-']);
  expect(numbers.size).toBe(10);
});

test('the security answer adds, subtracts or multiplies', () => {
  expect(securityAnswer({ a: 3, b: 4, operator: '+' })).toBe(7);
  expect(securityAnswer({ a: 3, b: 4, operator: '-' })).toBe(-1);
  expect(securityAnswer({ a: 3, b: 4, operator: '*' })).toBe(12);
});

test('the security question is phrased with typographic signs', () => {
  expect(securityQuestionText({ a: 3, b: 4, operator: '+' })).toBe('Wie viel ist 3 + 4?');
  expect(securityQuestionText({ a: 3, b: 4, operator: '-' })).toBe('Wie viel ist 3 − 4?');
  expect(securityQuestionText({ a: 3, b: 4, operator: '*' })).toBe('Wie viel ist 3 × 4?');
});

test('a correct security answer is accepted with surrounding spaces', () => {
  expect(isSecurityAnswerCorrect({ a: 3, b: 4, operator: '*' }, ' 12 ')).toBe(true);
});

test('a negative security answer is accepted', () => {
  expect(isSecurityAnswerCorrect({ a: 2, b: 9, operator: '-' }, '-7')).toBe(true);
  expect(isSecurityAnswerCorrect({ a: 2, b: 9, operator: '-' }, '−7')).toBe(true);
});

test('a wrong security answer is refused', () => {
  expect(isSecurityAnswerCorrect({ a: 3, b: 4, operator: '+' }, '8')).toBe(false);
  expect(isSecurityAnswerCorrect({ a: 2, b: 9, operator: '-' }, '7')).toBe(false);
});

test('a security answer that is not a whole number is refused', () => {
  const q = { a: 3, b: 4, operator: '+' as const };
  expect(isSecurityAnswerCorrect(q, '')).toBe(false);
  expect(isSecurityAnswerCorrect(q, 'sieben')).toBe(false);
  expect(isSecurityAnswerCorrect(q, '7.0')).toBe(false);
  expect(isSecurityAnswerCorrect(q, '7a')).toBe(false);
  expect(isSecurityAnswerCorrect(q, '0x7')).toBe(false);
});

test('a complete contact message is accepted', () => {
  expect(contactMessageSchema.safeParse(message).success).toBe(true);
});

test('a contact message with an empty field is refused with the required-fields message', () => {
  for (const field of ['name', 'email', 'message'] as const) {
    expect(messagesOf(contactMessageSchema.safeParse({ ...message, [field]: '  ' })), field).toContain(
      'Bitte füllen Sie alle Pflichtfelder aus.',
    );
  }
});

test('a contact message with an invalid email is refused with the email message', () => {
  expect(messagesOf(contactMessageSchema.safeParse({ ...message, email: 'erika@' }))).toEqual([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);
});
