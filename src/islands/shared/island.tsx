import type { ComponentType, ReactNode } from 'react';
import { reportError } from '../../lib/reportError.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * An island as pages mount it: `Content` inside the §8 error boundary, so a render failure shows
 * the generic error screen in place of the island and is reported to error tracking under `name`
 * (the one place island failures are reported; telemetry hooks in here).
 */
export function island<Props extends object>(name: string, Content: ComponentType<Props>): ComponentType<Props> {
  function Island(props: Props): ReactNode {
    return (
      <ErrorBoundary onError={(error, info) => reportError(error, { source: name, stack: info.componentStack })}>
        <Content {...props} />
      </ErrorBoundary>
    );
  }
  Island.displayName = name;
  return Island;
}
