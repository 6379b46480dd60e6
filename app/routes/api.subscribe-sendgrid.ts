export {subscribeAction as action} from '~/features/growth/subscribe-route.server';
