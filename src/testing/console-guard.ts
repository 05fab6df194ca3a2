import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

const expected: Expected[] = [];
const unexpected: string[] = [];

/**
 * Lets this test log one kind of console.error it provokes on purpose (a failing load, a refused call); the test
 * fails if nothing matching is logged. Anything else logged still fails it.
 */
export function expectConsoleError(pattern: RegExp) {
  expected.push({ level: 'error', pattern, seen: false });
}

/** As expectConsoleError, for console.warn. */
export function expectConsoleWarn(pattern: RegExp) {
  expected.push({ level: 'warn', pattern, seen: false });
}

// React's act() warnings, prop-type and key warnings and every logged failure arrive here; a clean log is part of
// what a test checks, so the test that caused one fails instead of leaving a line among thousands.
function guard(level: Level) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const message = format(...args);
    const match = expected.find((entry) => entry.level === level && entry.pattern.test(message));
    if (match) {
      match.seen = true;
      return;
    }
    unexpected.push(`console.${level}: ${message}`);
    original(...args);
  };
}

/**
 * Installed first by setup.ts, so its afterEach runs after every other cleanup (after hooks run in reverse order)
 * and also sees what unmounting logs.
 */
export function installConsoleGuard() {
  guard('error');
  guard('warn');
  beforeEach(() => {
    expected.length = 0;
    unexpected.length = 0;
  });
  afterEach(() => {
    const missing = expected.filter((entry) => !entry.seen);
    const problems = [
      ...unexpected.splice(0),
      ...missing.map((entry) => `expected a console.${entry.level} matching ${entry.pattern}, none was logged`),
    ];
    expected.length = 0;
    if (problems.length > 0) throw new Error(`The test logged what it did not expect:\n${problems.join('\n')}`);
  });
}
