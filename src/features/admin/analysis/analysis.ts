/**
 * The editor's SEO and readability analysis (docs/PRODUCT.md#the-editors-seo-and-readability-analysis), as Yoast SEO does it on WordPress: each
 * check is good, improve or problem with a sentence saying why and what to do, and each list has an
 * overall light. Pure: text in, verdicts out; thresholds.ts holds every number. The checks live in
 * keyphraseChecks.ts, seoChecks.ts and readabilityChecks.ts; checks.ts holds what they share.
 */
import { keyphraseOf } from './keyphrase';
import { readPostText } from './postText';
import {
  checkList,
  type AnalysisContext,
  type AnalysisInput,
  type Check,
  type PostAnalysis,
} from './checks';
import { keyphraseChecks } from './keyphraseChecks';
import { readabilityChecks } from './readabilityChecks';
import { generalSeoChecks } from './seoChecks';

export type {
  AnalysisContext,
  AnalysisInput,
  CheckList,
  CheckState,
  OtherKeyphrase,
  OverallState,
  PostAnalysis,
} from './checks';

/** Both analyses of a post as the editor holds it. */
export function analysePost(input: AnalysisInput, context: AnalysisContext): PostAnalysis {
  const text = readPostText(input.body);
  if (!input.title.trim() && !text.words.length)
    return { seo: checkList([]), readability: checkList([]) };
  const keyphrase = keyphraseOf(input.focus_keyphrase);
  const seo: Check[] = keyphrase
    ? keyphraseChecks(input, text, keyphrase, context)
    : [
        {
          id: 'keyphrase-length',
          name: 'Focus keyphrase',
          state: 'problem',
          message: 'No focus keyphrase yet. Enter the search phrase this post should rank for.',
        },
      ];
  seo.push(...generalSeoChecks(input, text, keyphrase, context));
  return { seo: checkList(seo), readability: checkList(readabilityChecks(text)) };
}
