// One mailbox, one spelling (docs/product/accounts.md#one-address), in the worker, the
// platform and the functions alike.

/** Providers that deliver `a.b.c@` to `abc@`; the second name is the first's alias. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

// Letters of other scripts drawn like a Latin letter (Unicode's confusables, lower case):
// a part made of these alone reads as a Latin address that it is not.
const LATIN_LOOKALIKES = new Set([...'аԁеһіјӏорԛѕԝхус', ...'αεικνορτυχ']);

const SCRIPTED = /[\p{L}\p{M}]/u;
/** Scripts told apart; letters of any other script count as one more script. */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

function scriptOf(character: string): string | null {
  if (!SCRIPTED.test(character)) return null;
  return SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other';
}

/** A part is one script, and not a run of look-alikes of Latin letters in another. */
function isPlainPart(part: string): boolean {
  const scripts = new Set<string>();
  for (const character of part) {
    const script = scriptOf(character);
    if (script) scripts.add(script);
  }
  if (scripts.size > 1) return false;
  const [script] = scripts;
  if (!script || script === 'Latin' || script === 'Other') return true;
  return ![...part].every(
    (character) => !scriptOf(character) || LATIN_LOOKALIKES.has(character),
  );
}

// The canonical address (NFKC, lower case, no trailing dot, no `+tag`, no dots where the
// provider ignores them), or null for no address or one made to pass for another.
export function canonicalEmail(email: string): string | null {
  const text = email.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
  const at = text.lastIndexOf('@');
  if (at <= 0 || /\s/.test(text)) return null;
  const domain = text.slice(at + 1).replace(/\.$/, '');
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  const plus = text.indexOf('+');
  let local = text.slice(0, plus >= 0 && plus < at ? plus : at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  if (local === '' || ![local, ...labels].every(isPlainPart)) return null;
  return `${local}@${dotless ?? domain}`;
}

/** The canonical address, or the address as typed (lower case) when it has none: a key. */
export function emailKey(email: string): string {
  return canonicalEmail(email) ?? email.trim().toLowerCase();
}
