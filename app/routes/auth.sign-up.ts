export {signUpAction as action} from '~/features/account/auth-backend.server';
