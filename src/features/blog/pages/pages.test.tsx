// @vitest-environment jsdom
/** Public pages wait for this browser's saved blog before deciding what to show (no empty flash, no early /404). */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';
import { blogReducer, initialBlogState } from '../blogSlice';
import { blogText } from '../blogText';
import BlogListPage from './BlogListPage';
import PostPage from './PostPage';
import TagPage from './TagPage';

function renderAt(Page: ComponentType, path: string, url: string, rehydrated: boolean) {
  const store = configureStore({
    reducer: {
      blog: (state: unknown = {}, action) => ({
        ...blogReducer(state as never, action),
        _persist: (state as { _persist?: unknown })._persist,
      }),
    },
    preloadedState: {
      blog: {
        ...initialBlogState,
        _persist: rehydrated ? { version: 2, rehydrated: true } : undefined,
      },
    },
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="/404" element={<h1>Page not found</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('before the saved blog has loaded', () => {
  it('the list shows loading, not the empty state', () => {
    renderAt(BlogListPage, '/blog', '/blog', false);
    expect(screen.getByText('Loading the blog…')).toBeTruthy();
    expect(screen.queryByText(blogText.listEmptyTitle)).toBeNull();
  });
  it('a post page does not redirect to /404 yet', () => {
    renderAt(PostPage, '/blog/:slug', '/blog/some-post', false);
    expect(screen.getByText('Loading the post…')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });
  it('once loaded, an unknown post goes to /404 and an empty tag shows its text', () => {
    renderAt(PostPage, '/blog/:slug', '/blog/some-post', true);
    expect(screen.getByText('Page not found')).toBeTruthy();
    renderAt(TagPage, '/tag/:slug', '/tag/seo', true);
    expect(screen.getByText(blogText.tagEmpty)).toBeTruthy();
  });
});

describe('the list filters in the app', () => {
  it('two changes before the router renders again both land: the search cleared, then a category', async () => {
    const store = configureStore({
      reducer: {
        blog: (state: unknown = {}, action) => ({
          ...blogReducer(state as never, action),
          _persist: { version: 2, rehydrated: true },
        }),
      },
      preloadedState: { blog: { ...initialBlogState, _persist: undefined } },
    });
    // A data router, as the app's: it applies a navigation a render later.
    const router = createMemoryRouter([{ path: '/blog', element: <BlogListPage /> }], {
      initialEntries: ['/blog?q=no+such+words'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const search = await screen.findByRole('searchbox', { name: 'Search posts' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    const slug = initialBlogState.categories[0].slug;
    await act(async () => {
      fireEvent.change(search, { target: { value: '' } });
      fireEvent.change(category, { target: { value: slug } });
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${slug}`));
    expect((search as HTMLInputElement).value).toBe('');
  });
});
