import {BoundedCache, remember} from '@brush/rules/cache';
import type {i18n, TFunction} from 'i18next';

type GetFixedT = i18n['getFixedT'];
type FixedT = (key: unknown, ...rest: unknown[]) => unknown;

const views = new WeakMap<i18n, i18n>();

/**
 * Answers a t keeps at most: keys alone are a few hundred, but options carry values (a count,
 * a product's title), so the oldest are forgotten rather than grow with the catalog.
 */
const REMEMBERED_ANSWERS_MAX = 2000;

type Primitive = string | number | boolean;

function isPrimitive(value: unknown): value is Primitive {
  return (
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  );
}

/** The memory's key for a call, or null for a call whose answer is not decided by its arguments' values. */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== 'object' || options === null) return null;
  if (!Object.values(options).every(isPrimitive)) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * A t that remembers its answers. An instance keeps one language and its texts never change,
 * so a key with the same option values (or none) has one answer; i18next's
 * own t copies its whole options object and walks key parsing, language fallback, plurals and
 * interpolation on every call, for the same string. Calls with anything but plain values in
 * their options go to it as before.
 */
function rememberingT(fixedT: FixedT): FixedT {
  const answers = new BoundedCache<string, unknown>(REMEMBERED_ANSWERS_MAX);
  const t: FixedT = (key, ...rest) => {
    const memoryKey = callKey(key, rest);
    if (memoryKey === null) return fixedT(key, ...rest);
    return remember(answers, memoryKey, () => fixedT(key, ...rest));
  };
  return Object.assign(t, fixedT);
}

function rememberingGetFixedT(instance: i18n): GetFixedT {
  const fixedTs = new Map<string, FixedT>();
  const getFixedT = (...args: Parameters<GetFixedT>) => {
    const [lng, ns, keyPrefix] = args;
    // Only the forms react-i18next asks for: one language, a namespace, no key prefix.
    if (
      typeof lng !== 'string' ||
      (ns !== undefined && typeof ns !== 'string') ||
      keyPrefix !== undefined
    ) {
      return instance.getFixedT(...args);
    }
    const fixedT = remember(fixedTs, `${lng}|${ns ?? ''}`, () =>
      rememberingT(instance.getFixedT(...args) as unknown as FixedT),
    );
    return fixedT as unknown as TFunction;
  };
  return getFixedT as GetFixedT;
}

/**
 * The instance to hand to I18nextProvider. react-i18next's useTranslation (17.1) copies every own
 * property of the instance it is given into a new wrapper each time a component mounts, and
 * asks the instance's getFixedT for its t; neither has an option to turn it off. An i18next
 * instance carries some forty own properties (its methods, bound in its constructor), and
 * i18next's fixed t copies the instance's whole options object on every call: on the server,
 * where every render mounts every component, that was the costliest part of a page's
 * translations. A view whose prototype is the language's one instance (./translator) reads the
 * same texts, language and methods and is copied for almost nothing; its getFixedT gives the
 * remembering t above. tests/unit/i18n-provider.test.ts renders through react-i18next and
 * fails if an upgrade changes either behaviour.
 */
export function providedI18n(instance: i18n): i18n {
  return remember(views, instance, () =>
    Object.assign(Object.create(instance) as i18n, {
      getFixedT: rememberingGetFixedT(instance),
    }),
  );
}
