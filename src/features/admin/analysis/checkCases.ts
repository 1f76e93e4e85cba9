/**
 * What the check tests share: a post changed in one place, and a table of cases per check that
 * must reach good, improve and problem (never imported by the app).
 */
import { expect, it } from 'vitest';
import { analysePost, type AnalysisContext, type AnalysisInput, type CheckState } from './analysis';
import { wordsOf } from './postText';
import { goodBody, goodPost, plainSentences, testContext } from './testPosts';

const stateOf = (id: string, input: AnalysisInput, context: AnalysisContext = testContext) => {
  const { seo, readability } = analysePost(input, context);
  const check = [...seo.checks, ...readability.checks].find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.state;
};

export const withBody = (body: string): AnalysisInput => ({ ...goodPost, body });
/** goodBody with its first line (the keyphrase's first use) replaced. */
export const withIntro = (intro: string) => withBody(goodBody.replace(/^.*\n/, `${intro}\n`));
/** A body of `n` plain words (sentences of about 9 words), no headings. */
export const plainWords = (n: number) => {
  const words = wordsOf(plainSentences(200)).slice(0, n);
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 9) sentences.push(`${words.slice(i, i + 9).join(' ')}.`);
  return sentences.join(' ');
};

/** A 25-word sentence. */
export const LONG = `Words ${'and more '.repeat(11)}end.`;

/** A post that should come out of one check in `state`. */
export type Case = [state: CheckState, input: AnalysisInput, context?: AnalysisContext];

/** One test per check: its cases reach good, improve and problem, and each is judged as expected. */
export function itJudgesEveryCase(cases: Record<string, Case[]>) {
  for (const [id, list] of Object.entries(cases)) {
    it(`${id}: ${[...new Set(list.map(([state]) => state))].join(', ')}`, () => {
      expect(new Set(list.map(([state]) => state))).toEqual(
        new Set(['good', 'improve', 'problem']),
      );
      for (const [expected, input, context] of list)
        expect([id, stateOf(id, input, context)]).toEqual([id, expected]);
    });
  }
}
