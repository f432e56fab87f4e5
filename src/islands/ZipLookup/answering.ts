/**
 * The zip lookup's answering code: the form's TanStack form and the API call with its checks
 * (./lookUp.ts, with TanStack Form, valibot, urql and the GraphQL documents) and the answer's view
 * (./ZipResult.tsx). The island's shell hydrates without
 * it, so the field works as soon as it shows; this loads when the shell asks
 * (./ZipLookup.tsx: first focus or input, or at the submit at the latest). Only a browser asks for
 * it: the server render never does, and the server build leaves the imports out
 * (`import.meta.env.SSR`), so they add no server-side chunks (which regroup the pages' shared
 * stylesheets).
 */
import { lazyModule } from '../shared/form/lazy.ts';

export const loadAnswering = lazyModule(() =>
  import.meta.env.SSR
    ? Promise.reject(new Error('The zip lookup answers in the browser only'))
    : Promise.all([import('./lookUp.ts'), import('./ZipResult.tsx')]).then(
        ([{ lookUp, ZIP_FIELDS }, { ZipAnswer }]) => ({ lookUp, ZIP_FIELDS, ZipAnswer }),
      ),
);
