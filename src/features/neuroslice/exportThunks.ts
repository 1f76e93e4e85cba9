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
import type { NoticeText, StrategyData } from './engine';
import type { NeuroSliceThunk } from './neurosliceSlice';

/** A file the plan can be downloaded as, and the notices and log line its download gives. */
interface PlanDownload {
  /** Whether the plan holds what the file is made of; without it, 'No Data' and nothing saved. */
  hasData: (data: StrategyData) => boolean;
  /** Said before the file is built, for a file slow enough to need it. */
  startedNotice?: NoticeText;
  build: (data: StrategyData, now: Date) => Promise<SavedFile> | SavedFile;
  failureLog: string;
  failedNotice: NoticeText;
}

interface SavedFile {
  fileName: string;
  bytes: Uint8Array;
  mimeType: string;
}

const downloadPlan =
  (download: PlanDownload): NeuroSliceThunk<Promise<boolean>> =>
  async (_dispatch, getState, extra) => {
    const { adapters } = extra.neuroslice;
    const { data } = getState().neuroslice;
    if (!download.hasData(data)) {
      adapters.notify(NOTICES.noData);
      return false;
    }
    if (download.startedNotice) adapters.notify(download.startedNotice);
    try {
      const file = await download.build(data, adapters.now());
      await adapters.saveFile(file.fileName, file.bytes, file.mimeType);
      return true;
    } catch (error) {
      adapters.log.error(download.failureLog, error);
      adapters.notify(download.failedNotice);
      return false;
    }
  };

/** SPEC §8/§9 Export: refused with 'No Data' when there are no nodes; otherwise builds and saves the zip. */
export const downloadStrategyPack = (): NeuroSliceThunk<Promise<boolean>> =>
  downloadPlan({
    hasData: (data) => data.nodes.length > 0,
    startedNotice: NOTICES.downloadStarted,
    build: buildStrategyPack,
    failureLog: 'NeuroSlice could not build the strategy pack.',
    failedNotice: NOTICES.downloadFailed,
  });

/** docs/PRODUCT.md#the-map-at-scale-and-calendar-export: the Calendar tab's "Download .ics", the same file as the pack's. */
export const downloadCalendarIcs = (): NeuroSliceThunk<Promise<boolean>> =>
  downloadPlan({
    hasData: (data) => data.calendar.length > 0,
    build: (data, now) => ({
      fileName: ICS_FILE_NAME,
      bytes: new TextEncoder().encode(calendarIcs(data, now)),
      mimeType: ICS_MIME_TYPE,
    }),
    failureLog: 'NeuroSlice could not build calendar.ics.',
    failedNotice: NOTICES.calendarDownloadFailed,
  });

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
