export {multipassLoader as loader} from '~/features/account/auth-backend.server';
