import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { IMAGE_VIEWER } from './constants';
import { ImageViewer } from './ImageViewer';
import { initialScale, zoomBy } from './scale';

const images = [
  { src: 'blob:one', alt: 'Foto de perfil' },
  { src: 'blob:two', alt: 'Licencia' },
  { src: 'blob:three', alt: 'Otra' },
];

/** jsdom loads no images: give the current one a natural size and fire its load event. */
const load = (alt: string, width = 2000, height = 1000) => {
  const img = screen.getByRole('img', { name: alt }) as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
  return img;
};

const setViewport = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
};

const renderViewer = (onClose = vi.fn(), initialIndex = 0) => {
  render(
    <TestAdmin>
      <ImageViewer images={images} open onClose={onClose} initialIndex={initialIndex} />
    </TestAdmin>,
  );
  return onClose;
};

describe('image viewer scale (SPEC §9)', () => {
  it('uses the SPEC constants', () => {
    expect(IMAGE_VIEWER).toMatchObject({ slideshowIntervalMs: 5000, zoomRatio: 0.1, initialCoverage: 0.9, debounceMs: 50 });
  });

  it('fits an image into 0.9 of the viewport, never above its natural size', () => {
    expect(initialScale({ width: 2000, height: 1000 }, { width: 1000, height: 1000 })).toBeCloseTo(0.45);
    expect(initialScale({ width: 1000, height: 2000 }, { width: 1000, height: 1000 })).toBeCloseTo(0.45);
    expect(initialScale({ width: 100, height: 50 }, { width: 1000, height: 1000 })).toBe(1);
  });

  it('zooms by a ratio of 0.1 per step, in and out symmetrically', () => {
    expect(zoomBy(1, 1)).toBeCloseTo(1.1);
    expect(zoomBy(1, -1)).toBeCloseTo(1 / 1.1);
    expect(zoomBy(zoomBy(0.5, 3), -3)).toBeCloseTo(0.5);
  });
});

describe('ImageViewer', () => {
  beforeEach(() => setViewport(1000, 800));
  afterEach(() => vi.useRealTimers());

  it('opens at the initial coverage, zooms with the buttons and the keys, and fits again with 0', () => {
    renderViewer();
    expect(screen.getByRole('dialog', { name: 'Visor de imágenes' })).toBeInTheDocument();
    const img = load('Foto de perfil');
    // 2000×1000 in 1000×800: 0.9 × min(0.5, 0.8) = 0.45 → 900 px wide.
    expect(img.style.width).toBe('900px');
    fireEvent.click(screen.getByRole('button', { name: 'Acercar (+)' }));
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45 * 1.1);
    fireEvent.keyDown(document, { key: '+' });
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45 * 1.1 * 1.1);
    fireEvent.keyDown(document, { key: '-' });
    fireEvent.keyDown(document, { key: '-' });
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45);
    fireEvent.keyDown(document, { key: '-' });
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45 / 1.1);
    fireEvent.keyDown(document, { key: '0' });
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45);
  });

  it('moves with the arrow keys, wrapping around, and shows the position', () => {
    renderViewer(vi.fn(), 1);
    expect(screen.getByRole('img', { name: 'Licencia' })).toBeInTheDocument();
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Otra' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Foto de perfil' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
  });

  it('closes with Esc', () => {
    const onClose = renderViewer();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('plays a slideshow that advances every 5000 ms until paused', () => {
    vi.useFakeTimers();
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir presentación (espacio)' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('1 de 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: ' ' });
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
  });

  it('fits again 50 ms after the window stops resizing', () => {
    vi.useFakeTimers();
    renderViewer();
    const img = load('Foto de perfil');
    fireEvent.keyDown(document, { key: '+' });
    setViewport(500, 800);
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(30));
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(49));
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45 * 1.1);
    act(() => vi.advanceTimersByTime(1));
    // 0.9 × min(500/2000, 800/1000) = 0.225.
    expect(Number(img.dataset.scale)).toBeCloseTo(0.225);
  });

  it('takes a burst of wheel events within 50 ms as one zoom step', () => {
    vi.useFakeTimers();
    renderViewer();
    const img = load('Foto de perfil');
    for (let i = 0; i < 5; i += 1) {
      fireEvent.wheel(img, { deltaY: -100 });
      act(() => vi.advanceTimersByTime(10));
    }
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45);
    act(() => vi.advanceTimersByTime(50));
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45 * 1.1);
    fireEvent.wheel(img, { deltaY: 100 });
    act(() => vi.advanceTimersByTime(50));
    expect(Number(img.dataset.scale)).toBeCloseTo(0.45);
  });
});
