import type { ComponentType, ReactNode } from 'react';
import type { PageCopy } from '../../copy/pages.ts';
import { reportError } from '../../lib/reportError.ts';
import { useEffect } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * Test hook, compiled in only on development brands (`isDev`, e.g. staging; the brand integration
 * defines the flag): `?pw_throw=<island name>` makes that island throw while rendering, so the e2e
 * suite can prove the §8 screen and the error report end to end. On production brands the flag is
 * the constant `false` and the minifier removes the hook, so shoppers can never trigger it.
 */
const TEST_HOOKS = import.meta.env.PUBLIC_PW_TEST_HOOKS === '1';

export const TEST_THROW_PARAM = 'pw_throw';

function TestThrow({ name, children }: { name: string; children: ReactNode }): ReactNode {
  if (typeof location !== 'undefined' && new URLSearchParams(location.search).get(TEST_THROW_PARAM) === name) {
    throw new Error(`Test failure of the ${name} island (?${TEST_THROW_PARAM})`);
  }
  return children;
}

/** What every island takes besides its own props: the error screen's words (chrome.yaml `errorPage`). */
export type IslandWords = Pick<PageCopy<'chrome'>['errorPage'], 'goBack'>;

/**
 * An island as pages mount it: `Content` inside the §8 error boundary, so a render failure shows
 * the generic error screen in place of the island and is reported to error tracking under `name`
 * (the one place island failures are reported; telemetry hooks in here).
 */
export function island<Props extends object>(
  name: string,
  Content: ComponentType<Props>,
): ComponentType<Props & IslandWords> {
  // `goBack` reaches the content too (it ignores it): no rest-spread in every island's first load.
  function Island(props: Props & IslandWords): ReactNode {
    // Once hydrated (effects run only in the browser, after the island's own): what was pressed
    // before is carried out (the page's early-actions script, shared/earlyActions.inline.ts).
    useEffect(() => window.__early?.replay(name), []);
    return (
      <ErrorBoundary
        goBack={props.goBack}
        onError={(error, info) => reportError(error, { source: name, stack: info.componentStack })}
      >
        {TEST_HOOKS ? (
          <TestThrow name={name}>
            <Content {...props} />
          </TestThrow>
        ) : (
          <Content {...props} />
        )}
      </ErrorBoundary>
    );
  }
  Island.displayName = name;
  return Island;
}
