/** The collections the home page features and links to. */
export const BEST_SELLERS_HANDLE = 'best-sellers';
export const ALL_PRODUCTS_HANDLE = 'all-products';
export const EYE_BRUSHES_HANDLE = 'eye-brushes';
export const FACE_BRUSHES_HANDLE = 'face-brushes';
