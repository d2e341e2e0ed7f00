import type { GetManyParams, GetManyResult, Identifier, RaRecord } from 'react-admin';

/** A list call's meta asking for the records its page's rows name: field → referenced resource. */
export interface PageReferencesMeta {
  pageReferences?: Record<string, string>;
}

/** The records named by a page, by resource (react-admin's `meta.prefetched`, which it also caches as getOne answers). */
export type Prefetched = Record<string, RaRecord[]>;

type GetMany = (resource: string, params: GetManyParams) => Promise<GetManyResult>;

/**
 * The records `rows` name in `fields` (field → resource), one getMany a resource, asked together.
 * A lookup that fails leaves its cells to look their records up themselves.
 */
export const pageReferences = async (rows: RaRecord[], fields: Record<string, string>, getMany: GetMany): Promise<Prefetched> => {
  const ids = new Map<string, Set<Identifier>>();
  for (const [field, resource] of Object.entries(fields)) {
    const named = ids.get(resource) ?? new Set<Identifier>();
    ids.set(resource, named);
    for (const row of rows) if (row[field] != null && row[field] !== '') named.add(row[field] as Identifier);
  }
  const answers = await Promise.all(
    [...ids].map(async ([resource, named]) => [resource, named.size ? await getMany(resource, { ids: [...named] }).then((answer) => answer.data, () => []) : []] as const),
  );
  return Object.fromEntries(answers);
};
