import { IMAGE_VIEWER } from './constants';

export interface Size {
  width: number;
  height: number;
}

/**
 * The first scale of an image: fit inside `coverage` of the viewport keeping its aspect ratio,
 * and never larger than its natural size (as viewer.js does with initialCoverage).
 */
export const initialScale = (image: Size, viewport: Size, coverage: number = IMAGE_VIEWER.initialCoverage): number => {
  if (image.width <= 0 || image.height <= 0) return 1;
  const fit = Math.min(viewport.width / image.width, viewport.height / image.height) * coverage;
  return Math.min(fit, 1);
};

const clamp = (scale: number) => Math.min(IMAGE_VIEWER.maxScale, Math.max(IMAGE_VIEWER.minScale, scale));

/** One zoom step in (`steps` > 0) or out (< 0): × (1 + ratio) per step in, ÷ (1 + ratio) per step out. */
export const zoomBy = (scale: number, steps: number, ratio: number = IMAGE_VIEWER.zoomRatio): number =>
  clamp(scale * Math.pow(1 + ratio, steps));
