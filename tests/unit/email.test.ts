import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {canonicalEmail} from '@brush/rules/email';

const DOMAINS = ['example.com', 'gmail.com', 'brush.co.uk', 'mail.example.it'];
const localPart = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((characters) => characters.join(''));
const address = fc.record({local: localPart, domain: fc.constantFrom(...DOMAINS)});

/** Fullwidth forms NFKC folds back to ASCII. */
const fullwidth = (text: string) =>
  [...text]
    .map((character) => String.fromCodePoint(character.codePointAt(0)! + 0xfee0))
    .join('');

/** Spellings of one mailbox, each a change the rule must undo. */
const spelling = fc.record({
  upper: fc.array(fc.boolean(), {maxLength: 12}),
  tag: fc.option(localPart, {nil: undefined}),
  dots: fc.array(fc.nat({max: 12}), {maxLength: 3}),
  trailingDot: fc.boolean(),
  wide: fc.boolean(),
  spaces: fc.boolean(),
});

function spell(
  {local, domain}: {local: string; domain: string},
  variant: typeof spelling extends fc.Arbitrary<infer T> ? T : never,
): string {
  let name = [...local]
    .map((character, index) =>
      variant.upper[index] ? character.toUpperCase() : character,
    )
    .join('');
  if (domain === 'gmail.com') {
    for (const at of variant.dots) {
      const cut = Math.min(Math.max(at, 1), name.length);
      if (cut < name.length) name = `${name.slice(0, cut)}.${name.slice(cut)}`;
    }
  }
  if (variant.wide) name = fullwidth(name);
  const tagged = variant.tag === undefined ? name : `${name}+${variant.tag}`;
  const host = variant.trailingDot ? `${domain}.` : domain;
  const written = `${tagged}@${host}`;
  return variant.spaces ? `  ${written} ` : written;
}

describe('canonicalEmail', () => {
  it('makes every spelling of one address that address', () => {
    fc.assert(
      fc.property(address, spelling, (mailbox, variant) => {
        expect(canonicalEmail(spell(mailbox, variant))).toBe(
          `${mailbox.local}@${mailbox.domain}`,
        );
      }),
      {seed: 0x4901, numRuns: 2000},
    );
  });

  it('keeps different addresses different', () => {
    fc.assert(
      fc.property(address, address, spelling, spelling, (a, b, spellA, spellB) => {
        fc.pre(a.local !== b.local || a.domain !== b.domain);
        expect(canonicalEmail(spell(a, spellA))).not.toBe(
          canonicalEmail(spell(b, spellB)),
        );
      }),
      {seed: 0x4902, numRuns: 2000},
    );
  });

  it('refuses an address with a letter of another script drawn like a Latin one', () => {
    const lookalikes: Record<string, string> = {a: 'а', e: 'е', o: 'о', p: 'р', c: 'с'};
    fc.assert(
      fc.property(address, fc.nat(), (mailbox, pick) => {
        const positions = [...mailbox.local]
          .map((character, index) => (lookalikes[character] ? index : -1))
          .filter((index) => index >= 0);
        fc.pre(positions.length > 0);
        const at = positions[pick % positions.length]!;
        const forged = [...mailbox.local]
          .map((character, index) => (index === at ? lookalikes[character]! : character))
          .join('');
        expect(canonicalEmail(`${forged}@${mailbox.domain}`)).toBeNull();
      }),
      {seed: 0x4903, numRuns: 1000},
    );
  });

  it.each([
    ['A.va+promo@GoogleMail.com.', 'ava@gmail.com'],
    ['a.va@example.com', 'a.va@example.com'],
    ['иван@пример.рф', 'иван@пример.рф'],
    ['josé@example.fr', 'josé@example.fr'],
  ])('%s is %s', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });

  it.each([
    ['a whole-script look-alike', 'аре@example.com'],
    ['a look-alike in the domain', 'ava@ехаmple.com'],
    ['Latin and Greek mixed', 'avα@example.com'],
    ['nothing before the tag', '+promo@example.com'],
    ['no dot in the domain', 'ava@localhost'],
    ['an empty label', 'ava@example..com'],
    ['no address at all', 'ava'],
  ])('refuses %s', (_, typed) => {
    expect(canonicalEmail(typed)).toBeNull();
  });
});
