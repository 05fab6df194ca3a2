// The first step of `npm test`: fails within a second, with what to do, when Node or Chromium does not fit,
// instead of after the typecheck, lint and unit run.
// usage: node scripts/check-prerequisites.mjs
import { existsSync, readFileSync } from 'node:fs';

const problems = [];

/** `^20.19.0 || >=22.13.0`: the range forms package.json's engines uses. */
const satisfies = (version, range) => {
  const [major, minor, patch] = version.split('.').map(Number);
  const atLeast = ([a, b, c]) => major > a || (major === a && (minor > b || (minor === b && patch >= c)));
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`engines.node: cannot read "${part.trim()}"`);
    const floor = match.slice(2).map(Number);
    return atLeast(floor) && (match[1] === '>=' || major === floor[0]);
  });
};

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const node = process.versions.node;
if (!satisfies(node, engines.node)) {
  problems.push(
    `Node ${node} does not fit engines.node "${engines.node}". Install a fitting Node ` +
      '(with nvm: `nvm install && nvm use`, which reads .nvmrc), then run `npm ci` again.',
  );
}

// The path playwright.config.ts launches.
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  problems.push(
    `Chromium not found at ${chromePath}; the end-to-end tests run in it. Install Debian's Chromium ` +
      '(as root: `apt-get update && apt-get install -y chromium`) or point CHROME_PATH at a Chromium binary.',
  );
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(`Prerequisites: Node ${node}, Chromium at ${chromePath}.`);
