import type { ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { ShowActions } from '../ShowActions';
import { useAccessGate } from './useAccessGate';

export interface ResourceShowProps {
  /** The record's fields, one under another; or, with `cards`, the page's own layout. */
  children: ReactNode;
  /** The toolbar: list, edit, enable/disable and delete by default, each for roles allowed. */
  actions?: ReactNode;
  /** The page lays out its own cards (a Grid that stacks on phones) instead of a list of fields. */
  cards?: boolean;
}

/**
 * The page takes the width it is given (width 0 adds nothing to the page's width, min-width
 * fills it): long values wrap and the toolbar's buttons go to a second line when they do not fit.
 */
const fitWidth = { width: 0, minWidth: '100%', overflowWrap: 'anywhere', '& .RaTopToolbar-root': { flexWrap: 'wrap' } };

/** A record page, titled by the record (its resource's recordRepresentation); nothing is cut off or scrolls sideways. */
export const ResourceShow = ({ children, actions = <ShowActions />, cards = false }: ResourceShowProps) => {
  const gate = useAccessGate('show');
  return (
    <Show queryOptions={gate} actions={actions} component={cards ? 'div' : undefined} sx={fitWidth}>
      {cards ? children : <SimpleShowLayout>{children}</SimpleShowLayout>}
    </Show>
  );
};
