export {ordersLoader as loader} from '~/features/account/orders.server';
export {OrdersPage as default} from '~/features/account/OrdersPage';
