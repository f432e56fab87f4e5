/** Where the product API answers and how the site identifies itself to it (spec §7). */
export const API_PATH = '/api/graphql';
/** Where browsers send CSP violation reports: the API answers it beside GraphQL (each deploy routes /api/* there). */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CLIENT_NAME = 'publicweb';
/** Sent on every request; being a non-simple header it also satisfies the server's CSRF prevention. */
export const CLIENT_NAME_HEADER = 'X-GraphQL-Client-Name';
