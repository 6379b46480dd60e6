export {sendVerificationEmailAction as action} from '~/features/account/auth-backend.server';
