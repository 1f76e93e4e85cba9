/**
 * Parts rendered once per build (RenderedOnce, src/app/renderedParts.tsx): a page that takes a
 * part kept from another page must be the page rendered afresh, its HTML, its CSS and the styles
 * its cache knows (the browser's Emotion cache reads those names when an island hydrates).
 */
import { createContext, useContext, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import ThemeProvider from '@mui/system/ThemeProvider';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Button, RenderedOnce, RenderedOnceProvider, themeFor } from '../design-system';
import {
  PageParts,
  renderAlone,
  sharePartChecks,
  takeCheckedPart,
  type RenderedAlone,
} from './renderedParts';

function renderPage(page: ReactElement, withParts: boolean) {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const parts = withParts ? new PageParts(cache) : null;
  const rendered = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor('light')}>
        <RenderedOnceProvider value={parts}>{page}</RenderedOnceProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const html = parts ? parts.fill(rendered) : rendered;
  const { css, ids } = server.extractCritical(html);
  return { html, css, ids: [...ids].sort(), known: Object.keys(cache.inserted).sort() };
}

const cardRendered = vi.fn();

/**
 * A card like a post's: styles of its own, and a clickable Chip, a styled() of a styled() whose
 * outer class is composed into the inner one and so never shows in the HTML.
 */
function Card({ title }: { title: string }) {
  cardRendered(title);
  return (
    <article>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Chip component="a" href="/tag" clickable label={`#${title}`} size="small" />
      <Button variant="link" onClick={() => undefined}>
        Read More
      </Button>
    </article>
  );
}

// Kinds are checked once per build (this module's lifetime): each test has its own.
const page = (kind: string, heading: string, titles: string[]) => (
  <main>
    <Typography variant="h1">{heading}</Typography>
    <ul>
      {titles.map((title) => (
        <li key={title}>
          <RenderedOnce kind={kind} name={JSON.stringify(title)}>
            <Card title={title} />
          </RenderedOnce>
        </li>
      ))}
    </ul>
  </main>
);

describe('parts rendered once per build', () => {
  it('gives each page the HTML, CSS and known styles of the page rendered afresh', () => {
    // Names with characters that mean something in HTML or in the marks, and a title that
    // copies what a mark would look like: text on a page never stands in for a part.
    const forged = `@@rendered-once:${encodeURIComponent('card "Three"')}:here@@`;
    const titles = [`One's <&> "quoted" (!*~)`, `Two ${forged}`, 'Three'];
    const pages = [
      page('card', 'First', titles),
      page('card', 'Second', [titles[2], titles[0]]),
      page('card', `Third ${forged}`, [titles[1], 'Four', titles[1]]),
      // Only a part kept as it rendered in a page (the first of its kind is kept as rendered alone).
      page('card', 'Fourth', [titles[2]]),
    ];
    for (const each of pages) {
      const kept = renderPage(each, true);
      const afresh = renderPage(each, false);
      expect(kept.html).toBe(afresh.html);
      expect(kept.css).toBe(afresh.css);
      expect(kept.ids).toEqual(afresh.ids);
      expect(kept.known).toEqual(afresh.known);
    }
  });

  it('renders a part once in place and once alone to check it, then never again', () => {
    cardRendered.mockClear();
    renderPage(page('counted card', 'A', ['card 1', 'card 2']), true);
    // Each card in place and alone (the check).
    expect(cardRendered).toHaveBeenCalledTimes(4);
    renderPage(page('counted card', 'B', ['card 2', 'card 1', 'card 3']), true);
    // Only the new one renders.
    expect(cardRendered).toHaveBeenCalledTimes(6);
    expect(cardRendered).toHaveBeenLastCalledWith('card 3');
  });

  it('renders in place, on every page, a part that renders differently outside its page', () => {
    const Place = createContext('alone');
    const Where = () => <span>{useContext(Place)}</span>;
    const pageIn = (place: string) => (
      <Place.Provider value={place}>
        <div>
          <RenderedOnce kind="depends on its page" name="where">
            <Where />
          </RenderedOnce>
        </div>
      </Place.Provider>
    );
    for (const place of ['in the page', 'alone', 'in another page'])
      expect(renderPage(pageIn(place), true)).toEqual(renderPage(pageIn(place), false));
  });

  it('renders in place a part that asks React to hoist a resource (an image preload)', () => {
    const avatar = (
      <RenderedOnce kind="byline" name="with avatar">
        <span>
          <img src="/images/blog/author-bayshore-team.svg" alt="" />
        </span>
      </RenderedOnce>
    );
    for (const heading of ['First', 'Second'])
      expect(
        renderPage(
          <main>
            <h1>{heading}</h1>
            {avatar}
          </main>,
          true,
        ),
      ).toEqual(
        renderPage(
          <main>
            <h1>{heading}</h1>
            {avatar}
          </main>,
          false,
        ),
      );
  });

  it('renders in place a part that throws outside its page', () => {
    const Needed = createContext<string | null>(null);
    const NeedsPage = () => {
      const value = useContext(Needed);
      if (value === null) throw new Error('outside a page');
      return <b>{value}</b>;
    };
    const inPage = (
      <Needed.Provider value="here">
        <RenderedOnce kind="needs its page" name="needs">
          <NeedsPage />
        </RenderedOnce>
      </Needed.Provider>
    );
    expect(renderPage(inPage, true)).toEqual(renderPage(inPage, false));
  });

  it("shares checks between threads: a part another thread claimed renders in place until that thread's answer comes", () => {
    const answers: [string, RenderedAlone | null][] = [];
    // This thread claims every part but the ones named "theirs" (another thread's).
    sharePartChecks({
      claim: (name) => !name.includes('theirs'),
      checked: (name, rendered) => answers.push([name, rendered]),
    });
    try {
      cardRendered.mockClear();
      const first = page('shared card', 'A', ['theirs 1', 'mine 1']);
      expect(renderPage(first, true)).toEqual(renderPage(first, false));
      // "mine 1" was checked here and its answer is ready to send; "theirs 1" only rendered in place.
      expect(answers.map(([name, rendered]) => [name, rendered !== null])).toEqual([
        ['shared card "mine 1"', true],
      ]);
      cardRendered.mockClear();
      renderPage(page('shared card', 'B', ['theirs 1']), true);
      expect(cardRendered).toHaveBeenCalledTimes(1);
      // The other thread's answer arrives (its render alone, as it would have sent it).
      takeCheckedPart('shared card "theirs 1"', renderAlone(<Card title="theirs 1" />, 'css'));
      cardRendered.mockClear();
      const later = page('shared card', 'C', ['theirs 1', 'mine 1']);
      const kept = renderPage(later, true);
      expect(cardRendered).not.toHaveBeenCalled();
      expect(kept).toEqual(renderPage(later, false));
    } finally {
      sharePartChecks(undefined);
    }
  });
});
