/** SPEC §2 and §9: the image viewer's behaviour. */
export const IMAGE_VIEWER = {
  /** The slideshow shows each image this long. */
  slideshowIntervalMs: 5000,
  /** Each zoom step multiplies the size by 1 + ratio (in) or divides it by it (out). */
  zoomRatio: 0.1,
  /** An image first fills at most this share of the viewport, never beyond its natural size. */
  initialCoverage: 0.9,
  /** Resizes and wheel zooms are handled once they pause this long. */
  debounceMs: 50,
  /** Bounds of the scale, so zooming never makes an image vanish or explode. */
  minScale: 0.01,
  maxScale: 100,
} as const;
