/**
 * What an offline draft starts with is good (docs/PRODUCT.md#from-plan-to-posts): a draft written
 * from a generated node passes every check of the editor's own SEO and readability analysis that
 * an outline can satisfy. Here, apart from both features, because it joins the tool's draft and
 * the editor's analysis as the tool and the editor do.
 */
import { describe, expect, it } from 'vitest';
import { analysePost } from '../features/admin/analysis/analysis';
import { relatedPostLinks } from '../features/admin/analysis/draftLinks';
import { postPath } from '../features/admin/analysis/linkSuggestions';
import { testContext } from '../features/admin/analysis/testPosts';
import { emptyDraft, type Post } from '../features/blog';
import {
  generateSync,
  nodeDraft,
  nodeFocusKeyphrase,
  outlineDraftBody,
  type ContentNode,
  type StrategyData,
} from '../features/neuroslice/engine';
import { BRAIN_DUMPS, FIXED_TODAY } from '../features/neuroslice/engine/testInputs';

/**
 * What an outline cannot hold: a link to another site (only the writer knows the source) and an
 * image (only the owner has one). Every other check must be good.
 */
const BEYOND_AN_OUTLINE = new Set(['outbound-links', 'images']);

/** A published post on the node's topic, so the draft has related reading to link to. */
const relatedPost = (node: ContentNode): Post => ({
  ...emptyDraft('author-1'),
  id: 'related',
  slug: 'related-reading',
  title: `${node.focus ?? node.title}: what owners ask first`,
  focus_keyphrase: `${node.focus ?? ''} questions`,
  excerpt: node.summary,
  status: 'published',
  updated_date: FIXED_TODAY.toISOString(),
});

function offlineDraftAnalysis(plan: StrategyData, node: ContentNode) {
  const posts = [relatedPost(node)];
  const focus = nodeFocusKeyphrase(node);
  const links = relatedPostLinks(
    { title: node.title, body: outlineDraftBody(node, []), focus_keyphrase: focus },
    posts,
  );
  const entry = plan.calendar.find((e) => e.node.id === node.id);
  const { payload, focusKeyphrase } = nodeDraft(node, plan, {
    body: outlineDraftBody(node, links),
    entryDate: entry?.date,
  });
  const analysis = analysePost(
    {
      title: payload.title,
      slug: payload.slug,
      body: payload.body_markdown,
      excerpt: payload.excerpt,
      seo_meta_title: payload.seo.title,
      seo_meta_description: payload.seo.description,
      focus_keyphrase: focusKeyphrase,
      cover_image: '',
      alt_text: '',
    },
    { ...testContext, knownPostPaths: new Set(posts.map((post) => postPath(post.slug))) },
  );
  return { links, checks: [...analysis.seo.checks, ...analysis.readability.checks] };
}

describe('an offline draft under the editor’s analysis', () => {
  const cases = BRAIN_DUMPS.flatMap((dump, i) => {
    const plan = generateSync(dump, 11 + i, { now: FIXED_TODAY });
    return plan.calendar.slice(0, 4).map((entry) => ({
      plan,
      node: plan.nodes.find((n) => n.id === entry.node.id)!,
    }));
  });

  it.each(cases.map((c) => [c.node.title, c] as const))(
    '“%s”: every check an outline can satisfy is good',
    (_, { plan, node }) => {
      const { links, checks } = offlineDraftAnalysis(plan, node);
      expect(links).toHaveLength(1);
      const notGood = checks
        .filter((check) => !BEYOND_AN_OUTLINE.has(check.id) && check.state !== 'good')
        .map((check) => `${check.id}: ${check.message}`);
      expect(notGood).toEqual([]);
    },
  );
});
