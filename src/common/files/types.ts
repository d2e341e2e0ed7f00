import type { RaRecord } from 'react-admin';
import type { ActionOf, ResourceName } from '../../providers/actions';
import type { FilePolicy } from './filePolicy';

/** i18n keys of how a file shows; `%{name}` is the record's name. */
export interface FileViewLabels {
  /** Image description (alt), also the download button's tooltip for a document. */
  alt: string;
  /** Opens the image in the viewer. */
  view: string;
  /** Shown when the record has none. */
  empty: string;
}

/** i18n keys of a file's upload dialog. */
export interface FileUploadLabels {
  /** Upload button and the dialog's send button, without a file yet. */
  upload: string;
  /** Upload button when the record has one. */
  replace: string;
  /** The dialog's title (`%{name}`). */
  title: string;
  /** The file input's label. */
  file: string;
  /** Toasts; the failure one gets `%{error}`. */
  saved: string;
  error: string;
}

/**
 * One file of a resource, declared once for its upload and its view (the server declares the
 * same file in server/resources: its column, paths, types and size).
 */
export interface RecordFileDeclaration<R extends ResourceName = ResourceName> {
  /** DOMAIN §1 resource and API base. */
  resource: R;
  /** DOMAIN §1 action of the upload (`licence`, `photo`, `documents`). */
  action: ActionOf<R>;
  /** Record field that is set when the file exists (its address). */
  source: string;
  /** GET {base}{id}/{read}/ serves it. */
  read: string;
  /** POST {base}{id}/{upload}/ takes it (multipart). */
  upload: string;
  /** Multipart field carrying the file. */
  formField: string;
  policy: FilePolicy;
  /** A document's expiry date, sent as `source` (yyyy-MM-dd) with the file. */
  expiry?: { source: string; required: boolean };
  /** Upload labels only for files uploaded on their own (a profile photo goes up with the user's form). */
  labels: FileViewLabels & Partial<FileUploadLabels>;
  /** The record's name in titles and descriptions; its `name` field by default. */
  recordName?: (record: RaRecord) => string;
  /** Other resources whose lists and records change with the upload. */
  refresh?: readonly string[];
}

/** A file with its own upload dialog. */
export type UploadableFile<R extends ResourceName = ResourceName> = RecordFileDeclaration<R> & { labels: FileUploadLabels };

/** Any resource's file declaration (what the upload dialog and the view take). */
export type AnyRecordFile = { [R in ResourceName]: RecordFileDeclaration<R> }[ResourceName];

export type AnyUploadableFile = { [R in ResourceName]: UploadableFile<R> }[ResourceName];

/** Declares a file once, its action checked against its resource. */
export const defineRecordFile = <R extends ResourceName, L extends FileViewLabels & Partial<FileUploadLabels>>(
  file: RecordFileDeclaration<R> & { labels: L },
): RecordFileDeclaration<R> & { labels: L } => file;

export const nameOf = (file: AnyRecordFile, record: RaRecord): string =>
  file.recordName ? file.recordName(record) : String(record.name ?? record.id);

/** The record's updated_at (or the file's address): a new value refetches the file after an upload. */
export const fileVersion = (file: AnyRecordFile, record: RaRecord | undefined): unknown =>
  record?.[file.source] ? (record.updated_at ?? record[file.source]) : undefined;
