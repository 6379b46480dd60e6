export {confirmationRecommendationsLoader as loader} from '~/features/cart/confirmation-recommendations.server';
