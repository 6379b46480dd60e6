export {sendSignInLinkAction as action} from '~/features/account/auth-backend.server';
