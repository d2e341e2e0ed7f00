import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { FILE_TYPES, IMAGE_KINDS } from '../../domain/files';
import type { FleetDataProvider } from '../providers/dataProvider';

/** Types the screens draw: the API's image kinds (never SVG, which can carry script). */
const IMAGE_TYPES: readonly string[] = IMAGE_KINDS.map((kind) => FILE_TYPES[kind].mime);
export const isImageBlob = (blob: Blob) => IMAGE_TYPES.includes(blob.type);

export interface RecordFile {
  /** An object URL of an image, for <img src> or the image viewer; undefined until loaded and for documents. */
  url?: string;
  blob?: Blob;
  isPending: boolean;
  error: unknown;
}

/**
 * Loads a record's file (GET {base}{id}/{file}/) with the bearer token; an image also as an
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
    // Documents get no URL of the app's origin: a PDF opened from one could run its script there (downloadBlob saves them).
    if (!blob || !isImageBlob(blob)) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  return { url: enabled ? url : undefined, blob: enabled ? blob : undefined, isPending: enabled && isPending, error };
};
