/**
 * Every NeuroSlice text that SPEC fixes (docs/SPEC.md) (status messages, notices), in one place so the engine,
 * the thunks, the UI and the stories all show the same words.
 */
import { brand } from '../../../lib/brand';
import { spokenDate } from './calendarMoves';

/** SPEC §4: the status machine's messages, in order. */
export const STATUS_MESSAGES = {
  initializing: 'Initializing...',
  parsing: 'Parsing Input...',
  pillars: 'Building Content Pillars...',
  trends: 'Analyzing Trends...',
  personas: 'Generating Personas...',
  calendar: 'Building Calendar...',
  ready: 'Ready',
  skipping: 'Skipping ahead...',
} as const;

/** The generation stages in the order SPEC §4 announces them (before 'Ready'). */
export const STAGE_MESSAGES = [
  STATUS_MESSAGES.parsing,
  STATUS_MESSAGES.pillars,
  STATUS_MESSAGES.trends,
  STATUS_MESSAGES.personas,
  STATUS_MESSAGES.calendar,
] as const;

/** SPEC §9: the simulated delay after each stage, in milliseconds. */
export const DEFAULT_STAGE_DELAYS: readonly number[] = [800, 1200, 1000, 1000, 500];

type NoticeTone = 'default' | 'success' | 'destructive' | 'info';

export interface NoticeText {
  title: string;
  description: string;
  variant: NoticeTone;
}

/** SPEC §8 notices of the strategy tool. */
export const NOTICES = {
  inputRequired: {
    title: 'Input Required',
    description: 'Please provide a topic or brain dump to begin.',
    variant: 'destructive',
  },
  noData: {
    title: 'No Data',
    description: 'Generate a slice before exporting.',
    variant: 'destructive',
  },
  webhookUrlMissing: {
    title: 'Webhook URL Missing',
    description: 'Please enter a webhook URL to send a test.',
    variant: 'destructive',
  },
  /** docs/PRODUCT.md#safe-post-bodies: only http(s) URLs are ever called; SPEC has no text for this case. */
  webhookUrlInvalid: {
    title: 'Invalid Webhook URL',
    description: 'Enter a web address that starts with http:// or https://.',
    variant: 'destructive',
  },
  noNodeSelected: {
    title: 'No Node Selected',
    description: 'Please select a node on the map view to send.',
    variant: 'destructive',
  },
  webhookError: {
    title: 'Error',
    description: 'Could not send to blog. Check console for details.',
    variant: 'destructive',
  },
  sendingToWebhook: {
    title: 'Sending to Webhook...',
    description: 'Posting the selected node as a draft.',
    variant: 'info',
  },
  /** SPEC has no text for a pack that cannot be built (it should not happen; the details are logged). */
  downloadFailed: {
    title: 'Download Failed',
    description: 'The strategy pack could not be built. Check console for details.',
    variant: 'destructive',
  },
  /** docs/PRODUCT.md#the-map-at-scale-and-calendar-export: the .ics could not be written (the details are logged). */
  calendarDownloadFailed: {
    title: 'Download Failed',
    description: 'The calendar file could not be built. Check console for details.',
    variant: 'destructive',
  },
  downloadStarted: {
    title: 'Download Started',
    description: 'Your strategy pack is being generated.',
    variant: 'info',
  },
  complete: {
    title: `${brand.toolName} Complete`,
    description: 'Your AI-powered content strategy is ready.',
    variant: 'success',
  },
  skippedAhead: {
    title: 'Skipped Ahead',
    description: 'Displaying final generated strategy.',
    variant: 'info',
  },
  featureNotImplemented: {
    title: 'Feature Not Implemented',
    description:
      "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
    variant: 'default',
  },
  notSupported: {
    title: 'Not Supported',
    description: 'Voice recognition is not supported in your browser.',
    variant: 'destructive',
  },
} as const satisfies Record<string, NoticeText>;

/** 'Error' - 'Failed to generate strategy: {message}' (SPEC §8). */
export function generationFailedNotice(message: string): NoticeText {
  return {
    title: 'Error',
    description: `Failed to generate strategy: ${message}`,
    variant: 'destructive',
  };
}

/** SPEC has no text for a model that cannot deepen a node (docs/PRODUCT.md#a-real-language-model); the offline plan is untouched. */
export function deepenFailedNotice(message: string): NoticeText {
  return {
    title: 'Error',
    description: `Failed to deepen the node: ${message}`,
    variant: 'destructive',
  };
}

/** 'Cluster Deepened' - '{n} new nodes added.' */
export function clusterDeepenedNotice(count: number): NoticeText {
  return {
    title: 'Cluster Deepened',
    description: `${count} new nodes added.`,
    variant: 'success',
  };
}

/** 'Draft Sent!' - 'Successfully posted to your webhook. Status: {code}' */
export function draftSentNotice(status: number): NoticeText {
  return {
    title: 'Draft Sent!',
    description: `Successfully posted to your webhook. Status: ${status}`,
    variant: 'success',
  };
}

/** 'Draft Saved': the active node became a draft post in the blog. */
export function draftSavedNotice(title: string): NoticeText {
  return {
    title: 'Draft Saved',
    description: `“${title}” is now a draft post in your blog.`,
    variant: 'success',
  };
}

/** A calendar entry moved to another day (the notice carries Undo). */
export function calendarMovedNotice(title: string, date: string): NoticeText {
  return {
    title: 'Entry Moved',
    description: `“${title}” is now on ${spokenDate(date)}.`,
    variant: 'success',
  };
}

/** "Write drafts for {month}": how many drafts were written. */
export function monthDraftsNotice(count: number, month: string): NoticeText {
  return count === 0
    ? {
        title: 'Nothing to Draft',
        description: `Every entry in ${month} already has a draft.`,
        variant: 'info',
      }
    : {
        title: 'Drafts Written',
        description: `${count} ${count === 1 ? 'draft' : 'drafts'} for ${month} are in your blog.`,
        variant: 'success',
      };
}

/** Undo or Ctrl+Z took a move back. */
export function calendarMoveUndoneNotice(title: string, date: string): NoticeText {
  return {
    title: 'Move Undone',
    description: `“${title}” is back on ${spokenDate(date)}.`,
    variant: 'info',
  };
}

/** An upload that passed the checks but could not be read (the details are logged). */
export function fileNotReadableNotice(fileName: string): NoticeText {
  return {
    title: 'File Not Readable',
    description: `${fileName} could not be read. Try another file or paste the text.`,
    variant: 'destructive',
  };
}

/** 'Voice Error' with the recognizer's error text (SPEC §8). */
export function voiceErrorNotice(error: string): NoticeText {
  return { title: 'Voice Error', description: error, variant: 'destructive' };
}

/** SPEC §2 empty states of the tool's tabs. */
export const EMPTY_STATES = {
  map: 'Generate a slice to see the Neural Map.',
  personas: 'Generate a slice to see your AI-created Personas.',
  trends: 'Generate a slice to analyze market trends.',
  calendar: 'Generate a slice to populate your content calendar.',
} as const;
