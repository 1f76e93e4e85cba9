// @vitest-environment jsdom
/**
 * The app's router (AppRouter.tsx) keeps what the apps had from React Router's data router: a
 * navigation shows the next screen only when its code has loaded (the old one stays meanwhile),
 * the latest navigation wins, and a screen that throws or cannot load shows the error view.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { loadedComponent } from '../routeLoading';
import { AppRouter } from './AppRouter';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A lazy route whose code arrives when the test says so. */
function slowRoute(path: string, heading: string) {
  const arrival = deferred();
  const { load, element } = loadedComponent(heading, async () => {
    await arrival.promise;
    return () => <h1>{heading}</h1>;
  });
  return { route: { path, element, handle: { load } } satisfies RouteObject, arrival };
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/slow">Slow</Link>
      <Link to="/fast">Fast</Link>
      <Link to="/broken">Broken</Link>
      <Link to="/fast#%E0%A4%A">Malformed hash</Link>
    </>
  );
}

function Broken(): never {
  throw new Error('this screen cannot draw');
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('AppRouter', () => {
  it('keeps the old screen until the next one has loaded', async () => {
    const slow = slowRoute('/slow', 'Slow screen');
    render(<AppRouter routes={[{ path: '/', element: <Home /> }, slow.route]} />);
    await act(async () => screen.getByRole('link', { name: 'Slow' }).click());
    expect(window.location.pathname).toBe('/slow');
    expect(heading()).toBe('Home');
    await act(async () => slow.arrival.resolve());
    expect(heading()).toBe('Slow screen');
  });

  it('keeps the frame around the screens mounted across navigations', async () => {
    let mounts = 0;
    function Frame() {
      const [mount] = useState(() => ++mounts);
      return (
        <>
          <p>Frame mount {mount}</p>
          <Outlet />
        </>
      );
    }
    const fast = slowRoute('/fast', 'Fast screen');
    fast.arrival.resolve();
    render(
      <AppRouter
        routes={[{ element: <Frame />, children: [{ path: '/', element: <Home /> }, fast.route] }]}
      />,
    );
    await act(async () => screen.getByRole('link', { name: 'Fast' }).click());
    expect(heading()).toBe('Fast screen');
    await act(async () => window.history.back());
    // Back is a popstate, which the browser delivers in a task of its own.
    await waitFor(() => expect(heading()).toBe('Home'));
    expect(mounts).toBe(1);
  });

  it('opens a page whose #hash is a malformed escape', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const fast = slowRoute('/fast', 'Fast screen');
    fast.arrival.resolve();
    render(<AppRouter routes={[{ path: '/', element: <Home /> }, fast.route]} />);
    await act(async () => screen.getByRole('link', { name: 'Malformed hash' }).click());
    expect(heading()).toBe('Fast screen');
  });

  it('shows the latest navigation when an earlier one loads last', async () => {
    const slow = slowRoute('/slow', 'Slow screen');
    const fast = slowRoute('/fast', 'Fast screen');
    render(<AppRouter routes={[{ path: '/', element: <Home /> }, slow.route, fast.route]} />);
    await act(async () => screen.getByRole('link', { name: 'Slow' }).click());
    await act(async () => screen.getByRole('link', { name: 'Fast' }).click());
    await act(async () => fast.arrival.resolve());
    expect(heading()).toBe('Fast screen');
    await act(async () => slow.arrival.resolve());
    expect(heading()).toBe('Fast screen');
  });

  it('shows the error view for a screen that throws, and the next screen after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fast = slowRoute('/fast', 'Fast screen');
    fast.arrival.resolve();
    render(
      <AppRouter
        routes={[
          { path: '/', element: <Home /> },
          { path: '/broken', element: <Broken /> },
          fast.route,
        ]}
      />,
    );
    await act(async () => screen.getByRole('link', { name: 'Broken' }).click());
    expect(heading()).toBe('Something went wrong');
    await act(async () => window.history.back());
    // Back is a popstate, which the browser delivers in a task of its own.
    await waitFor(() => expect(heading()).toBe('Home'));
  });

  it('shows the error view when a screen cannot load, and loads it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const { load, element } = loadedComponent('Flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return () => <h1>Flaky screen</h1>;
    });
    render(
      <AppRouter
        routes={[
          { path: '/', element: <Home /> },
          { path: '/slow', element, handle: { load } },
        ]}
      />,
    );
    await act(async () => screen.getByRole('link', { name: 'Slow' }).click());
    expect(heading()).toBe('Something went wrong');
    await act(async () => window.history.back());
    await waitFor(() => expect(heading()).toBe('Home'));
    await act(async () => screen.getByRole('link', { name: 'Slow' }).click());
    expect(heading()).toBe('Flaky screen');
  });
});
