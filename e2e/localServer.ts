/**
 * What the journeys' stand-ins for outside services share (the lead endpoint, Plausible): a real
 * HTTP server on this machine that a journey starts and stops (a service that is down), the CORS
 * answer hosted services give a browser, and a request's body as text.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';

export interface LocalServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function localServer(port: number, handler: RequestListener): LocalServer {
  let server: Server | undefined;
  return {
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

/** A cross-origin POST allowed from the page's origin, with these request headers. */
export const corsHeaders = (origin: string | undefined, allowHeaders: string) => ({
  'Access-Control-Allow-Origin': origin ?? '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': allowHeaders,
  Vary: 'Origin',
});

export function bodyText(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => done(raw));
    req.on('error', fail);
  });
}
