/**
 * Receives Content-Security-Policy violation reports (the `report-uri` / `report-to` endpoint of the
 * policy) on the local server. Production sends them to the same path on the API host. A report is
 * logged as one line (directive, blocked origin, page path), never with query strings or bodies,
 * so no personal data reaches the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 16 * 1024;

/**
 * A request target as a URL, for any target a client can send: `//x` stays a path (resolving it
 * against a base would read it as another host, or throw), and an unparsable one is `/`.
 */
export function requestUrl(target: string): URL {
  if (target.startsWith('/')) return new URL(`http://localhost${target}`);
  return URL.canParse(target) ? new URL(target) : new URL('http://localhost/');
}

type Report = Record<string, unknown>;

/** The useful fields of either report format: legacy `{"csp-report": {...}}` or Reporting API `[{"body": {...}}]`. */
export function summarize(payload: unknown): string[] {
  const list: unknown[] = Array.isArray(payload) ? payload : [payload];
  return list.map((entry) => {
    const item = (entry ?? {}) as Report;
    const body = ((item['csp-report'] ?? item['body'] ?? item) as Report) ?? {};
    const field = (...names: string[]) =>
      names.map((name) => body[name]).find((value) => typeof value === 'string') as string | undefined;
    const strip = (value: string | undefined) => {
      if (!value) return '-';
      try {
        const url = new URL(value);
        return url.origin === 'null' ? value : `${url.origin}${url.pathname}`;
      } catch {
        return value.slice(0, 40);
      }
    };
    return `CSP violation: ${field('effective-directive', 'effectiveDirective', 'violated-directive') ?? '?'} blocked ${strip(
      field('blocked-uri', 'blockedURL'),
    )} on ${strip(field('document-uri', 'documentURL'))}`;
  });
}

/** A handler for POST <path>: answers 204 and logs each report; returns true when it answered. */
export function cspReportHandler(path: string, log: (line: string) => void = (line) => console.warn(line)) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!req.url || requestUrl(req.url).pathname !== path) return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      try {
        for (const line of summarize(JSON.parse(Buffer.concat(chunks).toString('utf8')))) log(line);
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
    return true;
  };
}
