import type {SynonymGroups} from '../catalog/search-matching';

/**
 * The shop's synonym groups, as the merchant keeps them in Shopify's Search & Discovery app:
 * a search for one word of a group also finds the others. The English groups hold the shop's
 * own vocabulary; each other language's groups tie what its shoppers type to the translated
 * catalog and to the English words that stay in it (product types, tags, names).
 */
export const SYNONYM_GROUPS: SynonymGroups = {
  en: [
    ['blender', 'blending'],
    ['eyeliner', 'liner'],
    ['eyeshadow', 'shadow'],
  ],
  fr: [
    ['pinceau', 'brosse', 'brush'],
    ['estompeur', 'estompe', 'blender', 'blending'],
    ['yeux', 'oeil', 'eye'],
    ['visage', 'teint', 'face'],
    ['joues', 'blush', 'cheek'],
    ['poudre', 'powder'],
    ['eyeliner', 'liner', 'traceur'],
    ['sourcils', 'brow'],
    ['coffret', 'kit', 'set', 'bundle'],
    ['poil', 'poils', 'hair'],
    ['chevre', 'goat'],
    ['synthetique', 'synthetic', 'vegan'],
    ['trousse', 'pochette', 'pouch'],
    ['savon', 'soap'],
    ['accessoire', 'accessory'],
  ],
  it: [
    ['pennello', 'brush'],
    ['sfumino', 'sfumatura', 'blender', 'blending'],
    ['occhi', 'occhio', 'eye'],
    ['viso', 'face'],
    ['guance', 'guancia', 'blush', 'cheek'],
    ['cipria', 'polvere', 'powder'],
    ['eyeliner', 'liner'],
    ['sopracciglia', 'brow'],
    ['kit', 'cofanetto', 'set', 'bundle'],
    ['pelo', 'peli', 'setole', 'hair'],
    ['capra', 'goat'],
    ['sintetico', 'synthetic', 'vegan'],
    ['astuccio', 'pochette', 'pouch'],
    ['sapone', 'soap'],
    ['accessorio', 'accessory'],
  ],
  es: [
    ['brocha', 'pincel', 'brush'],
    ['difuminador', 'difuminar', 'blender', 'blending'],
    ['ojos', 'ojo', 'eye'],
    ['rostro', 'cara', 'face'],
    ['mejillas', 'colorete', 'blush', 'cheek'],
    ['polvos', 'powder'],
    ['delineador', 'eyeliner', 'liner'],
    ['cejas', 'brow'],
    ['set', 'kit', 'estuche', 'bundle'],
    ['pelo', 'cerdas', 'hair'],
    ['cabra', 'goat'],
    ['sintetico', 'synthetic', 'vegan'],
    ['neceser', 'funda', 'pouch'],
    ['jabon', 'soap'],
    ['accesorio', 'accessory'],
  ],
};
