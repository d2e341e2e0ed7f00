import type { MarkerKind } from './types';

/**
 * Colours of the kit's lines and markers: dark enough to stand out 3:1 against the map's tiles and
 * its plain background (WCAG 1.4.11), each marker ringed in white.
 */
export const PATH_COLORS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#e65100', '#00695c', '#ad1457', '#4e342e'] as const;

export const pathColor = (index: number, color?: string) => color ?? PATH_COLORS[index % PATH_COLORS.length];

export const MARKER_COLORS: Record<MarkerKind, string> = {
  plant: '#4a148c',
  origin: '#1b5e20',
  destination: '#b71c1c',
  pickup: '#0d47a1',
  dropoff: '#e65100',
  point: '#37474f',
};

/** Plants are the larger markers: every other point lies around them. */
export const markerRadius = (kind: MarkerKind) => (kind === 'plant' ? 9 : 7);

/** Where a map with nothing to show looks: Mexico, whole. */
export const DEFAULT_VIEW = { center: [23.6, -102.5] as [number, number], zoom: 5 };
