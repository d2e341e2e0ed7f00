import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { FleetDataProvider } from '../providers/dataProvider';

export interface RecordFile {
  /** An object URL for <img src>, <a href> or the image viewer; undefined until loaded. */
  url?: string;
  blob?: Blob;
  isPending: boolean;
  error: unknown;
}

/**
 * Loads a record's file (GET {base}{id}/{file}/) with the bearer token and exposes it as an
 * object URL, revoked when the file changes or the component goes away. `version` (the
 * record's updated_at, say) refetches after an upload; without it, nothing is fetched.
 * SPEC §2: only files that answer 200 are shown.
 */
export const useRecordFile = (resource: string, id: Identifier | undefined, file: string, version: unknown): RecordFile => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const enabled = id !== undefined && version !== undefined && version !== null && version !== '';
  const { data, isPending, error } = useQuery({
    queryKey: [resource, 'file', String(id), file, version],
    queryFn: () => dataProvider.getFile(resource, id as Identifier, file),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  const blob = data?.blob;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  return { url: enabled ? url : undefined, blob: enabled ? blob : undefined, isPending: enabled && isPending, error };
};
