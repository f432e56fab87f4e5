/** A timed autocannon run of one scenario, with per-request latency from every 2xx response. */
import autocannon from 'autocannon';
import { HEADERS, isGoodBody, percentile, type Operation } from './http.ts';

export type Scenario = {
  name: string;
  operations: Operation[];
  connections: number;
  overallRate?: number;
  /** Sent back to back during the measured run (not measured), on `backgroundClients` connections (default 1). */
  background?: Operation[];
  backgroundClients?: number;
};

export type Measured = {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  graphqlErrors: number;
};

const bodies = (operations: Operation[]) =>
  operations.map((operation) => ({ method: 'POST' as const, body: JSON.stringify(operation) }));

/** The background loop: the scenario's `background` documents back to back, not measured. */
function backgroundLoad(url: string, scenario: Scenario, seconds: number) {
  if (!scenario.background?.length) return undefined;
  const options = {
    url,
    method: 'POST' as const,
    headers: HEADERS,
    connections: scenario.backgroundClients ?? 1,
    duration: seconds,
    requests: bodies(scenario.background),
  };
  return autocannon(options, () => {});
}

/** The measured run; `latencies` gets the response time of every 2xx response. */
function measuredLoad(url: string, scenario: Scenario, seconds: number, latencies: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: HEADERS,
        connections: scenario.connections,
        duration: seconds,
        timeout: 10,
        ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
        requests: bodies(scenario.operations),
        verifyBody: isGoodBody,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error as Error) : resolve(done)),
    );
    // @types/autocannon declares (statusCode, bytes, responseTime); autocannon emits the client first.
    (instance as unknown as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      },
    );
  });
}

export async function load(url: string, scenario: Scenario, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  const background = backgroundLoad(url, scenario, seconds);
  const result = await measuredLoad(url, scenario, seconds, latencies);
  background?.stop();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    requests: latencies.length + result.non2xx,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    graphqlErrors: result.mismatches,
  };
}
