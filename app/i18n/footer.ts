import {defineArea} from './define';

export const footer = defineArea({
  en: {
    label: 'footer',
    rights: '© {{year}} {{shop}}',
  },
  it: {
    label: 'piè di pagina',
    rights: '© {{year}} {{shop}}',
  },
  es: {
    label: 'pie de página',
    rights: '© {{year}} {{shop}}',
  },
  fr: {
    label: 'pied de page',
    rights: '© {{year}} {{shop}}',
  },
});
