/**
 * Loaded with `node --import` before a sample runs: every HTTPS request to a
 * `*.dimo.zone` host goes, as plain HTTP, to the stand-in named by
 * `DIMO_STAND_IN` (./stand-in.ts), with the real host in `x-dimo-host`. The sample
 * and the SDK run unchanged; only where the bytes go changes. Any other HTTPS
 * request fails, so a sample cannot reach the internet from a test.
 */
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';

const target = new URL(process.env.DIMO_STAND_IN ?? '');

type Callback = (res: IncomingMessage) => void;

function redirected(options: RequestOptions, callback?: Callback): ClientRequest {
  const host = options.hostname ?? options.host ?? '';
  if (!host.endsWith('.dimo.zone')) {
    throw new Error(`A sample under test tried to reach ${host}; only *.dimo.zone goes to the stand-in.`);
  }
  const { agent: _agent, ...rest } = options;
  return http.request(
    {
      ...rest,
      protocol: 'http:',
      hostname: target.hostname,
      host: target.hostname,
      port: Number(target.port),
      headers: { ...options.headers, 'x-dimo-host': host },
    },
    callback,
  );
}

function toOptions(
  input: string | URL | RequestOptions,
  options?: RequestOptions | Callback,
): RequestOptions {
  const extra = typeof options === 'object' ? options : {};
  if (typeof input === 'string' || input instanceof URL) {
    const url = new URL(input);
    return { hostname: url.hostname, path: `${url.pathname}${url.search}`, method: 'GET', ...extra };
  }
  return { ...input, ...extra };
}

const callbackOf = (...args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

https.request = ((input: string | URL | RequestOptions, options?: RequestOptions | Callback, cb?: Callback) =>
  redirected(toOptions(input, options), callbackOf(options, cb))) as typeof https.request;

https.get = ((input: string | URL | RequestOptions, options?: RequestOptions | Callback, cb?: Callback) => {
  const req = redirected(toOptions(input, options), callbackOf(options, cb));
  req.end();
  return req;
}) as typeof https.get;
