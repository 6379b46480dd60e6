export {trackingConsentAction as action} from '~/features/growth/tracking.server';
