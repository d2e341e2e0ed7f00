import { useState, type ReactNode } from 'react';
import { Button, Popover } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useTranslate } from 'react-admin';
import { ColumnsChooser } from './ColumnsChooser';

export interface ColumnsButtonProps {
  /** The table's columns, as the table is given them. */
  columns: ReactNode;
  defaultHidden?: string[];
}

const NONE: string[] = [];

/**
 * The toolbar's columns button (ListActions leaves it out on a phone, where cards have no
 * columns). Its chooser is drawn only while open; react-admin's own needs its popover kept
 * mounted, and so drew every column's switch and focused its search field as each list's rows
 * arrived. DataTable still looks for that popover's box (`<storeKey>-columnsSelector`) and,
 * finding none, draws nothing.
 */
export const ColumnsButton = ({ columns, defaultHidden = NONE }: ColumnsButtonProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = translate('ra.action.select_columns');
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ lineHeight: 1.5 }}
      >
        {name}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': name, sx: { px: 1 } } }}
      >
        <ColumnsChooser columns={columns} defaultHidden={defaultHidden} />
      </Popover>
    </>
  );
};
