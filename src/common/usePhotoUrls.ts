import { useEffect, useState } from 'react';

/**
 * Fetched photos (blobs read with the token, which <img src> cannot send) as object URLs, made
 * once per list and revoked when it changes or the page goes away; made in an effect, not a
 * memo, so React's strict mode re-running effects does not leave revoked ones.
 */
export const usePhotoUrls = <T extends { blob: Blob }>(photos: readonly T[] | undefined): (T & { url: string })[] => {
  const [urls, setUrls] = useState<(T & { url: string })[]>([]);
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
