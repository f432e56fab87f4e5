/** Site path of the brand's logo in every build (the integration copies it there). */
export const LOGO_PATH = '/brand/logo.svg';
