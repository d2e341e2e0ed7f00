import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useRefreshResources } from '../actions';
import { firstErrorMessage } from '../errorMessage';
import { useFailureNotify } from '../useFailureNotify';
import type { FleetDataProvider, UploadFields } from '../../providers/dataProvider';

/** One multipart call after the record is saved: POST {base}{id}/{action}/. */
export interface FileUpload {
  action: string;
  fields: UploadFields;
}

type Values = Record<string, unknown>;

export interface SaveThenUploadOptions {
  resource: string;
  kind: 'created' | 'updated';
  /** The form's values as the record's body and the uploads that follow it, in order. */
  split(values: Values): { record: Values; uploads: FileUpload[] };
  /** The record page to open once saved, whatever happened to the uploads. */
  pagePath(record: RaRecord): string;
  /** i18n key of the partial-success warning, with `%{error}` (SPEC §8). */
  failedMessage: string;
  /** Resources whose lists and records change with the uploads. */
  refresh: string[];
}

/**
 * Create/Edit save in steps (users' photo, vehicles' photos and documents): the record first,
 * whose field errors stay on the form, then its files, which the API takes on their own calls.
 * When an upload fails the record stays saved and the toast says so (SPEC §8 partial
 * success); either way the page goes to the record, so a retry cannot create it twice.
 * `uploading` covers the uploads, which run after react-admin's own save has settled.
 */
export const useSaveThenUpload = ({ resource, kind, split, pagePath, failedMessage, refresh: changed }: SaveThenUploadOptions) => {
  const pending = useRef<FileUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshResources();
  const onError = useFailureNotify('save_error', resource);

  const transform = (values: Values) => {
    const { record, uploads } = split(values);
    pending.current = uploads;
    return record;
  };

  const upload = async (id: RaRecord['id']) => {
    const uploads = pending.current;
    pending.current = [];
    if (!uploads.length) return;
    setUploading(true);
    try {
      for (const { action, fields } of uploads) await dataProvider.uploadFiles(resource, id, action, fields);
    } finally {
      setUploading(false);
      // Whatever went up changed the record's files (and maybe its states and notifications).
      void refresh(changed);
    }
  };

  const onSuccess = async (record: RaRecord) => {
    const page = pagePath(record);
    try {
      await upload(record.id);
    } catch (error) {
      notify(failedMessage, { type: 'warning', messageArgs: { error: firstErrorMessage(error) } });
      redirect(page);
      return;
    }
    notify(`resources.${resource}.notifications.${kind}`, { type: 'success', messageArgs: { smart_count: 1 } });
    redirect(page);
  };

  return { transform, mutationOptions: { onSuccess, onError }, uploading };
};
