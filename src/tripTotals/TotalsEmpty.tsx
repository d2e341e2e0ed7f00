import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useResourceContext, useTranslate } from 'react-admin';

/** No one drove (or rode) in the period, or no one the search and plant find: say so, and that another month may have some. */
export const TotalsEmpty = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} role="status">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p">
        {translate(`resources.${resource}.empty`)}
      </Typography>
    </Box>
  );
};
