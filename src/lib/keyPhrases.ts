/**
 * Reads a brain dump: candidate phrases are the runs of words between stop-words and punctuation
 * (the RAKE method), scored by how often their words occur and how much they co-occur. Small and
 * dependency-free; an NLP library would cost more bundle than it earns for this. Shared by the
 * NeuroSlice engine and the blog editor's internal-link suggestions, so it lives below both: the
 * admin loads no NeuroSlice code (docs/ARCHITECTURE.md#apps-in-pieces).
 */

// English function words plus the filler a person types or dictates while thinking aloud.
const STOP_WORDS = new Set(
  `a about above actually after again against ago ahead all almost also although always am among an and any anyone anything
  are aren't around as at away back basically be because been before being below best better between big both bring but by
  can can't cannot come comes could couldn't did didn't do does doesn't doing don't done down during each easy either else
  enough etc even ever every everyone everything exactly few find first for from further get gets getting give go goes going
  gonna good got gotta great had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just keep kind kinda know last
  least less let let's like likely little lot lots made make makes making many may maybe me mean might mine more most much
  must mustn't my myself need needs new next no nor not nothing now of off often oh ok okay old on once one ones only onto
  or other others otherwise ought our ours ourselves out over own part people perhaps please plus pretty put quite rather
  really right said same say says see seem seems should shouldn't show since so some somehow someone something sometimes
  soon sort start started still stuff such sure take talk talking tell than that that's the their theirs them themselves
  then there there's these they they'd they'll they're they've thing things think this those though through thus to today
  together too toward try trying um uh under until up upon us use used using very via want wants wanna was wasn't way ways
  we we'd we'll we're we've well were weren't what what's whatever when when's where where's whether which while who who's
  whole whom whose why why's will with within without won't would wouldn't yeah yes yet you you'd you'll you're you've your
  yours yourself yourselves idea ideas thought thoughts basically honestly literally probably definitely anyway
  grow growing improve increase boost build building create creating help helps helping sell selling learn launch
  post posting write writing share sharing focus matter matters work works working looking hoping trying figure
  reach reaching drive driving attract attracting convert`.split(/\s+/),
);

const MAX_PHRASE_WORDS = 4;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&+-]*/gu;
// Sentence and clause breaks end a phrase as a stop-word does.
const BREAKS = /[.,;:!?()[\]{}"“”\n\r\t/\\|<>]+/;

export interface KeyPhrase {
  /** As first written in the input (keeps 'SEO', 'TikTok'). */
  text: string;
  /** Lower-case form used to compare phrases. */
  key: string;
  score: number;
  /** Position of the first occurrence, for the "leading" topic. */
  position: number;
  count: number;
}

function isMeaningful(word: string): boolean {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (STOP_WORDS.has(lower)) return false;
  if (/^\d+$/.test(lower)) return false;
  return lower.length >= 2;
}

function candidatePhrases(text: string): string[][] {
  const phrases: string[][] = [];
  for (const fragment of text.split(BREAKS)) {
    let run: string[] = [];
    const flush = () => {
      for (let i = 0; i < run.length; i += MAX_PHRASE_WORDS)
        phrases.push(run.slice(i, i + MAX_PHRASE_WORDS));
      run = [];
    };
    for (const match of fragment.matchAll(WORD)) {
      const word = match[0].replace(/['’-]+$/, '');
      if (isMeaningful(word)) run.push(word);
      else flush();
    }
    flush();
  }
  return phrases;
}

/** Key phrases of a text, best first (ties keep the order of appearance). */
export function extractKeyPhrases(text: string, limit = 24): KeyPhrase[] {
  const candidates = candidatePhrases(text);
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const words of candidates) {
    for (const word of words) {
      const key = word.toLowerCase();
      frequency.set(key, (frequency.get(key) ?? 0) + 1);
      degree.set(key, (degree.get(key) ?? 0) + words.length);
    }
  }
  const phrases = new Map<string, KeyPhrase>();
  candidates.forEach((words, position) => {
    const key = words.join(' ').toLowerCase();
    const existing = phrases.get(key);
    if (existing) {
      existing.count++;
      return;
    }
    const score = words.reduce(
      (sum, w) => sum + degree.get(w.toLowerCase())! / frequency.get(w.toLowerCase())!,
      0,
    );
    phrases.set(key, { text: words.join(' '), key, score, position, count: 1 });
  });
  return [...phrases.values()]
    .map((p) => ({ ...p, score: p.score + (p.count - 1) * 2 }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit);
}

/** The input's leading topic: its first meaningful word or phrase (docs/PRODUCT.md#deterministic-generation), or null. */
export function leadingTopic(text: string): string | null {
  const first = candidatePhrases(text)[0];
  return first ? first.join(' ') : null;
}

/** Title case that keeps words already written with capitals ('SEO', 'TikTok', 'iPhone'). */
export function titleCase(phrase: string): string {
  const small = new Set([
    'a',
    'an',
    'and',
    'as',
    'at',
    'but',
    'by',
    'for',
    'in',
    'of',
    'on',
    'or',
    'the',
    'to',
    'vs.',
    'with',
  ]);
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      if (/[A-Z]/.test(word)) return word;
      if (i > 0 && small.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
