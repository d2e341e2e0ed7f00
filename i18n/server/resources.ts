/** A resource's words for the API, in its own catalogue file (i18n/<lang>/resources/<name>.ts `api`). */
export interface ResourceApiWords {
  /** 409 in_use for one record: "La planta está en uso por %{usage}." */
  in_use?: string;
  /** …for a selection where one of them is in use. */
  selected_one?: string;
  /** …where %{count} of them are. */
  selected_many?: string;
  /** How many of these records point at another (keyed by table name, which is the resource's). */
  count?: { one: string; other: string };
  /** The export file's name before its date: `plantas-20261122-1530.xlsx`. */
  file?: string;
}

type Resources = Record<string, { api?: ResourceApiWords }>;

/**
 * The API's per-resource trees (`in_use.record|selected_one|selected_many|counts.<name>`,
 * `files.<base with - for />`), gathered from the client catalogue's resources, so a new
 * resource brings its words in its own file and never touches i18n/server.
 */
export function resourceWords(resources: Resources) {
  const trees = {
    record: {} as Record<string, string>,
    selected_one: {} as Record<string, string>,
    selected_many: {} as Record<string, string>,
    counts: {} as Record<string, { one: string; other: string }>,
    files: {} as Record<string, string>,
  };
  for (const [name, { api }] of Object.entries(resources)) {
    if (api?.in_use) trees.record[name] = api.in_use;
    if (api?.selected_one) trees.selected_one[name] = api.selected_one;
    if (api?.selected_many) trees.selected_many[name] = api.selected_many;
    if (api?.count) trees.counts[name] = api.count;
    if (api?.file) trees.files[name.replace(/\//g, '-')] = api.file;
  }
  return trees;
}
