import {defineArea} from './define';

/**
 * The worker's refusals of requests no page of the shop sends, and its page for a
 * configuration it cannot run with (server.ts).
 */
export const security = defineArea({
  en: {
    crossSite: 'this request came from another site and was refused.',
    tooLarge: 'this request is too large and was refused.',
    malformed: 'this request is malformed and was refused.',
    malformedPage: {
      title: 'this address does not lead anywhere',
      message: 'it may have been cut short or mistyped.',
      home: 'back to the shop',
    },
    unavailable: 'the shop is unavailable right now. please try again later.',
    reference: 'reference: {{reference}}',
  },
  it: {
    crossSite: 'questa richiesta proviene da un altro sito ed è stata rifiutata.',
    tooLarge: 'questa richiesta è troppo grande ed è stata rifiutata.',
    malformed: 'questa richiesta non è valida ed è stata rifiutata.',
    malformedPage: {
      title: 'questo indirizzo non porta da nessuna parte',
      message: 'potrebbe essere stato troncato o scritto male.',
      home: 'torna al negozio',
    },
    unavailable: 'il negozio non è disponibile al momento. riprova più tardi.',
    reference: 'riferimento: {{reference}}',
  },
  es: {
    crossSite: 'esta solicitud procede de otro sitio y ha sido rechazada.',
    tooLarge: 'esta solicitud es demasiado grande y ha sido rechazada.',
    malformed: 'esta solicitud no es válida y ha sido rechazada.',
    malformedPage: {
      title: 'esta dirección no lleva a ninguna parte',
      message: 'puede que esté incompleta o mal escrita.',
      home: 'volver a la tienda',
    },
    unavailable: 'la tienda no está disponible en este momento. inténtalo más tarde.',
    reference: 'referencia: {{reference}}',
  },
  fr: {
    crossSite: 'cette demande provient d’un autre site et a été refusée.',
    tooLarge: 'cette demande est trop volumineuse et a été refusée.',
    malformed: 'cette demande est mal formée et a été refusée.',
    malformedPage: {
      title: 'cette adresse ne mène nulle part',
      message: 'elle a peut-être été tronquée ou mal saisie.',
      home: 'retour à la boutique',
    },
    unavailable:
      'la boutique est indisponible pour le moment. veuillez réessayer plus tard.',
    reference: 'référence : {{reference}}',
  },
});
