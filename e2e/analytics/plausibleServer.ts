/**
 * A Plausible on this machine, as far as the site speaks to one: Plausible's Events API
 * (`POST /api/event`, a JSON body sent as text/plain, answered 202 with CORS for any origin, as
 * plausible.io and Plausible CE answer). It records every request it gets, of any kind, so a journey
 * can say that nothing at all reached it.
 */
import type { RequestListener } from 'node:http';
import { bodyText, corsHeaders, localServer, type LocalServer } from '../localServer';

/** An event as the tracker sends it: name, URL, domain, referrer and custom props. */
export interface PlausibleEvent {
  n: string;
  u: string;
  d: string;
  r?: string | null;
  p?: Record<string, string>;
}

export interface PlausibleServer extends LocalServer {
  /** Every event posted to /api/event, in order. */
  readonly events: PlausibleEvent[];
  /** Every request of any method and path, in order ("POST /api/event"). */
  readonly requests: string[];
}

export function createPlausibleServer(port: number): PlausibleServer {
  const events: PlausibleEvent[] = [];
  const requests: string[] = [];

  const handler: RequestListener = (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const headers = corsHeaders(req.headers.origin, 'Content-Type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/api/event') {
      res.writeHead(404, headers).end();
      return;
    }
    void bodyText(req).then((raw) => {
      try {
        events.push(JSON.parse(raw) as PlausibleEvent);
      } catch {
        res.writeHead(400, headers).end('Bad request');
        return;
      }
      res.writeHead(202, { ...headers, 'Content-Type': 'text/plain' }).end('ok');
    });
  };

  return { events, requests, ...localServer(port, handler) };
}
