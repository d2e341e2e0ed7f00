import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { isImageBlob } from '../../common/useRecordFile';
import type { FleetDataProvider } from '../../providers/dataProvider';

export interface AuditItemRecord {
  id: Identifier;
  pieza: Identifier | null;
  accesorio: Identifier | null;
  name: string;
  calificacion: string;
  comentario: string;
}

/**
 * Each item's photo (GET auditoria/{id}/items/{item}/imagen/, with the token) as an object URL
 * by item id; a photo that fails is left out. An audit never changes, so the blobs are kept
 * under its id and the URLs revoked when the audit or the page goes away.
 */
export const useAuditPhotos = (auditId: Identifier | undefined, items: readonly AuditItemRecord[]) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const blobs = useQueries({
    queries: items.map((item) => ({
      queryKey: ['auditoria', 'file', String(auditId), `items/${item.id}/imagen`],
      queryFn: () => dataProvider.getFile('auditoria', auditId as Identifier, `items/${item.id}/imagen`),
      enabled: auditId !== undefined,
      retry: false,
      staleTime: Infinity,
    })),
    combine: (answers) => answers.map((answer) => answer.data?.blob),
  });
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = blobs.map((blob) => (blob ? '1' : '0')).join('');
  useEffect(() => {
    const made: Record<string, string> = {};
    blobs.forEach((blob, index) => {
      if (blob && isImageBlob(blob)) made[String(items[index].id)] = URL.createObjectURL(blob);
    });
    setUrls(made);
    return () => {
      Object.values(made).forEach((url) => URL.revokeObjectURL(url));
      setUrls({});
    };
    // The blobs are stable per query; `key` changes when one of them arrives.
  }, [key, auditId]); // eslint-disable-line react-hooks/exhaustive-deps
  return urls;
};
