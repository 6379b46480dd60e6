// The platform runs under tsx, which applies tsconfig.json's JSX setting to the worker's files only.
// @jsxRuntime automatic
import type {ReactNode} from 'react';
import type {RequiredCheckoutField} from './pay';

/** The languages the checkout speaks; any other cart locale gets English. */
export type CheckoutLocale = 'en' | 'fr' | 'it' | 'es';

export function checkoutLocale(locale: string | null | undefined): CheckoutLocale {
  const code = (locale ?? '').toLowerCase().slice(0, 2);
  return code === 'fr' || code === 'it' || code === 'es' ? code : 'en';
}

/** The pages that only say something went wrong. */
export type CheckoutMessage = 'notFound' | 'refused';

/** The checkout's texts (its page, the thank-you and order pages, its errors), in the cart's language. */
export interface CheckoutTexts {
  checkout: string;
  orderSummary: string;
  emptyCart: string;
  quantity: (count: number) => string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  inclVat: (amount: string) => string;
  correctFields: (count: number) => string;
  /** The cart was changed (in another tab, say) after this page showed it. */
  cartChanged: string;
  shippingUnavailable: (country: string) => string;
  contactAndDelivery: string;
  contact: string;
  shippingAddress: string;
  country: (name: string) => string;
  optional: string;
  labels: Record<
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'address1'
    | 'address2'
    | 'city'
    | 'zip'
    | 'province'
    | 'phone',
    string
  >;
  payNow: string;
  noCardCharged: string;
  fieldErrors: {
    required: Record<RequiredCheckoutField, string>;
    invalidEmail: string;
    tooLong: (max: number) => string;
  };
  thanks: string;
  orderNumberIs: (number: ReactNode, email: ReactNode) => ReactNode;
  yourEmail: string;
  viewOrderStatus: string;
  continueShopping: string;
  order: (number: number) => string;
  placed: (date: string) => string;
  status: (state: string) => string;
  cancelledOn: (date: string) => string;
  shipped: string;
  notShippedYet: string;
  shipments: string;
  tracking: string;
  carrier: string;
  messages: Record<CheckoutMessage, {title: string; message: string}>;
}

