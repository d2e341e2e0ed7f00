import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PagePaginationProps {
  total: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous/next under a paged table that is not a react-admin list (a user's points ledger or
 * sign-in log), its range and buttons in the reader's language; nothing when one page holds all.
 */
export const PagePagination = ({ total, page, perPage, onPageChange }: PagePaginationProps) => {
  const translate = useTranslate();
  if (total <= perPage) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next)}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : type === 'previous' ? 'ra.navigation.previous' : `ra.navigation.${type}`)}
    />
  );
};
