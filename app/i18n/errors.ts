import {defineArea} from './define';

/**
 * English is the reference, and also the texts the page falls back to without the root's data
 * (app/features/shell/translations.ts), importable without the other languages.
 */
export const errorsEnglish = {
  generic: 'something went wrong.',
  render: 'something went wrong. please refresh to try again.',
  notFoundTitle: 'page not found',
  notFoundBody: 'the page you are looking for does not exist or has moved.',
  backToShop: 'back to the shop',
  searchShop: 'search the shop',
  refresh: 'refresh',
};

export const errors = defineArea({
  en: errorsEnglish,
  it: {
    generic: 'qualcosa è andato storto.',
    render: 'qualcosa è andato storto. aggiorna la pagina e riprova.',
    notFoundTitle: 'pagina non trovata',
    notFoundBody: 'la pagina che cerchi non esiste o è stata spostata.',
    backToShop: 'torna al negozio',
    searchShop: 'cerca nel negozio',
    refresh: 'aggiorna',
  },
  es: {
    generic: 'algo salió mal.',
    render: 'algo salió mal. actualiza la página para intentarlo de nuevo.',
    notFoundTitle: 'página no encontrada',
    notFoundBody: 'la página que buscas no existe o se ha movido.',
    backToShop: 'volver a la tienda',
    searchShop: 'buscar en la tienda',
    refresh: 'actualizar',
  },
  fr: {
    generic: 'une erreur est survenue.',
    render: 'une erreur est survenue. veuillez actualiser la page pour réessayer.',
    notFoundTitle: 'page introuvable',
    notFoundBody: "la page que vous cherchez n'existe pas ou a été déplacée.",
    backToShop: 'retour à la boutique',
    searchShop: 'rechercher dans la boutique',
    refresh: 'actualiser',
  },
});
