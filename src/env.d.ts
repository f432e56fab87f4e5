declare module 'virtual:publicweb/brand' {
  const brand: import('./brand/types.ts').Brand;
  export default brand;
}
