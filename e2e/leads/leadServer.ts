/**
 * A real lead endpoint on this machine, speaking what Formspree, Basin or a Zapier/Make/n8n webhook
 * speak: a cross-origin JSON POST after a CORS preflight, answered with a JSON status. The journeys
 * start it, stop it (a server that is down), and choose its answer (2xx, or 400 for a refusal).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

interface ReceivedLead {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface LeadServer {
  /** Every POST it answered, in order, parsed. */
  readonly received: ReceivedLead[];
  /** The status a POST gets from now on (201 unless told otherwise). */
  answerWith(status: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLeadServer(port: number): LeadServer {
  const received: ReceivedLead[] = [];
  let status = 201;
  let server: Server | undefined;

  const cors = (origin: string | undefined) => ({
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    Vary: 'Origin',
  });

  const handler: Parameters<typeof createServer>[1] = (req, res) => {
    const headers = cors(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/leads') {
      res.writeHead(404, headers).end();
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
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
