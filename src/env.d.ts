declare module 'virtual:publicweb/brand' {
  const brand: import('./brand/types.ts').Brand;
  export default brand;
}

/** Build data served by build-data/integration.ts. */
declare module 'virtual:publicweb/api-snapshot' {
  const snapshot: import('./buildData/apiSnapshotTypes.ts').ApiSnapshot;
  export default snapshot;
}

declare module 'virtual:publicweb/directory' {
  const directory: import('./directory/compute.ts').DirectoryData;
  export default directory;
}

declare module 'virtual:publicweb/city-facts' {
  const facts: import('./buildData/cityFactsTypes.ts').CityFactsData;
  export default facts;
}

interface ImportMetaEnv {
  /** '1' in development brands' bundles only (src/brand/integration.ts): enables island test hooks. */
  readonly PUBLIC_PW_TEST_HOOKS?: string;
}

declare module 'virtual:publicweb/inline-script:*' {
  /** The module bundled and minified into the text of one inline script (src/brand/integration.ts). */
  const code: string;
  export default code;
}

/** Speculation rules' prerendering (HTML standard; not yet in TypeScript's DOM library). */
interface Document {
  /** True while the browser renders the page ahead of the visitor opening it. */
  readonly prerendering?: boolean;
}

declare namespace Astro {
  interface ClientDirectives {
    /** `client:load` with a yield between the island's code and its hydration (src/islands/shared/loadApart.ts). */
    'client:loadApart'?: boolean;
    /** `client:visible` with the island's whole import graph fetched at once (src/islands/shared/visibleChain.ts). */
    'client:visibleChain'?: boolean;
  }
}
