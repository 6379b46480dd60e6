import {warmShopFunctions} from '../functions/installed';
import type {PlatformModule} from '../types';
import {cartAdminRoutes} from './admin';
import {cartResolvers} from './resolvers';
import {migrateCarts} from './store';

/** The Storefront API's cart, priced by the merchant-rules pipeline (./rules). */
export const module: PlatformModule = {
  name: 'cart',
  migrate: migrateCarts,
  resolvers: cartResolvers,
  routes: cartAdminRoutes,
  warm: warmShopFunctions,
};
