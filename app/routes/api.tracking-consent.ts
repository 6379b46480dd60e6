export {trackingConsentAction as action} from '~/server/tracking.server';
