export {resetPasswordAction as action} from '~/features/account/auth-backend.server';
