/**
 * A Plausible on this machine, as far as the site speaks to one: Plausible's Events API
 * (`POST /api/event`, a JSON body sent as text/plain, answered 202 with CORS for any origin, as
 * plausible.io and Plausible CE answer). It records every request it gets, of any kind, so a journey
 * can say that nothing at all reached it.
 */
import { createServer, type Server } from 'node:http';

/** An event as the tracker sends it: name, URL, domain, referrer and custom props. */
export interface PlausibleEvent {
  n: string;
  u: string;
  d: string;
  r?: string | null;
  p?: Record<string, string>;
}

export interface PlausibleServer {
  /** Every event posted to /api/event, in order. */
  readonly events: PlausibleEvent[];
  /** Every request of any method and path, in order ("POST /api/event"). */
  readonly requests: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createPlausibleServer(port: number): PlausibleServer {
  const events: PlausibleEvent[] = [];
  const requests: string[] = [];
  let server: Server | undefined;

  const handler: Parameters<typeof createServer>[1] = (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const headers = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/api/event') {
      res.writeHead(404, headers).end();
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      try {
        events.push(JSON.parse(raw) as PlausibleEvent);
      } catch {
        res.writeHead(400, headers).end('Bad request');
        return;
      }
      res.writeHead(202, { ...headers, 'Content-Type': 'text/plain' }).end('ok');
    });
  };

  return {
    events,
    requests,
    start: () =>
      new Promise((done, fail) => {
        server = createServer(handler);
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => done());
      }),
    stop: () =>
      new Promise((done) => {
        if (!server) return done();
        server.closeAllConnections();
        server.close(() => done());
        server = undefined;
      }),
  };
}
