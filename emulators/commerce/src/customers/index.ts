import type {PlatformModule} from '../types';
import {customerAdminRoutes} from './admin';
import {migrateCustomerMetafields} from './metafields';
import {migrateOrders} from './orders';
import {customerResolvers} from './resolvers';
import {seedCustomers} from './seed';
import {migrateCustomers} from './store';

/** Customers, access tokens, multipass sign-in, orders and fulfillments. */
export const module: PlatformModule = {
  name: 'customers',
  migrate(db) {
    migrateCustomers(db);
    migrateCustomerMetafields(db);
    migrateOrders(db);
  },
  seed: seedCustomers,
  resolvers: customerResolvers,
  routes: customerAdminRoutes,
};
