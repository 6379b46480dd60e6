import {defineArea} from './define';

/** Consent and the other growth features (spec 4 "Cookie consent", spec 2's mailing list). */
export const growth = defineArea({
  en: {
    mailingList: {
      title: 'join the mailing list',
      lede: 'new brushes and restocks, now and then.',
      email: 'email',
      submit: 'subscribe',
      subscribed: 'subscribed!',
      invalidEmail: 'invalid email',
      alreadySubscribed: 'already subscribed',
      generic: 'something went wrong',
    },
    consent: {
      label: 'cookie consent',
      message: 'we use cookies to understand how the shop is used. is that ok with you?',
      accept: 'OK',
      decline: 'No thanks',
    },
  },
  it: {
    mailingList: {
      title: 'iscriviti alla newsletter',
      lede: 'nuovi pennelli e riassortimenti, ogni tanto.',
      email: 'email',
      submit: 'iscriviti',
      subscribed: 'iscritto!',
      invalidEmail: 'email non valida',
      alreadySubscribed: 'già iscritto',
      generic: 'qualcosa è andato storto',
    },
    consent: {
      label: 'consenso ai cookie',
      message: 'usiamo i cookie per capire come viene usato il negozio. per te va bene?',
      accept: 'OK',
      decline: 'no grazie',
    },
  },
  es: {
    mailingList: {
      title: 'únete a la lista de correo',
      lede: 'brochas nuevas y reposiciones, de vez en cuando.',
      email: 'correo electrónico',
      submit: 'suscribirse',
      subscribed: '¡suscrito!',
      invalidEmail: 'correo no válido',
      alreadySubscribed: 'ya estás suscrito',
      generic: 'algo salió mal',
    },
    consent: {
      label: 'consentimiento de cookies',
      message: 'usamos cookies para entender cómo se usa la tienda. ¿te parece bien?',
      accept: 'OK',
      decline: 'no gracias',
    },
  },
  fr: {
    mailingList: {
      title: 'inscrivez-vous à la newsletter',
      lede: 'nouveaux pinceaux et réassorts, de temps en temps.',
      email: 'e-mail',
      submit: "s'inscrire",
      subscribed: 'inscrit !',
      invalidEmail: 'e-mail invalide',
      alreadySubscribed: 'déjà inscrit',
      generic: "une erreur s'est produite",
    },
    consent: {
      label: 'consentement aux cookies',
      message:
        'nous utilisons des cookies pour comprendre comment la boutique est utilisée. êtes-vous d’accord ?',
      accept: 'OK',
      decline: 'non merci',
    },
  },
});
