import { useCallback } from 'react';
import { TablePaginationActions, type LabelDisplayedRowsArgs, type TablePaginationProps } from '@mui/material';
import { Pagination, PaginationActions, useListContext, useLocaleState, useTranslate, type PaginationActionsProps, type PaginationProps } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import type { ListMeta } from '../../providers/listCalls';

/** MUI's own previous/next buttons, for a list whose last page is unknown. */
const previousNext = TablePaginationActions as unknown as PaginationProps['actions'];

/** react-admin's page buttons, their group named in the reader's language (MUI names it in English). */
const NamedPageButtons = (props: PaginationActionsProps) => <PaginationActions {...props} aria-label={useTranslate()('app.list.pages')} />;

/**
 * react-admin's paginator, aware of counts past the server's cap (docs/API.md, Counts). An exact
 * count pages as always; a "more than N" one shows that, and only previous/next: the last page
 * is unknown, and next follows the server's `next`, not the count.
 */
export const ListPagination = (props: PaginationProps) => {
  const { meta, total, hasNextPage } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const exact = (meta as ListMeta | undefined)?.countExact !== false;
  const labelDisplayedRows = useCallback(
    ({ from, to }: LabelDisplayedRowsArgs) => {
      const numbers = { offsetBegin: formatNumber(from, locale), offsetEnd: formatNumber(to, locale), total: formatNumber(total ?? 0, locale) };
      return translate(exact ? 'ra.navigation.page_range_info' : 'app.list.more_than_range', numbers);
    },
    [exact, locale, total, translate],
  );
  // react-admin names the page buttons only on wider screens: a phone gets them in the reader's language too.
  const getItemAriaLabel = useCallback((type: string) => translate(`ra.navigation.${type}`), [translate]);
  // Both reach MUI's TablePagination through react-admin's rest props.
  const labels = { labelDisplayedRows, getItemAriaLabel } as Partial<TablePaginationProps> as PaginationProps;
  if (exact) return <Pagination {...labels} actions={NamedPageButtons} {...props} />;
  // count -1 is MUI's "unknown total".
  return <Pagination {...labels} {...({ count: -1 } as PaginationProps)} actions={previousNext} slotProps={{ actions: { nextButton: { disabled: !hasNextPage } } }} {...props} />;
};
