/**
 * The readability checks (Yoast's): subheading distribution, paragraph and sentence length,
 * consecutive beginnings, passive voice, transition words, Flesch reading ease.
 */
import { flesch } from 'flesch';
import { hasTransition, isPassive, syllablesOf } from './english';
import { wordsOf, type PostText } from './postText';
import {
  CONSECUTIVE_BEGINNINGS,
  FLESCH,
  PARAGRAPH_LENGTH,
  PASSIVE_VOICE,
  SENTENCE_LENGTH,
  SUBHEADING_DISTRIBUTION,
  TRANSITION_WORDS,
} from './thresholds';
import { percent, plural, runChecks, type Check, type CheckRule } from './checks';

type Sentence = PostText['sentences'][number];

/** What these checks judge: the text, its sentences and its word count in sentences. */
interface ReadingSubject {
  text: PostText;
  sentences: readonly Sentence[];
  words: number;
}

const RULES: readonly CheckRule<ReadingSubject>[] = [
  {
    id: 'flesch',
    name: 'Flesch reading ease',
    judge: ({ sentences, words }) => {
      const syllables = sentences.reduce(
        (sum, sentence) => sum + sentence.words.reduce((s, word) => s + syllablesOf(word), 0),
        0,
      );
      const ease = flesch({ sentence: sentences.length, word: words, syllable: syllables });
      const score = Math.round(ease * 10) / 10;
      if (ease >= FLESCH.good) return ['good', `Scores ${score}: easy enough for most readers.`];
      if (ease >= FLESCH.improve)
        return [
          'improve',
          `Scores ${score}: fairly difficult. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
        ];
      return [
        'problem',
        `Scores ${score}: difficult to read. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
      ];
    },
  },
  {
    id: 'sentence-length',
    name: 'Sentence length',
    judge: ({ sentences }) => {
      const long = sentences.filter(
        (sentence) => sentence.words.length > SENTENCE_LENGTH.maxWords,
      ).length;
      const share = long / sentences.length;
      if (share <= SENTENCE_LENGTH.goodMaxShare)
        return [
          'good',
          `${percent(share)} of sentences are over ${SENTENCE_LENGTH.maxWords} words.`,
        ];
      return [
        share <= SENTENCE_LENGTH.improveMaxShare ? 'improve' : 'problem',
        `${percent(share)} of sentences are over ${SENTENCE_LENGTH.maxWords} words (at most ${percent(SENTENCE_LENGTH.goodMaxShare)} advised). Split some.`,
      ];
    },
  },
  {
    id: 'paragraph-length',
    name: 'Paragraph length',
    judge: ({ text }) => {
      const lengths = text.paragraphs.map((paragraph) => wordsOf(paragraph).length);
      const over = (limit: number) => lengths.filter((length) => length > limit).length;
      if (over(PARAGRAPH_LENGTH.improveMax))
        return [
          'problem',
          `${plural(over(PARAGRAPH_LENGTH.improveMax), 'paragraph')} over ${PARAGRAPH_LENGTH.improveMax} words. Break them up.`,
        ];
      if (over(PARAGRAPH_LENGTH.goodMax))
        return [
          'improve',
          `${plural(over(PARAGRAPH_LENGTH.goodMax), 'paragraph')} over ${PARAGRAPH_LENGTH.goodMax} words. Shorten them.`,
        ];
      return ['good', `No paragraph is over ${PARAGRAPH_LENGTH.goodMax} words.`];
    },
  },
  {
    id: 'subheading-distribution',
    name: 'Subheading distribution',
    judge: ({ text }) => {
      const total = text.words.length;
      if (!text.headings.length)
        return total <= SUBHEADING_DISTRIBUTION.textWords
          ? ['good', 'No subheadings, and the text is short enough not to need them.']
          : [
              'problem',
              `${total} words without a subheading. Add ## subheadings at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
            ];
      const longest = Math.max(...text.sections.map((section) => section.words));
      if (longest > SUBHEADING_DISTRIBUTION.improveMax)
        return [
          'problem',
          `A section runs ${longest} words without a subheading. Add one at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
        ];
      if (longest > SUBHEADING_DISTRIBUTION.goodMax)
        return [
          'improve',
          `A section runs ${longest} words without a subheading. Consider splitting it.`,
        ];
      return ['good', 'Subheadings break the text up well.'];
    },
  },
  {
    id: 'passive-voice',
    name: 'Passive voice',
    judge: ({ sentences }) => {
      const passive = sentences.filter((sentence) => isPassive(sentence.words)).length;
      const share = passive / sentences.length;
      if (share <= PASSIVE_VOICE.goodMaxShare)
        return ['good', `${percent(share)} of sentences are passive.`];
      return [
        share <= PASSIVE_VOICE.improveMaxShare ? 'improve' : 'problem',
        `${percent(share)} of sentences are passive (at most ${percent(PASSIVE_VOICE.goodMaxShare)} advised). Say who does what.`,
      ];
    },
  },
  {
    // Consecutive sentences starting with the same word.
    id: 'consecutive-sentences',
    name: 'Consecutive sentences',
    judge: ({ sentences }) => {
      let run = 1;
      let longestRun = sentences.length ? 1 : 0;
      let runWord = '';
      sentences.forEach((sentence, index) => {
        const first = sentence.words[0]?.toLowerCase() ?? '';
        run =
          index > 0 && first === (sentences[index - 1].words[0]?.toLowerCase() ?? '') ? run + 1 : 1;
        if (run > longestRun) {
          longestRun = run;
          runWord = first;
        }
      });
      if (longestRun >= CONSECUTIVE_BEGINNINGS.problemRun)
        return [
          'problem',
          `${longestRun} sentences in a row start with “${runWord}”. Vary how they begin.`,
        ];
      if (longestRun >= CONSECUTIVE_BEGINNINGS.improveRun)
        return ['improve', `${longestRun} sentences in a row start with “${runWord}”. Vary one.`];
      return ['good', 'Sentence openings vary.'];
    },
  },
  {
    id: 'transition-words',
    name: 'Transition words',
    judge: ({ text, sentences }) => {
      const total = text.words.length;
      const transitions = sentences.filter((sentence) => hasTransition(sentence.words)).length;
      const share = transitions / sentences.length;
      if (total <= TRANSITION_WORDS.textWords || share >= TRANSITION_WORDS.goodMinShare)
        return [
          'good',
          `${percent(share)} of sentences use a transition word${total <= TRANSITION_WORDS.textWords ? ' (a short text needs few)' : ''}.`,
        ];
      return [
        share >= TRANSITION_WORDS.improveMinShare ? 'improve' : 'problem',
        `Only ${percent(share)} of sentences use a transition word (“however”, “for example”, “as a result”); aim for ${percent(TRANSITION_WORDS.goodMinShare)}.`,
      ];
    },
  },
];

/** The readability checks of a text; none for a text without words in sentences. */
export function readabilityChecks(text: PostText): Check[] {
  const sentences = text.sentences;
  const words = sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  return words ? runChecks(RULES, { text, sentences, words }) : [];
}
