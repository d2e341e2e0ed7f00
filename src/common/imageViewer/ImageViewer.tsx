import { useCallback, useEffect, useState, type ReactNode, type SyntheticEvent, type WheelEvent } from 'react';
import { Box, Dialog, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import { useTranslate } from 'react-admin';
import { useDebouncedCallback } from '../useDebouncedCallback';
import { IMAGE_VIEWER } from './constants';
import { initialScale, zoomBy, type Size } from './scale';
import { useSlideshow } from './useSlideshow';

export interface ViewerImage {
  /** Any URL the browser can load; files of the API come as object URLs (they need the token). */
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  open: boolean;
  onClose: () => void;
  /** The image shown first. */
  initialIndex?: number;
}

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * Full-screen image viewer (SPEC §2, §9): the image first covers at most 0.9 of the viewport,
 * zooms by a ratio of 0.1 per step (buttons, + and -, mouse wheel), plays a slideshow every
 * 5000 ms, and answers the arrows, +, -, 0 (fit), space (play/pause) and Esc. Window resizes
 * and wheel bursts are handled after a 50 ms pause. Reusable by any screen with images.
 */
export const ImageViewer = ({ images, open, onClose, initialIndex = 0 }: ImageViewerProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open && images.length > 0}
      onClose={onClose}
      fullScreen
      slotProps={{ paper: { 'aria-label': translate('app.image_viewer.title'), sx: { bgcolor: 'rgba(0, 0, 0, 0.92)', color: 'common.white' } } }}
    >
      {/* Mounted only while open, so every opening starts fresh at initialIndex. */}
      {open && images.length > 0 && <ViewerBody images={images} onClose={onClose} initialIndex={initialIndex} />}
    </Dialog>
  );
};

const ViewerBody = ({ images, onClose, initialIndex }: Omit<ImageViewerProps, 'open'> & { initialIndex: number }) => {
  const translate = useTranslate();
  const count = images.length;
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), count - 1));
  const [playing, setPlaying] = useState(false);
  const [natural, setNatural] = useState<Size | null>(null);
  const [scale, setScale] = useState<number | null>(null);
  const image = images[index];

  const show = useCallback(
    (step: number) => {
      setIndex((current) => (current + step + count) % count);
      setNatural(null);
      setScale(null);
    },
    [count],
  );
  const next = useCallback(() => show(1), [show]);
  const previous = useCallback(() => show(-1), [show]);
  useSlideshow(playing && count > 1, index, next);

  const zoom = useCallback((steps: number) => setScale((current) => (current === null ? current : zoomBy(current, steps))), []);
  const fit = useCallback(() => natural && setScale(initialScale(natural, viewport())), [natural]);

  // A resize fits the image to the new viewport again, once the resizing pauses.
  const onResize = useDebouncedCallback(fit, IMAGE_VIEWER.debounceMs);
  useEffect(() => {
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [onResize]);
  // A burst of wheel events is one zoom step.
  const onWheelZoom = useDebouncedCallback((direction: number) => zoom(direction), IMAGE_VIEWER.debounceMs);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    setNatural({ width, height });
    setScale(initialScale({ width, height }, viewport()));
  };

  // Keys work wherever the focus is inside the open viewer; Esc is the Dialog's own onClose.
  useEffect(() => {
    const actions: Record<string, () => void> = {
      ArrowRight: next,
      ArrowLeft: previous,
      '+': () => zoom(1),
      '=': () => zoom(1),
      '-': () => zoom(-1),
      _: () => zoom(-1),
      '0': fit,
      ' ': () => setPlaying((value) => !value),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actions[event.key];
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [next, previous, zoom, fit]);

  const onWheel = (event: WheelEvent) => {
    if (event.deltaY !== 0) onWheelZoom(event.deltaY < 0 ? 1 : -1);
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton color="inherit" aria-label={translate(label)} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }} noWrap>
          {image.alt}
        </Typography>
        <Typography variant="body2" aria-live="polite">
          {translate('app.image_viewer.counter', { current: index + 1, total: count })}
        </Typography>
        {tool('app.image_viewer.close', <CloseIcon />, onClose)}
      </Box>
      <Box onWheel={onWheel} sx={{ flexGrow: 1, display: 'flex', overflow: 'auto', minHeight: 0 }}>
        <Box
          component="img"
          key={image.src}
          src={image.src}
          alt={image.alt}
          onLoad={onLoad}
          data-scale={scale ?? undefined}
          sx={{ m: 'auto', flexShrink: 0, opacity: scale === null ? 0 : 1 }}
          // Inline, not sx: a new size each zoom step would otherwise be a new CSS class.
          style={natural && scale !== null ? { width: `${natural.width * scale}px`, height: `${natural.height * scale}px` } : undefined}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, py: 1 }} role="toolbar" aria-label={translate('app.image_viewer.toolbar')}>
        {tool('app.image_viewer.zoom_out', <ZoomOutIcon />, () => zoom(-1), scale === null)}
        {tool('app.image_viewer.zoom_in', <ZoomInIcon />, () => zoom(1), scale === null)}
        {tool('app.image_viewer.fit', <FitScreenIcon />, fit, scale === null)}
        {tool('app.image_viewer.previous', <NavigateBeforeIcon />, previous, count < 2)}
        {playing
          ? tool('app.image_viewer.pause', <PauseIcon />, () => setPlaying(false))
          : tool('app.image_viewer.play', <PlayArrowIcon />, () => setPlaying(true), count < 2)}
        {tool('app.image_viewer.next', <NavigateNextIcon />, next, count < 2)}
      </Box>
    </Box>
  );
};
