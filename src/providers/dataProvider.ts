import type { DataProvider, GetListParams, Identifier, RaRecord, SortPayload } from 'react-admin';
import { PAGING } from '../../domain/paging';
import { noteLoadFailure } from './errors';
import { isBesideTheScreen, noteAnswer, noteAsked } from './firstAnswer';
import { translate } from './i18nProvider';
import { request, requestJson } from './http';
import { API_URL } from './apiUrl';
import { base, list, toApiFilter, toOrdering, type ListAnswer } from './listCalls';
import { pageReferences, type PageReferencesMeta } from './pageReferences';
import type { ImportRow } from '../../domain/userImport';

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  format?: ExportFormat;
}

export interface ExportResult {
  blob: Blob;
  filename: string;
}

export interface RecordActionOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Multipart fields: files (Blob/File) and plain values; empty values are left out. */
export type UploadFields = Record<string, Blob | string | number | null | undefined>;

export type { ImportRow };

export interface ImportReport {
  dry_run: boolean;
  created: number;
  updated: number;
  failed: number;
  rows: ImportRow[];
}

export interface PageParams {
  page: number;
  perPage: number;
}

/** react-admin's verbs plus the custom ones of docs/API.md. */
export interface FleetDataProvider extends DataProvider {
  exportList: (resource: string, params: ExportParams) => Promise<ExportResult>;
  changeStatus: (resource: string, ids: Identifier[], status: number) => Promise<{ data: Identifier[] }>;
  recordAction: <T = unknown>(resource: string, id: Identifier, action: string, options?: RecordActionOptions) => Promise<{ data: T }>;
  /**
   * POST {base}{action}/ (or {base} alone) with a JSON body (FormData goes as multipart): a call on
   * several records at once (vehiculos/multiple_liberar/ {ids}); another method for one's own
   * account's calls (PATCH auth/account/, DELETE auth/account/sessions/{id}/).
   */
  collectionAction: <T = unknown>(resource: string, action: string, body: unknown, method?: 'POST' | 'PATCH' | 'DELETE') => Promise<{ data: T }>;
  /** GET {base}{action}/ (or {base} alone) with a query: a collection's own read (the map's tiles, a month's reward). */
  collectionRead: <T = unknown>(resource: string, action?: string, query?: Record<string, string | number | undefined>) => Promise<{ data: T }>;
  /** Multipart POST {base}{id}/{action}/ (photo, licence); resolves with the JSON answer. */
  uploadFiles: <T = unknown>(resource: string, id: Identifier, action: string, fields: UploadFields) => Promise<{ data: T }>;
  /**
   * GET {base}{id}/{file}/ as a Blob. Files need the bearer token, which an <img src> cannot
   * send, so screens show them through object URLs made from this Blob.
   */
  getFile: (resource: string, id: Identifier, file: string) => Promise<{ blob: Blob }>;
  /** A file at the API address an answer gave for it (an audit's or incident's photo), so no path is spelled here. */
  getFileAt: (address: string) => Promise<{ blob: Blob }>;
  /** A paged list under a record, GET {base}{id}/{sub}/?page&limit (the points ledger). */
  getRecordList: <T = unknown>(resource: string, id: Identifier, sub: string, params: PageParams) => Promise<{ data: T[]; total: number }>;
  /** Multipart POST {base}importar/ (with ?dry_run=1 for the report only), file field `archivo`. */
  importFile: (resource: string, file: Blob, options: { dryRun: boolean }) => Promise<{ data: ImportReport }>;
  /** GET {base}plantilla/?format= : the empty import template. */
  getTemplate: (resource: string, format?: ExportFormat) => Promise<ExportResult>;
}

/** Only the fields whose value differs from the record as loaded (PATCH semantics). */
export const changedFields = (data: Record<string, unknown>, previous?: Record<string, unknown>) =>
  previous
    ? Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])))
    : data;

/** `attachment; filename="plantas-20250101-1200.xlsx"` → the file name. */
export const filenameFrom = (disposition: string | null, fallback: string): string => {
  const star = disposition?.match(/filename\*=(?:UTF-8'')?([^;]+)/i);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1] : fallback;
};

/**
 * The server names exports in the caller's language (Content-Disposition); without that header
 * the name is built alike from the resource's plural in the interface language:
 * `plants-20261122-1530.xlsx` for an English user.
 */
export const exportFileName = (resource: string, format: ExportFormat, now = new Date()): string => {
  const plural = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  const slug = plural.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `${slug || 'export'}-${stamp}.${format}`;
};

/** FormData for a multipart call; null, undefined and '' fields are not sent. */
export const toFormData = (fields: UploadFields): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
};

/** Files and exports are not JSON: accept whatever the server sends. */
const ANY = { Accept: '*/*' };

