import { createContext } from 'react';

/**
 * The classes a list's body (RecordBody) makes once from its style objects, for its rows
 * (rowStyles), their links (rowLinkStyles), selection boxes and their cells
 * (recordCheckboxStyles), and its cells, one per alignment in ALIGNS' order (bodyCellStyles),
 * instead of each of the 100 rows making its own. None outside a list's body.
 */
export interface BodyLookClasses {
  row: string;
  link: string;
  checkboxCell: string;
  checkbox: string;
  cells: readonly string[];
}

export const BodyLooks = createContext<BodyLookClasses | undefined>(undefined);
