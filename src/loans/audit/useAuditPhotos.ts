import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { isImageBlob } from '../../common/useRecordFile';
import type { FleetDataProvider } from '../../providers/dataProvider';

/**
 * Each item's photo (fetched with the token at the address the audit's answer gives it) as an
 * object URL by item id; a photo that fails is left out. One URL per blob, kept while the blob is shown: a
 * photo arriving never replaces the URLs of those already on screen (an <img> still decoding
 * one would fail). URLs of blobs no longer shown are revoked, and all of them when the page goes.
 */
export const useAuditPhotos = (auditId: Identifier | undefined, items: readonly { id: Identifier; imagen: string }[]) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const blobs = useQueries({
    queries: items.map((item) => ({
      queryKey: ['auditoria', 'file', item.imagen],
      queryFn: () => dataProvider.getFileAt(item.imagen),
      enabled: auditId !== undefined,
      retry: false,
      staleTime: Infinity,
    })),
    combine: (answers) => answers.map((answer) => answer.data?.blob),
  });
  const made = useRef(new Map<Blob, string>());
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = blobs.map((blob) => (blob ? '1' : '0')).join('');
  useEffect(() => {
    const byBlob = made.current;
    const next: Record<string, string> = {};
    const shown = new Set<Blob>();
    blobs.forEach((blob, index) => {
      if (!blob || !isImageBlob(blob)) return;
      shown.add(blob);
      let url = byBlob.get(blob);
      if (!url) {
        url = URL.createObjectURL(blob);
        byBlob.set(blob, url);
      }
      next[String(items[index].id)] = url;
    });
    byBlob.forEach((url, blob) => {
      if (shown.has(blob)) return;
      URL.revokeObjectURL(url);
      byBlob.delete(blob);
    });
    setUrls(next);
    // The blobs are stable per query; `key` changes when one of them arrives.
  }, [key, auditId]); // eslint-disable-line react-hooks/exhaustive-deps
  // Leaving the page revokes them all. StrictMode's rehearsal unmount lands here too; the effect
  // above then runs again and makes fresh URLs, so none shown is ever a revoked one.
  useEffect(() => {
    const byBlob = made.current;
    return () => {
      byBlob.forEach((url) => URL.revokeObjectURL(url));
      byBlob.clear();
    };
  }, []);
  return urls;
};
