import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyNamed, useLoaded, type LazyScreen } from './lazyNamed';

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;

/** A module loader that counts its calls and answers once `settle` is called. */
const deferredModule = () => {
  const calls = { count: 0 };
  let settle!: () => void;
  const load = () => {
    calls.count += 1;
    return new Promise<{ Greeting: typeof Greeting }>((resolve) => (settle = () => resolve({ Greeting })));
  };
  return { calls, load, settle: () => settle() };
};

/** Draws `element` inside a boundary whose fallback would be seen. */
const inBoundary = (element: ReactNode) => render(<Suspense fallback={<p>Cargando…</p>}>{element}</Suspense>);
const drawn = (Screen: ComponentType<{ name: string }>) => inBoundary(<Screen name="Ana" />);

describe('lazyNamed: a named export as a lazy screen', () => {
  it('draws nothing while its module loads, never the boundary’s fallback, then the screen', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    drawn(Screen);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.queryByText('Hola, Ana')).not.toBeInTheDocument();
    module.settle();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(module.calls.count).toBe(1);
  });

  it('unmounts the screen it replaces at once, while it loads: nothing of the screen left behind runs on', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    const mounted = { list: false };
    const List = () => {
      useEffect(() => {
        mounted.list = true;
        return () => {
          mounted.list = false;
        };
      }, []);
      return <p>Lista</p>;
    };
    const { rerender } = inBoundary(<List />);
    expect(mounted.list).toBe(true);
    // A boundary that already shows a screen keeps a suspended update's old screen mounted (hidden):
    // that is what a lazy screen that suspended would do here.
    rerender(<Suspense fallback={<p>Cargando…</p>}>{<Screen name="Ana" />}</Suspense>);
    await waitFor(() => expect(mounted.list).toBe(false));
    expect(screen.queryByText('Lista')).not.toBeInTheDocument();
    module.settle();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
  });

  it('draws a preloaded screen in its first drawing, without the fallback, and loads it once', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    const preloaded = Screen.preload();
    module.settle();
    expect(await preloaded).toBe(Greeting);
    drawn(Screen);
    // No waiting: the screen is there on the first drawing.
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    await Screen.preload();
    expect(module.calls.count).toBe(1);
  });

  it('keeps a mounted screen (and its state) when its module finishes loading', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(async () => {
      await module.load();
      return { Counter };
    }, 'Counter');
    const Counter = () => {
      const [clicks, setClicks] = useState(0);
      return <button onClick={() => setClicks(clicks + 1)}>{`Clics: ${clicks}`}</button>;
    };
    const { rerender } = render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Screen />
      </Suspense>,
    );
    module.settle();
    (await screen.findByRole('button', { name: 'Clics: 0' })).click();
    expect(await screen.findByRole('button', { name: 'Clics: 1' })).toBeInTheDocument();
    // Drawn again once loaded: the same component instance, not a remount that would reset it.
    rerender(
      <Suspense fallback={<p>Cargando…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clics: 1' })).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Screen = lazyNamed(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return { Greeting };
    }, 'Greeting');
    await expect(Screen.preload()).rejects.toThrow('chunk missing');
    await expect(Screen.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});

/** Draws `Screen` once useLoaded says so. */
const Gate = ({ Screen, wanted = true }: { Screen: LazyScreen<typeof Greeting>; wanted?: boolean }) => {
  const loaded = useLoaded(Screen, wanted);
  return loaded ? <Screen name="Ana" /> : null;
};
const gated = (Screen: LazyScreen<typeof Greeting>, wanted?: boolean) => inBoundary(<Gate Screen={Screen} wanted={wanted} />);

describe('useLoaded: a screen drawn once loaded, never behind a fallback', () => {
  // React 19 holds content that replaces a shown fallback until 300 ms after it, so a fallback shown at all delays the screen.
  it('draws nothing while the module loads, then the screen itself: the fallback never shows', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    gated(Screen);
    expect(Screen.isLoaded()).toBe(false);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(module.calls.count).toBe(1);
    module.settle();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(Screen.isLoaded()).toBe(true);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('draws a loaded screen in the first drawing', async () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    const preloaded = Screen.preload();
    module.settle();
    await preloaded;
    gated(Screen);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
  });

  it('loads nothing while it is not wanted', () => {
    const module = deferredModule();
    const Screen = lazyNamed(module.load, 'Greeting');
    gated(Screen, false);
    expect(module.calls.count).toBe(0);
    expect(document.body.textContent).toBe('');
  });

  it('lets a screen whose load failed draw anyway, so that it tries again and fails as a lazy screen does', async () => {
    let attempts = 0;
    const Screen = lazyNamed(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return { Greeting };
    }, 'Greeting');
    gated(Screen);
    // The failed preload lets the lazy screen draw; it loads again (a second attempt) and shows.
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
