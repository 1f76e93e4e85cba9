/**
 * Every number the editor's SEO and readability analysis judges by, in one place, each with where
 * it comes from. Unless a comment says otherwise the source is Yoast SEO's published scoring
 * criteria (github.com/Yoast/wordpress-seo, packages/yoastseo/src/scoring/assessments/
 * scoringDocumentation/"SCORING SEO.md" and "SCORING READABILITY.md"), for English, non-cornerstone
 * content. Where Yoast has only two states and the product wants three (good, improve, problem), the
 * comment says how the middle one was placed.
 */

/** Keyphrase length in content words: 1-4 good, 5-8 improve, more is a problem (Yoast #2). */
export const KEYPHRASE_WORDS = { goodMax: 4, improveMax: 8 } as const;

/**
 * Keyphrase density, occurrences per 100 words, for texts of 100 words or more (Yoast #3, the
 * "multiple word forms" column, since every match here counts word forms): 0.5-3.5 good; below 0.5
 * or 3.5-4 improve (Yoast marks 3.5-4 red at -10, the mildest red: our improve); above 4 or none at
 * all a problem.
 */
export const DENSITY = { min: 0.5, goodMax: 3.5, improveMax: 4, longTextWords: 100 } as const;
/**
 * Short texts are judged by count, not share (Yoast #3): under 51 words one match is good, two
 * improve, three a problem; 51-99 words one or two good, three improve, four a problem.
 */
export const DENSITY_SHORT = [
  { maxWords: 50, goodMax: 1, improveMax: 2 },
  { maxWords: 99, goodMax: 2, improveMax: 3 },
] as const;

/** Keyphrase in the meta description: 1-2 matches good; more is over-use (Yoast #4 says red; we say improve). */
export const META_DESCRIPTION_MATCHES = { goodMax: 2 } as const;

/**
 * Keyphrase in subheadings (Yoast #5): 30-75% of the ## and ### subheadings reflect the topic; a
 * subheading reflects it when it holds at least half of the keyphrase's content words. A text of 300
 * words or fewer needs no subheading.
 */
export const SUBHEADING_KEYPHRASE = { minShare: 0.3, maxShare: 0.75, wordShare: 0.5 } as const;

/** Keyphrase in the slug (Yoast #9): all content words for 1-2 word keyphrases, more than half for longer ones. */
export const SLUG_KEYPHRASE = { shortKeyphraseWords: 2, longShare: 0.5 } as const;

/** An image alt text holds the keyphrase when it has at least half its content words (Yoast #7). */
export const ALT_KEYPHRASE_SHARE = 0.5;

/** Text length in words (Yoast "Text length"): 300+ good, 250-299 improve, fewer a problem. */
export const TEXT_LENGTH = { good: 300, improve: 250 } as const;

/**
 * The search result's layout, which the preview draws and the width checks use. Google sets result
 * titles in 20px Arial on a 600px column on desktop and cuts them to one line; descriptions are 14px
 * Arial, two lines on desktop and three on mobile. Yoast's "SEO title width" (#4 of the other SEO
 * assessments) uses the same 600px limit; the mobile column width (on a 412px phone) and line counts
 * are Google's mobile layout as measured in Chromium's device mode in 2025, our own measurement.
 */
const SERP_FAMILY = 'Arial, "Liberation Sans", Helvetica, sans-serif';
export const SERP = {
  titleFont: `20px ${SERP_FAMILY}`,
  mobileTitleFont: `18px ${SERP_FAMILY}`,
  descriptionFont: `14px ${SERP_FAMILY}`,
  desktop: { width: 600, titleLines: 1, descriptionLines: 2 },
  mobile: { width: 360, titleLines: 2, descriptionLines: 3 },
} as const;

/**
 * SEO title width (Yoast "SEO title width", older versions' too-short rule included): under 400px
 * leaves room unused (improve), 400-600px good, wider is cut in results (problem).
 */
export const TITLE_WIDTH = { minPx: 400, maxPx: SERP.desktop.width } as const;

/**
 * Meta description (Yoast "Meta description length"): 120-156 characters good, shorter or longer
 * improve, none a problem. Longer is also measured: wider than two desktop lines is cut.
 */
export const META_DESCRIPTION_LENGTH = { min: 120, max: 156 } as const;

/** Flesch reading ease (Yoast readability "Flesch reading ease"): 60+ good, 50-60 improve, below 50 a problem. */
export const FLESCH = { good: 60, improve: 50 } as const;

/** Sentence length (Yoast readability #3): over 20 words is long; at most 25% long good, 25-30% improve, more a problem. */
export const SENTENCE_LENGTH = { maxWords: 20, goodMaxShare: 0.25, improveMaxShare: 0.3 } as const;

/** Paragraph length (Yoast readability #2): 150 words good, 150-200 improve, longer a problem. */
export const PARAGRAPH_LENGTH = { goodMax: 150, improveMax: 200 } as const;

/**
 * Subheading distribution (Yoast readability #1): a text over 300 words needs subheadings; a section
 * of up to 300 words is good, 300-350 improve, longer a problem.
 */
export const SUBHEADING_DISTRIBUTION = { textWords: 300, goodMax: 300, improveMax: 350 } as const;

/** Passive voice (Yoast readability #5): at most 10% of sentences good, 10-15% improve, more a problem. */
export const PASSIVE_VOICE = { goodMaxShare: 0.1, improveMaxShare: 0.15 } as const;

/**
 * Consecutive sentences (Yoast readability #4): three or more sentences in a row starting with the
 * same word is red in Yoast. The product wants three states: a run of three is improve, four or more
 * a problem.
 */
export const CONSECUTIVE_BEGINNINGS = { improveRun: 3, problemRun: 4 } as const;

/**
 * Transition words (Yoast readability #6): in a text over 200 words, at least 30% of sentences
 * with one good, 20-30% improve, fewer a problem; shorter texts need none.
 */
export const TRANSITION_WORDS = {
  textWords: 200,
  goodMinShare: 0.3,
  improveMinShare: 0.2,
} as const;

/**
 * The overall light (Yoast "How is the overall score calculated?"): each check scores 9 (good),
 * 6 (improve) or 3 (problem); the sum over the most it could be, out of 100: above 70 good, 41-70
 * improve, 40 or less a problem.
 */
export const OVERALL = {
  scores: { good: 9, improve: 6, problem: 3 },
  good: 70,
  improve: 40,
} as const;

/** Internal-link suggestions: how many the editor lists, and the least overlap worth showing. */
export const LINK_SUGGESTIONS = { max: 5, minScore: 1 } as const; // a score above 1: two shared words at least

/** The analysis waits this long after the last keystroke before it runs again (our choice: a typing pause). */
export const ANALYSIS_DEBOUNCE_MS = 300;
