import {defineArea} from './define';

export const content = defineArea({
  en: {
    updatedOn: 'last updated {{date}}',
  },
  it: {
    updatedOn: 'ultimo aggiornamento: {{date}}',
  },
  es: {
    updatedOn: 'última actualización: {{date}}',
  },
  fr: {
    updatedOn: 'dernière mise à jour : {{date}}',
  },
});
