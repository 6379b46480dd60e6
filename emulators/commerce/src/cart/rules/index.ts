import type {MerchantRule} from '../pipeline';
import {complimentaryRule} from './complimentary';
import {conceptStoreRule} from './concept-store';
import {pwywRule} from './pwyw';
import {welcomeBonusRule} from './welcome-bonus';

/**
 * The shop's merchant rules, in the order they run. Price-setting rules come first, then
 * percentage discounts, then cart-level amounts (store credit), so each sees what the earlier
 * ones left. Adding a rule: one file in this folder, one entry here.
 */
export const MERCHANT_RULES: readonly MerchantRule[] = [
  complimentaryRule,
  pwywRule,
  conceptStoreRule,
  welcomeBonusRule,
];
