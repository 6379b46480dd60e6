import {defineArea} from './define';

export const programmes = defineArea({
  en: {
    credit: {
      title: 'store credit',
      available: 'store credit available: {{amount}}',
      applied: 'store credit applied: {{amount}}',
      amount: 'amount of store credit to use',
      amountHint: 'leave empty to use as much as you can.',
      use: 'use store credit',
      remove: 'remove store credit',
    },
    errors: {
      credit: 'please enter a valid amount.',
      creditSignIn: 'sign in to use your store credit.',
    },
  },
  it: {
    credit: {
      title: 'credito del negozio',
      available: 'credito del negozio disponibile: {{amount}}',
      applied: 'credito del negozio applicato: {{amount}}',
      amount: 'importo del credito da usare',
      amountHint: 'lascia vuoto per usarne il più possibile.',
      use: 'usa il credito',
      remove: 'togli il credito',
    },
    errors: {
      credit: 'inserisci un importo valido.',
      creditSignIn: 'accedi per usare il tuo credito del negozio.',
    },
  },
  es: {
    credit: {
      title: 'crédito de la tienda',
      available: 'crédito de la tienda disponible: {{amount}}',
      applied: 'crédito de la tienda aplicado: {{amount}}',
      amount: 'importe de crédito a usar',
      amountHint: 'déjalo vacío para usar todo lo posible.',
      use: 'usar el crédito',
      remove: 'quitar el crédito',
    },
    errors: {
      credit: 'introduce un importe válido.',
      creditSignIn: 'inicia sesión para usar tu crédito de la tienda.',
    },
  },
  fr: {
    credit: {
      title: 'avoir',
      available: 'avoir disponible : {{amount}}',
      applied: 'avoir utilisé : {{amount}}',
      amount: 'montant de l’avoir à utiliser',
      amountHint: 'laissez vide pour en utiliser le plus possible.',
      use: 'utiliser l’avoir',
      remove: 'retirer l’avoir',
    },
    errors: {
      credit: 'veuillez saisir un montant valide.',
      creditSignIn: 'connectez-vous pour utiliser votre avoir.',
    },
  },
});