export const dataProvider: FleetDataProvider = {
  getList: async <RecordType extends RaRecord>(resource: string, params: GetListParams) => {
    if (!isBesideTheScreen(params.meta)) noteAsked();
    try {
      const page = await list<RecordType>(resource, params);
      // The rows come with the records they name: drawn without a name arriving later in each cell.
      const fields = (params.meta as PageReferencesMeta | undefined)?.pageReferences;
      if (!fields) return page;
      return { ...page, meta: { ...page.meta, prefetched: await pageReferences(page.data, fields, dataProvider.getMany) } };
    } finally {
      if (!isBesideTheScreen(params.meta)) noteAnswer();
    }
  },

  getOne: async (resource, { id }) => {
    noteAsked();
    try {
      return { data: await requestJson(`${base(resource)}${id}/`) };
    } catch (error) {
      noteLoadFailure(error);
      throw error;
    } finally {
      noteAnswer();
    }
  },

  getMany: async (resource, { ids }) => {
    if (ids.length === 0) return { data: [] };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- records are typed by the caller
    const answer = await requestJson<ListAnswer<any>>(`${base(resource)}q/`, {
      method: 'POST',
      query: { page: 1, limit: PAGING.maxLimit },
      body: { id__in: ids },
    });
    return { data: answer.results };
  },

  getManyReference: (resource, { target, id, filter, pagination, sort }) =>
    // The reference is a filter, so this always goes through q/.
    list(resource, { pagination, sort, filter: { ...filter, [target]: id } }),

  create: async (resource, { data }) => ({
    data: await requestJson(base(resource), { method: 'POST', body: data }),
  }),

  update: async (resource, { id, data, previousData }) => ({
    data: await requestJson(`${base(resource)}${id}/`, { method: 'PATCH', body: changedFields(data, previousData) }),
  }),

  updateMany: async (resource, { ids, data }) => {
    const keys = Object.keys(data ?? {});
    if (keys.length === 1 && keys[0] === 'status') {
      return dataProvider.changeStatus(resource, ids, data.status);
    }
    // No bulk endpoint for other fields: one PATCH per record.
    await Promise.all(ids.map((id) => requestJson(`${base(resource)}${id}/`, { method: 'PATCH', body: data })));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    await request(`${base(resource)}${id}/`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },

  deleteMany: async (resource, { ids }) => {
    await requestJson(`${base(resource)}multiple_delete/`, { method: 'POST', body: { ids } });
    return { data: ids };
  },

  exportList: async (resource, { filter, sort, format = 'xlsx' }) => {
    const ordering = toOrdering(sort);
    const body = { ...toApiFilter(filter), ...(ordering ? { ordering } : {}) };
    const response = await request(`${base(resource)}exportar/`, { method: 'POST', query: { format, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }, body });
    const blob = await response.blob();
    return { blob, filename: filenameFrom(response.headers.get('Content-Disposition'), exportFileName(resource, format)) };
  },

  changeStatus: async (resource, ids, status) => {
    await requestJson(`${base(resource)}change_multiple_status/`, { method: 'POST', body: { ids, status } });
    return { data: ids };
  },

  recordAction: async <T,>(resource: string, id: Identifier, action: string, options: RecordActionOptions = {}) => ({
    data: await requestJson<T>(`${base(resource)}${id}/${action}/`, { method: options.method ?? 'GET', body: options.body }),
  }),

  collectionAction: async <T,>(resource: string, action: string, body: unknown, method: 'POST' | 'PATCH' | 'DELETE' = 'POST') => ({
    data: await requestJson<T>(action ? `${base(resource)}${action}/` : base(resource), { method, body }),
  }),

  collectionRead: async <T,>(resource: string, action?: string, query?: Record<string, string | number | undefined>) => ({
    data: await requestJson<T>(action ? `${base(resource)}${action}/` : base(resource), { query }),
  }),

  uploadFiles: async <T,>(resource: string, id: Identifier, action: string, fields: UploadFields) => ({
    data: await requestJson<T>(`${base(resource)}${id}/${action}/`, { method: 'POST', body: toFormData(fields) }),
  }),

  getFile: async (resource, id, file) => {
    const response = await request(`${base(resource)}${id}/${file}/`, { headers: ANY });
    return { blob: await response.blob() };
  },

  getFileAt: async (address) => {
    if (!address.startsWith(API_URL)) throw new Error(`Not an API address: ${address}`);
    const response = await request(address.slice(API_URL.length), { headers: ANY });
    return { blob: await response.blob() };
  },

  getRecordList: async <T,>(resource: string, id: Identifier, sub: string, { page, perPage }: PageParams) => {
    const answer = await requestJson<ListAnswer<T>>(`${base(resource)}${id}/${sub}/`, {
      query: { page, limit: Math.min(perPage, PAGING.maxLimit) },
    });
    return { data: answer.results, total: answer.count };
  },

  importFile: async (resource, file, { dryRun }) => ({
    data: await requestJson<ImportReport>(`${base(resource)}importar/`, {
      method: 'POST',
      query: dryRun ? { dry_run: 1 } : undefined,
      body: toFormData({ archivo: file }),
    }),
  }),

  getTemplate: async (resource, format = 'xlsx') => {
    const response = await request(`${base(resource)}plantilla/`, { query: { format }, headers: ANY });
    const blob = await response.blob();
    return { blob, filename: filenameFrom(response.headers.get('Content-Disposition'), `${resource.replace(/\//g, '-')}-plantilla.${format}`) };
  },
};
