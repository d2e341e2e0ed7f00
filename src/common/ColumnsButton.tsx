import { useState } from 'react';
import { Box, Button, Popover } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useResourceContext, useTranslate } from 'react-admin';

/** Takes the roles off react-admin's column list as it draws them, and keeps doing so while it redraws. */
const plainList = (box: HTMLElement | null) => {
  if (!box) return;
  const plain = () => box.querySelectorAll('[role="menu"], li[role="option"]').forEach((el) => el.removeAttribute('role'));
  plain();
  const observer = new MutationObserver(plain);
  observer.observe(box, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * react-admin's columns button (its desktop form: ListActions hides it on a phone). The table
 * draws the column list into the button's popover (ColumnsSelector) as a MUI MenuList (role
 * "menu") of items with role "option", each holding a switch: controls inside options inside a
 * menu, which a screen reader cannot make sense of (axe: aria-required-children,
 * aria-required-parent, nested-interactive). Here it is the plain list of labelled switches it
 * is: react-admin sets those roles once as it draws, and they are taken off as it does.
 * Takes from react-admin 5: the popover box's id `<resource>.datatable-columnsSelector` that
 * ColumnsSelector draws into, its MenuList and FieldToggle's `li role="option"` (ColumnsButton.test.tsx).
 */
export const ColumnsButton = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(event) => setAnchor(event.currentTarget)} sx={{ lineHeight: 1.5 }}>
        {translate('ra.action.select_columns')}
      </Button>
      <Popover
        open={anchor !== null}
        keepMounted
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box ref={plainList} id={`${resource}.datatable-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
      </Popover>
    </>
  );
};
