import type {PlatformModule} from '../types';
import {checkoutRoutes} from './routes';
import {migrateCheckoutSessions} from './sessions';

/** The checkout pages a cart's checkoutUrl opens, the thank-you and the order status pages. */
export const module: PlatformModule = {
  name: 'checkout',
  migrate(db) {
    migrateCheckoutSessions(db);
  },
  routes: checkoutRoutes,
};
