import { TopToolbar } from 'react-admin';
import { BackToListButton } from '../BackToListButton';
import type { ResourceName } from '../../providers/actions';
import { RecordActionButton } from './RecordActionButton';
import type { RecordActionProps } from './types';

export interface RecordToolbarProps<R extends ResourceName> {
  /** The record's calls (all on its resource), in order; each shows only where the reader's role and the record's state allow it. */
  actions: readonly RecordActionProps<R>[];
}

/** A record page's toolbar for a record read, not edited, here: back to its list, then its calls (wrapping on phones). */
export const RecordToolbar = <R extends ResourceName>({ actions }: RecordToolbarProps<R>) => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <BackToListButton />
    {actions.map((action) => (
      <RecordActionButton key={String(action.action)} {...action} />
    ))}
  </TopToolbar>
);
