import type { ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** What a row opens: react-admin's show or edit page, or a path of the resource's own. */
export type RecordOpen = 'show' | 'edit' | ((id: RaRecord['id'], resource: string, record: RaRecord) => string);

/** A card's line: a template over the record's fields ('%{name}'), a function of the record, or a field element. */
export type CardText = string | ReactElement | ((record: RaRecord) => ReactNode);

/** What a phone shows of each record in place of the table's row. */
export interface CardTexts {
  primary: CardText;
  secondary?: CardText;
  /** Shown at the right of the primary line (a status chip…). */
  tertiary?: CardText;
  /** A small picture at the card's left (a photo thumbnail). */
  avatar?: (record: RaRecord) => ReactNode;
}
