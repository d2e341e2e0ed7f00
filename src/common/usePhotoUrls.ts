import { useEffect, useState } from 'react';
import type { LoadedPhoto } from './loadVehicle';

export interface PhotoUrl extends LoadedPhoto {
  url: string;
}

/**
 * The preloaded photos as object URLs (they were fetched with the token, which <img src>
 * cannot send), made once per preload and revoked when it changes or the page goes away; made in
 * an effect, not a memo, so React's strict mode re-running effects does not leave revoked ones.
 */
export const usePhotoUrls = (photos: readonly LoadedPhoto[] | undefined): PhotoUrl[] => {
  const [urls, setUrls] = useState<PhotoUrl[]>([]);
  useEffect(() => {
    const made = (photos ?? []).map((photo) => ({ ...photo, url: URL.createObjectURL(photo.blob) }));
    setUrls(made);
    return () => {
      made.forEach(({ url }) => URL.revokeObjectURL(url));
      setUrls([]);
    };
  }, [photos]);
  return urls;
};
