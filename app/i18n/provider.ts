import type {i18n} from 'i18next';

const views = new WeakMap<i18n, i18n>();

/**
 * The instance to hand to I18nextProvider. react-i18next's useTranslation copies every own
 * property of the instance it is given into a new wrapper each time a component mounts (so a
 * language change gives components a new identity), and an i18next instance carries some forty
 * of them, its methods bound in its constructor: on the server, where every render mounts every
 * component, that copy was the costliest part of a page's translations. A view with no own
 * properties, whose prototype is the shared instance, reads the same texts, language and
 * methods and is copied for nothing.
 */
export function providedI18n(instance: i18n): i18n {
  let view = views.get(instance);
  if (!view) {
    view = Object.create(instance) as i18n;
    views.set(instance, view);
  }
  return view;
}
