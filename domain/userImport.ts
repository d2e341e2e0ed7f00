/** One row of a user import's report (docs/API.md, usuarios/importar/), as the server writes it and the screen reads it. */
export interface ImportRow {
  row: number;
  email: string;
  action: 'create' | 'update' | 'error';
  errors: Record<string, string[]>;
}
