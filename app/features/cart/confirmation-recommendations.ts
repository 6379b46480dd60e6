/** Where a confirmation asks for its recommendations. */
export const RECOMMENDATIONS_API = '/api/recommendations';

export interface ConfirmationRecommendation {
  handle: string;
  title: string;
  price: string;
  image: {url: string; altText: string | null} | null;
}
