import {module as adminApi} from './admin-api/module';
import {module as analytics} from './analytics';
import {module as brand} from './brand';
import {module as cart} from './cart';
import {module as checkout} from './checkout';
import {module as customers} from './customers';
import {module as mail} from './mail';
import {module as webhooks} from './webhooks';
import type {PlatformModule} from './types';

/** The parts that plug into the core, in the order they migrate and seed. */
export const PLATFORM_MODULES: readonly PlatformModule[] = [
  adminApi,
  webhooks,
  customers,
  cart,
  checkout,
  brand,
  mail,
  analytics,
];
