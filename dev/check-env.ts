/**
 * `npm run check:env -- <file>`: checks an env file (KEY=value lines, as .env and Oxygen's
 * exports use) against the worker's environment schema before a deploy. Prints each problem
 * by variable name, never a value, and exits 1 when there is any.
 */
import {readFileSync} from 'node:fs';
import {parseEnv} from 'node:util';
import {checkEnv} from '../app/server/env.server';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run check:env -- <env file>');
  process.exit(2);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  console.error(`${file}: cannot be read`);
  process.exit(2);
}

const check = checkEnv(parseEnv(text));
if (check.ok) {
  console.log(`${file}: every variable the worker reads is valid`);
} else {
  for (const {variable, message} of check.problems)
    console.error(`${file}: ${variable} ${message}`);
  process.exit(1);
}
