/**
 * The English the analysis needs: word forms (the Porter stemmer, `stemmer`), syllables
 * (`syllable`), function words, transition words and passive voice. Word lists are ours, drawn from
 * the categories Yoast SEO's English researcher uses (function words, transition words and
 * two-part transition phrases, irregular participles).
 */
import { stemmer } from 'stemmer';
import { syllable } from 'syllable';
import { wordsOf } from './postText';

const stems = new Map<string, string>();

/** A word's form-independent stem: 'spas' and 'spa', 'marketing' and 'markets' meet. */
export function stemOf(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(lower);
    stems.set(lower, stem);
  }
  return stem;
}

const syllables = new Map<string, number>();

export function syllablesOf(word: string): number {
  const lower = word.toLowerCase();
  let count = syllables.get(lower);
  if (count === undefined) {
    // Digits read as one syllable a group: the library counts letters only.
    count = /^\p{N}+$/u.test(lower) ? 1 : Math.max(1, syllable(lower));
    syllables.set(lower, count);
  }
  return count;
}

/** Words that carry grammar, not topic: a keyphrase's content words are the others. */
const FUNCTION_WORDS = new Set(
  `a an the and or but nor so yet for of in on at to from by with without about into onto over under
  between through during before after above below up down out off than then as if is are was were be
  been being am do does did have has had i you he she it we they me him her us them my your his its
  our their this that these those there here what which who whom whose when where why how all any
  both each few more most other some such no not only own same too very can will just should would
  could may might must shall also`.split(/\s+/),
);

export const isFunctionWord = (word: string) => FUNCTION_WORDS.has(word.toLowerCase());

/** The keyphrase's content words (all its words when it has no other). */
export function contentWords(phrase: string): string[] {
  const words = wordsOf(phrase);
  const content = words.filter((word) => !isFunctionWord(word));
  return content.length ? content : words;
}

const TRANSITION_WORDS = new Set(
  `accordingly additionally afterward afterwards albeit also although altogether another because
  besides but consequently conversely correspondingly finally first firstly further furthermore
  hence however indeed instead last lastly later likewise meanwhile moreover namely next
  nevertheless nonetheless notably notwithstanding otherwise overall particularly rather second
  secondly similarly since so specifically still subsequently then thereafter therefore third
  thirdly though thus ultimately unless whereas while yet especially equally frequently generally
  undoubtedly unlike until when whenever whereas`.split(/\s+/),
);

const TRANSITION_PHRASES = [
  'above all',
  'after all',
  'all in all',
  'as a result',
  'as long as',
  'as soon as',
  'as well as',
  'at first',
  'at last',
  'at the same time',
  'because of',
  'by contrast',
  'due to',
  'even if',
  'even though',
  'first of all',
  'for example',
  'for instance',
  'for this reason',
  'in addition',
  'in conclusion',
  'in contrast',
  'in fact',
  'in other words',
  'in particular',
  'in short',
  'in summary',
  'in the end',
  'in the meantime',
  'of course',
  'on the contrary',
  'on the other hand',
  'such as',
  'that is',
  'to begin with',
  'to sum up',
  'to summarize',
].map((phrase) => ` ${phrase} `);

/** Does the sentence hold a transition word or phrase ('however', 'for example', 'as a result')? */
export function hasTransition(words: readonly string[]): boolean {
  const lower = words.map((word) => word.toLowerCase());
  if (lower.some((word) => TRANSITION_WORDS.has(word))) return true;
  const joined = ` ${lower.join(' ')} `;
  return TRANSITION_PHRASES.some((phrase) => joined.includes(phrase));
}

const TO_BE = new Set(
  "am is are was were be been being 's isn't aren't wasn't weren't get gets got gotten getting".split(
    ' ',
  ),
);

const IRREGULAR_PARTICIPLES = new Set(
  `arisen awoken beaten become begun bent bet bid bitten bled blown broken bred brought built burnt
  bought caught chosen clung come cost crept cut dealt done drawn dreamt driven drunk dug eaten fallen
  fed felt fought found fled flung flown forbidden forgotten forgiven frozen given gone ground grown
  hung heard hidden hit held hurt kept knelt known laid led leant learnt left lent let lain lit lost
  made meant met paid put quit read ridden rung risen run said seen sought sold sent set sewn shaken
  shed shone shot shown shrunk shut sung sunk sat slain slept slid slung spoken sped spent spilt spun
  spat split spread sprung stood stolen stuck stung stunk struck strung sworn swept swollen swum swung
  taken taught torn told thought thrown understood woken worn woven wept won wound written`.split(
    /\s+/,
  ),
);

/** Adjectives in -ed that follow 'be' without making a passive ('is interested' still counts: Yoast's rule). */
const NOT_PARTICIPLES = new Set('need seed speed feed bed red shed indeed hundred'.split(' '));

const isParticiple = (word: string) =>
  IRREGULAR_PARTICIPLES.has(word) ||
  // Prefixed irregulars: rebuilt, undone, overtaken, mistaken, outgrown.
  IRREGULAR_PARTICIPLES.has(word.replace(/^(re|un|over|mis|out|under)/, '')) ||
  (/^\p{L}{3,}ed$/u.test(word) && !NOT_PARTICIPLES.has(word));

/**
 * Is the sentence passive? A form of 'to be' (or 'get') followed, at most two adverbs later, by a
 * past participle: 'The ads were approved', 'The page is being rebuilt', 'Leads got quickly answered'.
 */
export function isPassive(words: readonly string[]): boolean {
  const lower = words.map((word) => word.toLowerCase().replace(/’/g, "'"));
  for (let i = 0; i < lower.length; i++) {
    if (!TO_BE.has(lower[i]) && !lower[i].endsWith("'s")) continue;
    if (lower[i].endsWith("'s") && !TO_BE.has(lower[i])) continue;
    for (let j = i + 1; j < Math.min(lower.length, i + 4); j++) {
      const word = lower[j];
      if (isParticiple(word)) return true;
      if (!(word.endsWith('ly') || word === 'not' || word === 'being' || word === 'been')) break;
    }
  }
  return false;
}
