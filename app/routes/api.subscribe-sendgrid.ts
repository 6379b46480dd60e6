export {subscribeAction as action} from '~/features/growth/mailing-list.server';
