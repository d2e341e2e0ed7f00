import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';

/**
 * Shown when a resource has no rows at all (not when filters hide them); `children` add ways to
 * fill it (import…), `createTo` is where Create leads when the create route is the resource's own;
 * `hasCreate` false leaves Create out.
 */
export const ListEmpty = ({ children, createTo, hasCreate = true }: { children?: ReactNode; createTo?: string; hasCreate?: boolean }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} role="status">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {hasCreate && <CreateButton variant="contained" to={createTo} />}
        {children}
      </Stack>
    </Box>
  );
};
