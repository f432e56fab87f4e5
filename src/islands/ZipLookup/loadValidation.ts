/** Loads the form checks once, on the first focus of a form (or at submit at the latest). */
type Validation = typeof import('./validate.ts');

let loading: Promise<Validation> | undefined;

export function loadValidation(): Promise<Validation> {
  loading ??= import('./validate.ts').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again next time
    throw error;
  });
  return loading;
}
