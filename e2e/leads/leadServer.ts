/**
 * A real lead endpoint on this machine, speaking what Formspree, Basin or a Zapier/Make/n8n webhook
 * speak: a cross-origin JSON POST after a CORS preflight, answered with a JSON status. The journeys
 * start it, stop it (a server that is down), and choose its answer (2xx, or 400 for a refusal).
 */
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { bodyText, corsHeaders, localServer, type LocalServer } from '../localServer';

interface ReceivedLead {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface LeadServer extends LocalServer {
  /** Every POST it answered, in order, parsed. */
  readonly received: ReceivedLead[];
  /** The status a POST gets from now on (201 unless told otherwise). */
  answerWith(status: number): void;
}

export function createLeadServer(port: number): LeadServer {
  const received: ReceivedLead[] = [];
  let status = 201;

  const handler: RequestListener = (req, res) => {
    const headers = corsHeaders(req.headers.origin, 'Content-Type, Accept');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/leads') {
      res.writeHead(404, headers).end();
      return;
    }
    void bodyText(req).then((raw) => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        res.writeHead(400, { ...headers, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error: 'Body is not JSON' }));
        return;
      }
      received.push({ headers: req.headers, body });
      res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { ok: true } : { ok: false, error: 'Refused' }));
    });
  };

  return {
    received,
    answerWith(next) {
      status = next;
    },
    ...localServer(port, handler),
  };
}
