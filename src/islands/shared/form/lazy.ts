/**
 * A module loaded once, on first use (a form's first focus, or its submit at the latest), and tried
 * again after a failed download: how the deal page's small forms load their checks without putting
 * valibot in the page's first-visit JavaScript.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
