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

/** A file's query and, for an image, its object URL, revoked when the file changes or the component goes away. */
function useFileQuery(queryKey: readonly unknown[], fetchFile: () => Promise<{ blob: Blob }>, enabled: boolean): RecordFile {
  const { data, isPending, error } = useQuery({ queryKey, queryFn: fetchFile, enabled, retry: false, staleTime: Infinity });
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
}

/**
 * Loads a record's file (GET {base}{id}/{file}/) with the bearer token; an image also as an
 * object URL. `version` (the record's updated_at, say) refetches after an upload; without it,
 * nothing is fetched. SPEC §2: only files that answer 200 are shown.
 */
export const useRecordFile = (resource: string, id: Identifier | undefined, file: string, version: unknown): RecordFile => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const enabled = id !== undefined && version !== undefined && version !== null && version !== '';
  return useFileQuery([resource, 'file', String(id), file, version], () => dataProvider.getFile(resource, id as Identifier, file), enabled);
};

/** Loads a file at the API address an answer gave for it (an audit item's photo); none when the address is empty. A stored file there never changes. */
export const useFileAt = (address: string | null | undefined): RecordFile => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useFileQuery(['file', address], () => dataProvider.getFileAt(address as string), Boolean(address));
};
