/**
 * Drafts a connected model writes (docs/PRODUCT.md#from-plan-to-posts): one at a time, streamed
 * into the progress view; Cancel keeps what arrived, a failure offers the outline drafts for the
 * rest. The model's post writer loads on first use, never with the tool.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../design-system';
import { adminPaths } from '../../../lib/appPaths';
import type { CalendarEvent, ContentNode, StrategyData } from '../engine';
import { monthDraftsNotice } from '../engine/messages';
import type { ModelConnection } from '../languageModel/connection';

/** A node to write a draft for, with its calendar entry when it has one. */
export type DraftItem = { node: ContentNode; entry?: CalendarEvent };
/** A draft item with its focus keyphrase and its related-post links. */
export type LinkedDraftItem = DraftItem & { focus: string; links: string[] };

/** A model writing drafts, as the progress view shows it (docs/PRODUCT.md#from-plan-to-posts). */
export interface DraftProgress {
  /** The month when drafts for a month are written; absent for one draft. */
  month?: string;
  /** The node whose post is being (or was last) written. */
  title: string;
  /** 1-based: the draft being written, of `total`. */
  index: number;
  total: number;
  /** The model's words so far for this draft. */
  text: string;
  phase: 'writing' | 'cancelled' | 'failed';
  /** What went wrong, in the language-model feature's words (never the key). */
  failure?: string;
  /** The drafts saved so far in this job (a cancelled draft's partial body included). */
  savedIds: string[];
}

const loadPostWriter = () => import('../languageModel/postWriter');

export function useModelDrafts({
  data,
  withLinks,
  save,
  write,
  savedNotice,
}: {
  data: StrategyData;
  /** Each item's focus keyphrase and related-post links. */
  withLinks: (items: readonly DraftItem[]) => Promise<LinkedDraftItem[]>;
  /** Saves one draft with the given body and links it to its entry; returns the post's id. */
  save: (item: DraftItem, body: string) => string;
  /** Offline: every draft at once, each with the outline body; returns the new posts' ids. */
  write: (items: readonly DraftItem[]) => Promise<string[]>;
  /** "Draft saved" with its Open draft action. */
  savedNotice: (title: string, id: string) => void;
}) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<DraftProgress | null>(null);
  // The model job in flight: its abort, and what a failure leaves to write offline.
  const job = useRef<{ controller: AbortController; left: DraftItem[] } | null>(null);

  /**
   * With a model: one draft at a time, streamed into the progress view. Cancel saves the draft
   * in hand with what arrived and keeps the finished ones; a failure stops and offers the outline
   * drafts for the rest. Returns the ids saved.
   */
  async function writeWithModel(
    items: readonly DraftItem[],
    connection: ModelConnection,
    month?: string,
  ): Promise<string[]> {
    const controller = new AbortController();
    job.current = { controller, left: [...items] };
    const savedIds: string[] = [];
    const base = { month, total: items.length, savedIds, text: '', phase: 'writing' as const };
    setProgress({ ...base, title: items[0].node.title, index: 1 });
    let linked: LinkedDraftItem[];
    let postWriter: Awaited<ReturnType<typeof loadPostWriter>>;
    try {
      [linked, postWriter] = await Promise.all([withLinks(items), loadPostWriter()]);
    } catch {
      setProgress({
        ...base,
        title: items[0].node.title,
        index: 1,
        phase: 'failed',
        failure: 'the draft writer could not load. Check your connection and try again.',
      });
      return savedIds;
    }
    for (const [i, item] of linked.entries()) {
      if (controller.signal.aborted) break;
      let text = '';
      setProgress({ ...base, savedIds: [...savedIds], title: item.node.title, index: i + 1 });
      const angles = new Map(
        data.variants.filter((v) => v.node_id === item.node.id).map((v) => [v.persona_id, v.hook]),
      );
      try {
        const body = await postWriter.writePostWithModel(
          connection,
          {
            node: item.node,
            personas: data.personas,
            angles,
            focusKeyphrase: item.focus,
            relatedLinks: item.links,
          },
          {
            signal: controller.signal,
            onText: (sofar) => {
              text = sofar;
              setProgress((p) => p && { ...p, text: sofar });
            },
          },
        );
        savedIds.push(save(item, body));
        job.current.left = items.slice(i + 1);
      } catch (error) {
        if (controller.signal.aborted) {
          // Cancel keeps what arrived: the partial post is a draft like any other.
          const partial = postWriter.modelPostBody(text, connection.apiKey);
          if (partial) savedIds.push(save(item, partial));
          setProgress((p) => p && { ...p, phase: 'cancelled', savedIds: [...savedIds] });
          return savedIds;
        }
        const cause =
          error instanceof Error && error.name === 'ModelRequestError'
            ? error.message
            : 'the draft could not be written.';
        setProgress((p) => p && { ...p, phase: 'failed', failure: cause, savedIds: [...savedIds] });
        return savedIds;
      }
    }
    job.current = null;
    setProgress(null);
    return savedIds;
  }

  /** Cancel in the progress view: the request stops; what arrived is kept. */
  function cancelModelDrafts() {
    job.current?.controller.abort();
  }

  /** Close the progress view after a cancel or a failure. */
  function closeProgress() {
    job.current = null;
    setProgress(null);
  }

  /** After a failure: the outline drafts for the draft that failed and every one after it. */
  async function writeOutlineDraftsInstead() {
    const left = job.current?.left ?? [];
    const month = progress?.month;
    closeProgress();
    if (!left.length) return;
    const ids = await write(left);
    if (month) notify(monthDraftsNotice(ids.length + (progress?.savedIds.length ?? 0), month));
    else savedNotice(left[0].node.title, ids[0]);
  }

  /** "Open draft" in the progress view. */
  function openDraft(id: string) {
    closeProgress();
    void navigate(adminPaths.editPost(id));
  }

  /** Whether a job's progress view is still open (a cancel or a failure leaves it up). */
  const isOpen = () => job.current !== null;

  return {
    progress,
    writeWithModel,
    isOpen,
    cancelModelDrafts,
    closeProgress,
    writeOutlineDraftsInstead,
    openDraft,
  };
}
