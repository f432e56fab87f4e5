/** Site path of the brand's logo in every build (the integration copies it there). */
export const LOGO_PATH = '/brand/logo.svg';

/** Site path of the brand's square raster logo (src/brand/images.ts draws it from the favicon mark). */
export const LOGO_PNG_PATH = '/brand/logo.png';
