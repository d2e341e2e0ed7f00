/** Each notification type's title, by type: what the type filter and a row's type say (one source with the server's titles). */
export const titlesOf = <T extends Record<string, { title: string }>>(texts: T) =>
  Object.fromEntries(Object.entries(texts).map(([type, { title }]) => [type, title])) as { [K in keyof T]: string };
