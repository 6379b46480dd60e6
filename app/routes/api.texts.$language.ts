/** GET /api/texts/:language: a language's every text, for the browser (~/i18n/page-texts). */
export {languageTextsLoader as loader} from '~/i18n/texts.server';
