import type { ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { ShowActions } from '../ShowActions';

export interface ResourceShowProps {
  /** The record's fields, one under another; or, with `cards`, the page's own layout. */
  children: ReactNode;
  /** The toolbar: list, edit, enable/disable and delete by default, each for roles allowed. */
  actions?: ReactNode;
  /** The page lays out its own cards (a Grid that stacks on phones) instead of a list of fields. */
  cards?: boolean;
}

/**
 * A record page, titled by the record (its resource's recordRepresentation). Long values wrap,
 * so that nothing is cut off or scrolls sideways on a phone.
 */
export const ResourceShow = ({ children, actions = <ShowActions />, cards = false }: ResourceShowProps) => (
  <Show actions={actions} component={cards ? 'div' : undefined} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    {cards ? children : <SimpleShowLayout>{children}</SimpleShowLayout>}
  </Show>
);
