/** Where a confirmation asks for its recommendations. */
export const RECOMMENDATIONS_API = '/api/recommendations';

/** One recommendation in an added-to-cart confirmation, ready to show. */
export interface ConfirmationRecommendation {
  handle: string;
  title: string;
  price: string;
  image: {url: string; altText: string | null} | null;
}
