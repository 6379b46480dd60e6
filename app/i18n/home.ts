import {defineArea} from './define';

export const home = defineArea({
  en: {
    title: 'brushes made to last',
    intro: 'eye and face brushes, shaped by hand, for every step of your makeup.',
    bestSellers: 'best sellers',
  },
  it: {
    title: 'pennelli fatti per durare',
    intro: 'pennelli per occhi e viso, modellati a mano, per ogni fase del tuo trucco.',
    bestSellers: 'i più venduti',
  },
  es: {
    title: 'brochas hechas para durar',
    intro:
      'brochas para ojos y rostro, formadas a mano, para cada paso de tu maquillaje.',
    bestSellers: 'más vendidos',
  },
  fr: {
    title: 'des pinceaux faits pour durer',
    intro:
      'des pinceaux pour les yeux et le teint, façonnés à la main, pour chaque étape de votre maquillage.',
    bestSellers: 'meilleures ventes',
  },
});
