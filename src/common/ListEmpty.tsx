import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';

/** Shown when a resource has no rows at all (not when filters hide them). */
export const ListEmpty = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} role="status">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
