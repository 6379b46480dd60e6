import {defineArea} from './define';

export const home = defineArea({
  en: {
    title: 'brushes made to last',
    intro: 'eye and face brushes, shaped by hand, for every step of your makeup.',
    shopBestSellers: 'shop best sellers',
    shopAll: 'shop everything',
    featured: 'featured: {{title}}',
    bestSellers: 'best sellers',
    seeAllBestSellers: 'see all best sellers',
    shopByBrush: 'shop by brush',
    conceptStoreEyebrow: 'only in the concept store',
    visitConceptStore: 'visit the concept store',
  },
  it: {
    title: 'pennelli fatti per durare',
    intro: 'pennelli per occhi e viso, modellati a mano, per ogni fase del tuo trucco.',
    shopBestSellers: 'scopri i più venduti',
    shopAll: 'vedi tutto',
    featured: 'in primo piano: {{title}}',
    bestSellers: 'i più venduti',
    seeAllBestSellers: 'vedi tutti i più venduti',
    shopByBrush: 'scegli per pennello',
    conceptStoreEyebrow: 'solo nel concept store',
    visitConceptStore: 'visita il concept store',
  },
  es: {
    title: 'brochas hechas para durar',
    intro:
      'brochas para ojos y rostro, formadas a mano, para cada paso de tu maquillaje.',
    shopBestSellers: 'ver los más vendidos',
    shopAll: 'ver todo',
    featured: 'destacado: {{title}}',
    bestSellers: 'más vendidos',
    seeAllBestSellers: 'ver todos los más vendidos',
    shopByBrush: 'elige por brocha',
    conceptStoreEyebrow: 'solo en la concept store',
    visitConceptStore: 'visita la concept store',
  },
  fr: {
    title: 'des pinceaux faits pour durer',
    intro:
      'des pinceaux pour les yeux et le teint, façonnés à la main, pour chaque étape de votre maquillage.',
    shopBestSellers: 'voir les meilleures ventes',
    shopAll: 'tout voir',
    featured: 'à la une : {{title}}',
    bestSellers: 'meilleures ventes',
    seeAllBestSellers: 'voir toutes les meilleures ventes',
    shopByBrush: 'choisir par pinceau',
    conceptStoreEyebrow: 'uniquement au concept store',
    visitConceptStore: 'découvrir le concept store',
  },
});
