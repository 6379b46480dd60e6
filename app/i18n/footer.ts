import {defineArea} from './define';

export const footer = defineArea({
  en: {
    label: 'footer',
    tagline: 'eye and face brushes, tied by hand.',
    rights: '© {{year}} {{shop}}',
    links: {
      aboutUs: 'about us',
      shipping: 'shipping',
      faq: 'faq',
      contactUs: 'contact us',
      products: 'products',
      termsOfService: 'terms of service',
      returnPolicy: 'return policy',
      privacyPolicy: 'privacy policy',
    },
    shipping: {
      title: 'shipping',
      destination: 'shipping to {{country}}',
      threshold: 'complimentary shipping on orders over {{amount}}.',
      region: 'region: {{region}}',
      currency: 'currency: {{currency}}',
      canadaFxDiscount:
        'an extra {{percent}}% discount is applied at checkout to cover FX fees.',
      afterpay: 'pay in instalments with Afterpay at checkout.',
      dutiesIncluded: 'duties and taxes are included.',
      israelExpress: '{{amount}} express shipping on all orders.',
      unavailable:
        'shipping to {{country}} is currently unavailable. to order, write to us at',
      fullPolicy: 'read the full shipping policy',
    },
  },
  it: {
    label: 'piè di pagina',
    tagline: 'pennelli per occhi e viso, legati a mano.',
    rights: '© {{year}} {{shop}}',
    links: {
      aboutUs: 'chi siamo',
      shipping: 'spedizione',
      faq: 'domande frequenti',
      contactUs: 'contattaci',
      products: 'prodotti',
      termsOfService: 'termini di servizio',
      returnPolicy: 'politica di reso',
      privacyPolicy: 'informativa sulla privacy',
    },
    shipping: {
      title: 'spedizione',
      destination: 'destinazione: {{country}}',
      threshold: 'spedizione gratuita per ordini superiori a {{amount}}.',
      region: 'regione: {{region}}',
      currency: 'valuta: {{currency}}',
      canadaFxDiscount:
        'al checkout si applica uno sconto extra del {{percent}}% per coprire i costi di cambio.',
      afterpay: 'al checkout puoi pagare a rate con Afterpay.',
      dutiesIncluded: 'dazi e tasse sono inclusi.',
      israelExpress: 'spedizione espressa a {{amount}} su tutti gli ordini.',
      unavailable:
        '{{country}}: al momento le spedizioni non sono disponibili. per ordinare, scrivici a',
      fullPolicy: 'leggi la politica di spedizione completa',
    },
  },
  es: {
    label: 'pie de página',
    tagline: 'pinceles para ojos y rostro, atados a mano.',
    rights: '© {{year}} {{shop}}',
    links: {
      aboutUs: 'sobre nosotros',
      shipping: 'envío',
      faq: 'preguntas frecuentes',
      contactUs: 'contacto',
      products: 'productos',
      termsOfService: 'términos del servicio',
      returnPolicy: 'política de devoluciones',
      privacyPolicy: 'política de privacidad',
    },
    shipping: {
      title: 'envío',
      destination: 'envío a {{country}}',
      threshold: 'envío gratuito en pedidos superiores a {{amount}}.',
      region: 'región: {{region}}',
      currency: 'moneda: {{currency}}',
      canadaFxDiscount:
        'al pagar se aplica un descuento adicional del {{percent}}% para cubrir las comisiones de cambio.',
      afterpay: 'paga a plazos con Afterpay al finalizar la compra.',
      dutiesIncluded: 'los aranceles y los impuestos están incluidos.',
      israelExpress: 'envío exprés de {{amount}} en todos los pedidos.',
      unavailable:
        'por ahora no enviamos a {{country}}. para hacer un pedido, escríbenos a',
      fullPolicy: 'lee la política de envío completa',
    },
  },
  fr: {
    label: 'pied de page',
    tagline: 'pinceaux pour les yeux et le teint, noués à la main.',
    rights: '© {{year}} {{shop}}',
    links: {
      aboutUs: 'à propos',
      shipping: 'livraison',
      faq: 'faq',
      contactUs: 'nous contacter',
      products: 'produits',
      termsOfService: "conditions d'utilisation",
      returnPolicy: 'politique de retour',
      privacyPolicy: 'politique de confidentialité',
    },
    shipping: {
      title: 'livraison',
      destination: 'destination : {{country}}',
      threshold: 'livraison offerte dès {{amount}} de commande.',
      region: 'région : {{region}}',
      currency: 'devise : {{currency}}',
      canadaFxDiscount:
        'une remise supplémentaire de {{percent}} % est appliquée au paiement pour couvrir les frais de change.',
      afterpay: 'payez en plusieurs fois avec Afterpay au moment du paiement.',
      dutiesIncluded: 'droits et taxes inclus.',
      israelExpress: 'livraison express à {{amount}} sur toutes les commandes.',
      unavailable:
        "{{country}} : la livraison n'est pas disponible pour le moment. pour commander, écrivez-nous à",
      fullPolicy: 'lire la politique de livraison complète',
    },
  },
});