export const CHECKOUT_TEXTS: Record<CheckoutLocale, CheckoutTexts> = {
  en: {
    checkout: 'Checkout',
    orderSummary: 'Order summary',
    emptyCart: 'Your cart is empty.',
    quantity: (count) => `Quantity ${count}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    inclVat: (amount) => `incl. ${amount} VAT`,
    correctFields: (count) =>
      `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.`,
    cartChanged:
      'Your cart changed after this page showed it. Check the order summary, then pay again.',
    shippingUnavailable: (country) => `Shipping to ${country} is currently unavailable.`,
    contactAndDelivery: 'Contact and delivery',
    contact: 'Contact',
    shippingAddress: 'Shipping address',
    country: (name) => `Country: ${name}`,
    optional: '(optional)',
    labels: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      address1: 'Address',
      address2: 'Apartment, suite, etc.',
      city: 'City',
      zip: 'Postal code',
      province: 'State or province',
      phone: 'Phone',
    },
    payNow: 'Pay now',
    noCardCharged: 'This is the local commerce platform: no card is charged.',
    fieldErrors: {
      required: {
        email: 'Enter an email.',
        lastName: 'Enter a last name.',
        address1: 'Enter an address.',
        city: 'Enter a city.',
      },
      invalidEmail: 'Enter a valid email.',
      tooLong: (max) => `Use ${max} characters or fewer.`,
    },
    thanks: 'Thank you for your order',
    orderNumberIs: (number, email) => (
      <>
        Your order number is {number}. A confirmation goes to {email}.
      </>
    ),
    yourEmail: 'your email',
    viewOrderStatus: 'View order status',
    continueShopping: 'Continue shopping',
    order: (number) => `Order #${number}`,
    placed: (date) => `Placed ${date}.`,
    status: (state) => `Status: ${state}.`,
    cancelledOn: (date) => `Cancelled on ${date}`,
    shipped: 'Shipped',
    notShippedYet: 'Confirmed, not shipped yet',
    shipments: 'Shipments',
    tracking: 'Tracking',
    carrier: 'Carrier',
    messages: {
      notFound: {
        title: 'Checkout not found',
        message:
          'This checkout link is not valid. Go back to the shop and open your cart again.',
      },
      refused: {
        title: 'Payment refused',
        message:
          'This payment did not come from the checkout page. Open the checkout again and pay from there.',
      },
    },
  },
  fr: {
    checkout: 'Paiement',
    orderSummary: 'Récapitulatif de la commande',
    emptyCart: 'Votre panier est vide.',
    quantity: (count) => `Quantité : ${count}`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    inclVat: (amount) => `dont ${amount} de TVA`,
    correctFields: (count) =>
      count === 1
        ? 'Veuillez corriger le champ signalé ci-dessous.'
        : `Veuillez corriger les ${count} champs signalés ci-dessous.`,
    cartChanged:
      'Votre panier a changé depuis l’affichage de cette page. Vérifiez le récapitulatif, puis payez à nouveau.',
    shippingUnavailable: (country) =>
      `La livraison vers ce pays (${country}) est actuellement indisponible.`,
    contactAndDelivery: 'Coordonnées et livraison',
    contact: 'Coordonnées',
    shippingAddress: 'Adresse de livraison',
    country: (name) => `Pays : ${name}`,
    optional: '(facultatif)',
    labels: {
      email: 'E-mail',
      firstName: 'Prénom',
      lastName: 'Nom',
      address1: 'Adresse',
      address2: 'Appartement, bâtiment, etc.',
      city: 'Ville',
      zip: 'Code postal',
      province: 'Région ou département',
      phone: 'Téléphone',
    },
    payNow: 'Payer maintenant',
    noCardCharged:
      'Ceci est la plateforme de commerce locale : aucune carte n’est débitée.',
    fieldErrors: {
      required: {
        email: 'Saisissez une adresse e-mail.',
        lastName: 'Saisissez un nom.',
        address1: 'Saisissez une adresse.',
        city: 'Saisissez une ville.',
      },
      invalidEmail: 'Saisissez une adresse e-mail valide.',
      tooLong: (max) => `Utilisez ${max} caractères au maximum.`,
    },
    thanks: 'Merci pour votre commande',
    orderNumberIs: (number, email) => (
      <>
        Votre numéro de commande est {number}. Une confirmation est envoyée à {email}.
      </>
    ),
    yourEmail: 'votre adresse e-mail',
    viewOrderStatus: 'Voir le suivi de la commande',
    continueShopping: 'Continuer vos achats',
    order: (number) => `Commande n° ${number}`,
    placed: (date) => `Passée le ${date}.`,
    status: (state) => `État : ${state}.`,
    cancelledOn: (date) => `annulée le ${date}`,
    shipped: 'expédiée',
    notShippedYet: 'confirmée, pas encore expédiée',
    shipments: 'Envois',
    tracking: 'Suivi',
    carrier: 'Transporteur',
    messages: {
      notFound: {
        title: 'Paiement introuvable',
        message:
          'Ce lien de paiement n’est pas valide. Retournez sur la boutique et ouvrez à nouveau votre panier.',
      },
      refused: {
        title: 'Paiement refusé',
        message:
          'Ce paiement ne vient pas de la page de paiement. Ouvrez à nouveau la page de paiement et payez depuis celle-ci.',
      },
    },
  },
  it: {
    checkout: 'Pagamento',
    orderSummary: 'Riepilogo dell’ordine',
    emptyCart: 'Il tuo carrello è vuoto.',
    quantity: (count) => `Quantità: ${count}`,
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    free: 'Gratuita',
    total: 'Totale',
    inclVat: (amount) => `IVA inclusa: ${amount}`,
    correctFields: (count) =>
      count === 1
        ? 'Correggi il campo indicato qui sotto.'
        : `Correggi i ${count} campi indicati qui sotto.`,
    cartChanged:
      'Il carrello è cambiato dopo che questa pagina lo ha mostrato. Controlla il riepilogo, poi paga di nuovo.',
    shippingUnavailable: (country) =>
      `Al momento non è possibile spedire in questo paese (${country}).`,
    contactAndDelivery: 'Contatto e consegna',
    contact: 'Contatto',
    shippingAddress: 'Indirizzo di spedizione',
    country: (name) => `Paese: ${name}`,
    optional: '(facoltativo)',
    labels: {
      email: 'Email',
      firstName: 'Nome',
      lastName: 'Cognome',
      address1: 'Indirizzo',
      address2: 'Interno, scala, ecc.',
      city: 'Città',
      zip: 'CAP',
      province: 'Provincia',
      phone: 'Telefono',
    },
    payNow: 'Paga ora',
    noCardCharged:
      'Questa è la piattaforma di commercio locale: nessuna carta viene addebitata.',
    fieldErrors: {
      required: {
        email: 'Inserisci un indirizzo email.',
        lastName: 'Inserisci un cognome.',
        address1: 'Inserisci un indirizzo.',
        city: 'Inserisci una città.',
      },
      invalidEmail: 'Inserisci un indirizzo email valido.',
      tooLong: (max) => `Usa al massimo ${max} caratteri.`,
    },
    thanks: 'Grazie per il tuo ordine',
    orderNumberIs: (number, email) => (
      <>
        Il numero del tuo ordine è {number}. Una conferma viene inviata a {email}.
      </>
    ),
    yourEmail: 'il tuo indirizzo email',
    viewOrderStatus: 'Vedi lo stato dell’ordine',
    continueShopping: 'Continua gli acquisti',
    order: (number) => `Ordine n. ${number}`,
    placed: (date) => `Effettuato il ${date}.`,
    status: (state) => `Stato: ${state}.`,
    cancelledOn: (date) => `annullato il ${date}`,
    shipped: 'spedito',
    notShippedYet: 'confermato, non ancora spedito',
    shipments: 'Spedizioni',
    tracking: 'Tracciamento',
    carrier: 'Corriere',
    messages: {
      notFound: {
        title: 'Pagamento non trovato',
        message:
          'Questo link di pagamento non è valido. Torna al negozio e apri di nuovo il carrello.',
      },
      refused: {
        title: 'Pagamento rifiutato',
        message:
          'Questo pagamento non proviene dalla pagina di pagamento. Apri di nuovo la pagina di pagamento e paga da lì.',
      },
    },
  },
  es: {
    checkout: 'Pago',
    orderSummary: 'Resumen del pedido',
    emptyCart: 'Tu carrito está vacío.',
    quantity: (count) => `Cantidad: ${count}`,
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    inclVat: (amount) => `IVA incluido: ${amount}`,
    correctFields: (count) =>
      count === 1
        ? 'Corrige el campo marcado abajo.'
        : `Corrige los ${count} campos marcados abajo.`,
    cartChanged:
      'Tu carrito cambió después de que esta página lo mostrara. Revisa el resumen y vuelve a pagar.',
    shippingUnavailable: (country) =>
      `Por ahora no es posible enviar a este país (${country}).`,
    contactAndDelivery: 'Contacto y entrega',
    contact: 'Contacto',
    shippingAddress: 'Dirección de envío',
    country: (name) => `País: ${name}`,
    optional: '(opcional)',
    labels: {
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      address1: 'Dirección',
      address2: 'Piso, puerta, etc.',
      city: 'Ciudad',
      zip: 'Código postal',
      province: 'Provincia',
      phone: 'Teléfono',
    },
    payNow: 'Pagar ahora',
    noCardCharged:
      'Esta es la plataforma de comercio local: no se cobra ninguna tarjeta.',
    fieldErrors: {
      required: {
        email: 'Escribe un correo electrónico.',
        lastName: 'Escribe tus apellidos.',
        address1: 'Escribe una dirección.',
        city: 'Escribe una ciudad.',
      },
      invalidEmail: 'Escribe un correo electrónico válido.',
      tooLong: (max) => `Usa ${max} caracteres como máximo.`,
    },
    thanks: 'Gracias por tu pedido',
    orderNumberIs: (number, email) => (
      <>
        Tu número de pedido es {number}. Enviamos una confirmación a {email}.
      </>
    ),
    yourEmail: 'tu correo electrónico',
    viewOrderStatus: 'Ver el estado del pedido',
    continueShopping: 'Seguir comprando',
    order: (number) => `Pedido n.º ${number}`,
    placed: (date) => `Realizado el ${date}.`,
    status: (state) => `Estado: ${state}.`,
    cancelledOn: (date) => `cancelado el ${date}`,
    shipped: 'enviado',
    notShippedYet: 'confirmado, aún no enviado',
    shipments: 'Envíos',
    tracking: 'Seguimiento',
    carrier: 'Transportista',
    messages: {
      notFound: {
        title: 'Pago no encontrado',
        message:
          'Este enlace de pago no es válido. Vuelve a la tienda y abre de nuevo tu carrito.',
      },
      refused: {
        title: 'Pago rechazado',
        message:
          'Este pago no procede de la página de pago. Abre de nuevo la página de pago y paga desde allí.',
      },
    },
  },
};
