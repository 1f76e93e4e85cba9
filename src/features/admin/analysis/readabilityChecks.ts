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
import { percent, plural, type Check, type CheckState } from './checks';

export function readabilityChecks(text: PostText): Check[] {
  const checks: Check[] = [];
  const add = (id: string, name: string, state: CheckState, message: string) =>
    checks.push({ id, name, state, message });
  const sentences = text.sentences;
  const words = sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  if (!words) return checks;

  // Flesch reading ease.
  const syllables = sentences.reduce(
    (sum, sentence) => sum + sentence.words.reduce((s, word) => s + syllablesOf(word), 0),
    0,
  );
  const ease = flesch({ sentence: sentences.length, word: words, syllable: syllables });
  const score = Math.round(ease * 10) / 10;
  if (ease >= FLESCH.good)
    add('flesch', 'Flesch reading ease', 'good', `Scores ${score}: easy enough for most readers.`);
  else if (ease >= FLESCH.improve)
    add(
      'flesch',
      'Flesch reading ease',
      'improve',
      `Scores ${score}: fairly difficult. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
    );
  else
    add(
      'flesch',
      'Flesch reading ease',
      'problem',
      `Scores ${score}: difficult to read. Use shorter sentences and shorter words to reach ${FLESCH.good}.`,
    );

  // Sentence length.
  const long = sentences.filter(
    (sentence) => sentence.words.length > SENTENCE_LENGTH.maxWords,
  ).length;
  const longShare = long / sentences.length;
  if (longShare <= SENTENCE_LENGTH.goodMaxShare)
    add(
      'sentence-length',
      'Sentence length',
      'good',
      `${percent(longShare)} of sentences are over ${SENTENCE_LENGTH.maxWords} words.`,
    );
  else
    add(
      'sentence-length',
      'Sentence length',
      longShare <= SENTENCE_LENGTH.improveMaxShare ? 'improve' : 'problem',
      `${percent(longShare)} of sentences are over ${SENTENCE_LENGTH.maxWords} words (at most ${percent(SENTENCE_LENGTH.goodMaxShare)} advised). Split some.`,
    );

  // Paragraph length.
  const lengths = text.paragraphs.map((paragraph) => wordsOf(paragraph).length);
  const over = (limit: number) => lengths.filter((length) => length > limit).length;
  if (over(PARAGRAPH_LENGTH.improveMax))
    add(
      'paragraph-length',
      'Paragraph length',
      'problem',
      `${plural(over(PARAGRAPH_LENGTH.improveMax), 'paragraph')} over ${PARAGRAPH_LENGTH.improveMax} words. Break them up.`,
    );
  else if (over(PARAGRAPH_LENGTH.goodMax))
    add(
      'paragraph-length',
      'Paragraph length',
      'improve',
      `${plural(over(PARAGRAPH_LENGTH.goodMax), 'paragraph')} over ${PARAGRAPH_LENGTH.goodMax} words. Shorten them.`,
    );
  else
    add(
      'paragraph-length',
      'Paragraph length',
      'good',
      `No paragraph is over ${PARAGRAPH_LENGTH.goodMax} words.`,
    );

  // Subheading distribution.
  const total = text.words.length;
  if (!text.headings.length) {
    if (total <= SUBHEADING_DISTRIBUTION.textWords)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'good',
        'No subheadings, and the text is short enough not to need them.',
      );
    else
      add(
        'subheading-distribution',
        'Subheading distribution',
        'problem',
        `${total} words without a subheading. Add ## subheadings at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
      );
  } else {
    const longest = Math.max(...text.sections.map((section) => section.words));
    if (longest > SUBHEADING_DISTRIBUTION.improveMax)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'problem',
        `A section runs ${longest} words without a subheading. Add one at least every ${SUBHEADING_DISTRIBUTION.goodMax} words.`,
      );
    else if (longest > SUBHEADING_DISTRIBUTION.goodMax)
      add(
        'subheading-distribution',
        'Subheading distribution',
        'improve',
        `A section runs ${longest} words without a subheading. Consider splitting it.`,
      );
    else
      add(
        'subheading-distribution',
        'Subheading distribution',
        'good',
        'Subheadings break the text up well.',
      );
  }

  // Passive voice.
  const passive = sentences.filter((sentence) => isPassive(sentence.words)).length;
  const passiveShare = passive / sentences.length;
  if (passiveShare <= PASSIVE_VOICE.goodMaxShare)
    add(
      'passive-voice',
      'Passive voice',
      'good',
      `${percent(passiveShare)} of sentences are passive.`,
    );
  else
    add(
      'passive-voice',
      'Passive voice',
      passiveShare <= PASSIVE_VOICE.improveMaxShare ? 'improve' : 'problem',
      `${percent(passiveShare)} of sentences are passive (at most ${percent(PASSIVE_VOICE.goodMaxShare)} advised). Say who does what.`,
    );

  // Consecutive sentences starting with the same word.
  let run = 1;
  let longestRun = sentences.length ? 1 : 0;
  let runWord = '';
  sentences.forEach((sentence, index) => {
    const first = sentence.words[0]?.toLowerCase() ?? '';
    run = index > 0 && first === (sentences[index - 1].words[0]?.toLowerCase() ?? '') ? run + 1 : 1;
    if (run > longestRun) {
      longestRun = run;
      runWord = first;
    }
  });
  if (longestRun >= CONSECUTIVE_BEGINNINGS.problemRun)
    add(
      'consecutive-sentences',
      'Consecutive sentences',
      'problem',
      `${longestRun} sentences in a row start with “${runWord}”. Vary how they begin.`,
    );
  else if (longestRun >= CONSECUTIVE_BEGINNINGS.improveRun)
    add(
      'consecutive-sentences',
      'Consecutive sentences',
      'improve',
      `${longestRun} sentences in a row start with “${runWord}”. Vary one.`,
    );
  else add('consecutive-sentences', 'Consecutive sentences', 'good', 'Sentence openings vary.');

  // Transition words.
  const transitions = sentences.filter((sentence) => hasTransition(sentence.words)).length;
  const transitionShare = transitions / sentences.length;
  if (total <= TRANSITION_WORDS.textWords || transitionShare >= TRANSITION_WORDS.goodMinShare)
    add(
      'transition-words',
      'Transition words',
      'good',
      `${percent(transitionShare)} of sentences use a transition word${total <= TRANSITION_WORDS.textWords ? ' (a short text needs few)' : ''}.`,
    );
  else
    add(
      'transition-words',
      'Transition words',
      transitionShare >= TRANSITION_WORDS.improveMinShare ? 'improve' : 'problem',
      `Only ${percent(transitionShare)} of sentences use a transition word (“however”, “for example”, “as a result”); aim for ${percent(TRANSITION_WORDS.goodMinShare)}.`,
    );

  return checks;
}
