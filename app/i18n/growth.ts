import {defineArea} from './define';

/** Consent and the other growth features (spec 4 "Cookie consent"). */
export const growth = defineArea({
  en: {
    consent: {
      label: 'cookie consent',
      message: 'we use cookies to understand how the shop is used. is that ok with you?',
      accept: 'OK',
      decline: 'No thanks',
    },
  },
  it: {
    consent: {
      label: 'consenso ai cookie',
      message: 'usiamo i cookie per capire come viene usato il negozio. per te va bene?',
      accept: 'OK',
      decline: 'no grazie',
    },
  },
  es: {
    consent: {
      label: 'consentimiento de cookies',
      message: 'usamos cookies para entender cómo se usa la tienda. ¿te parece bien?',
      accept: 'OK',
      decline: 'no gracias',
    },
  },
  fr: {
    consent: {
      label: 'consentement aux cookies',
      message:
        'nous utilisons des cookies pour comprendre comment la boutique est utilisée. êtes-vous d’accord ?',
      accept: 'OK',
      decline: 'non merci',
    },
  },
});
