/**
 * Voice dictation behind a small adapter: the browser's Web Speech API by default, a fake in
 * stories and tests. The Create panel only sees start/stop and three callbacks.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { notify } from '../../../design-system';
import { errorMessage } from '../../../lib/errorMessage';
import { NOTICES, voiceErrorNotice } from '../engine/messages';

interface DictationCallbacks {
  /** A final piece of recognised speech. */
  onText: (text: string) => void;
  /** The recognizer's error code or message (e.g. 'not-allowed', 'network'). */
  onError: (message: string) => void;
  /** Recognition stopped, by the user, by silence or after an error. */
  onEnd: () => void;
}

export interface DictationSession {
  stop(): void;
}

export interface SpeechAdapter {
  isSupported(): boolean;
  start(callbacks: DictationCallbacks): DictationSession;
}

// The Web Speech API is not in TypeScript's DOM library; this is the part used here.
interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } } | undefined;
}
interface BrowserRecognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error?: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => BrowserRecognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const browserSpeechAdapter: SpeechAdapter = {
  isSupported: () => recognitionConstructor() !== undefined,
  start({ onText, onError, onEnd }) {
    const Recognition = recognitionConstructor();
    if (!Recognition) throw new Error('Speech recognition is not available');
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.lang = typeof navigator !== 'undefined' ? navigator.language || 'en-US' : 'en-US';
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result?.isFinal) onText(result[0].transcript.trim());
      }
    };
    recognition.onerror = (event) => onError(event.error || event.message || 'Unknown error');
    recognition.onend = onEnd;
    recognition.start();
    return { stop: () => recognition.stop() };
  },
};

export const SpeechAdapterContext = createContext<SpeechAdapter>(browserSpeechAdapter);

/** Appends a dictated phrase to what is already typed, with one space between. */
export function appendDictation(current: string, phrase: string): string {
  const text = phrase.trim();
  if (!text) return current;
  if (!current) return text;
  return /\s$/.test(current) ? current + text : `${current} ${text}`;
}

/** The voice toggle's state machine (SPEC §4: on or off; off on end or error). */
export function useDictation(onText: (text: string) => void) {
  const adapter = useContext(SpeechAdapterContext);
  const [listening, setListening] = useState(false);
  const session = useRef<DictationSession | null>(null);
  const latestOnText = useRef(onText);
  useEffect(() => {
    latestOnText.current = onText;
  }, [onText]);

  useEffect(() => () => session.current?.stop(), []);

  const toggle = useCallback(() => {
    if (session.current) {
      session.current.stop();
      session.current = null;
      setListening(false);
      return;
    }
    if (!adapter.isSupported()) {
      notify(NOTICES.notSupported);
      return;
    }
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      session.current = null;
      setListening(false);
    };
    try {
      session.current = adapter.start({
        onText: (text) => latestOnText.current(text),
        onError: (message) => {
          notify(voiceErrorNotice(message));
          end();
        },
        onEnd: end,
      });
      if (!ended) setListening(true);
    } catch (error) {
      notify(voiceErrorNotice(errorMessage(error)));
      end();
    }
  }, [adapter]);

  return { listening, toggle };
}
