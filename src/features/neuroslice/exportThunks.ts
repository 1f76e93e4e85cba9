/**
 * The NeuroSlice actions that take the plan out of the tool (SPEC §7, §8, §9): download the
 * strategy pack, download the calendar's .ics, send the active node to a webhook. The file
 * download, fetch and notices are the store's adapters (neurosliceAdapters.ts).
 */
import {
  ICS_FILE_NAME,
  ICS_MIME_TYPE,
  NOTICES,
  buildStrategyPack,
  buildWebhookPayload,
  calendarIcs,
  draftSentNotice,
  isHttpUrl,
  sendWebhook,
} from './engine';
import type { NeuroSliceThunk } from './neurosliceSlice';

/** SPEC §8/§9 Export: refused with 'No Data' when there are no nodes; otherwise builds and saves the zip. */
export const downloadStrategyPack =
  (): NeuroSliceThunk<Promise<boolean>> => async (_dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const { data } = getState().neuroslice;
    if (!data.nodes.length) {
      adapters.notify(NOTICES.noData);
      return false;
    }
    adapters.notify(NOTICES.downloadStarted);
    try {
      const pack = await buildStrategyPack(data, adapters.now());
      await adapters.saveFile(pack.fileName, pack.bytes, pack.mimeType);
      return true;
    } catch (error) {
      adapters.log.error('NeuroSlice could not build the strategy pack.', error);
      adapters.notify(NOTICES.downloadFailed);
      return false;
    }
  };

/** docs/PRODUCT.md#the-map-at-scale-and-calendar-export: the Calendar tab's "Download .ics", the same file as the pack's. */
export const downloadCalendarIcs =
  (): NeuroSliceThunk<Promise<boolean>> => async (_dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const { data } = getState().neuroslice;
    if (!data.calendar.length) {
      adapters.notify(NOTICES.noData);
      return false;
    }
    try {
      const bytes = new TextEncoder().encode(calendarIcs(data, adapters.now()));
      await adapters.saveFile(ICS_FILE_NAME, bytes, ICS_MIME_TYPE);
      return true;
    } catch (error) {
      adapters.log.error('NeuroSlice could not build calendar.ics.', error);
      adapters.notify(NOTICES.calendarDownloadFailed);
      return false;
    }
  };

export type WebhookOutcome = 'refused' | 'sent' | 'failed';

/**
 * SPEC §7/§8: POSTs the active node's payload to the webhook URL. Refused with 'Webhook URL
 * Missing', 'Invalid Webhook URL' (not http(s), docs/PRODUCT.md#safe-post-bodies) or 'No Node Selected'; a non-OK answer
 * or a network failure gives 'Error' with the details in the console.
 */
export const sendActiveNodeToWebhook =
  (): NeuroSliceThunk<Promise<WebhookOutcome>> => async (_dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const { webhookUrl, activeNodeId, data } = getState().neuroslice;
    const url = webhookUrl.trim();
    if (!url) {
      adapters.notify(NOTICES.webhookUrlMissing);
      return 'refused';
    }
    if (!isHttpUrl(url)) {
      adapters.notify(NOTICES.webhookUrlInvalid);
      return 'refused';
    }
    const node = activeNodeId ? data.nodes.find((n) => n.id === activeNodeId) : undefined;
    if (!node) {
      adapters.notify(NOTICES.noNodeSelected);
      return 'refused';
    }
    adapters.notify(NOTICES.sendingToWebhook);
    try {
      const response = await sendWebhook(url, buildWebhookPayload(node, data), {
        timeoutMs: adapters.webhookTimeoutMs,
        fetchImpl: adapters.fetchImpl,
      });
      if (response.ok) {
        adapters.notify(draftSentNotice(response.status));
        return 'sent';
      }
      adapters.log.error(`The webhook at ${url} answered with status ${response.status}.`);
    } catch (error) {
      adapters.log.error(`The webhook request to ${url} failed.`, error);
    }
    adapters.notify(NOTICES.webhookError);
    return 'failed';
  };
