/**
 * One try at handing a lead to the endpoint. The answer decides what happens to it:
 * - delivered: a 2xx;
 * - retry: no answer (network error, CORS failure, the timeout), a 5xx or a 429 — worth trying again;
 * - rejected: any other answer — the endpoint refuses this message, trying again would not help.
 */
import { errorMessage } from '../../../lib/errorMessage';
import type { Lead } from './lead';

export type DeliveryResult =
  { kind: 'delivered' } | { kind: 'retry'; reason: string } | { kind: 'rejected'; status: number };

export type SendLead = (lead: Lead) => Promise<DeliveryResult>;

const DELIVERY_TIMEOUT_MS = 10_000;

export function resultOfStatus(status: number): DeliveryResult {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status >= 500 || status === 429) return { kind: 'retry', reason: `HTTP ${status}` };
  return { kind: 'rejected', status };
}

export function createLeadSender(
  endpoint: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs = DELIVERY_TIMEOUT_MS,
): SendLead {
  return async (lead) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(lead),
        signal: controller.signal,
      });
      return resultOfStatus(response.status);
    } catch (error) {
      return { kind: 'retry', reason: errorMessage(error) };
    } finally {
      clearTimeout(timer);
    }
  };
}
