import { Tabs, type TabsProps } from '@mui/material';
import { useIsPhone } from './crud/useIsPhone';

/**
 * A screen's views as tabs under its toolbar. On a phone they share the width (with short
 * labels from the caller), so every view shows at once; a scrolling strip hid all but the
 * chosen one behind its arrows. Wider screens keep the strip, and the page never scrolls sideways.
 */
export const ViewTabs = (props: Omit<TabsProps, 'variant'>) => {
  const isPhone = useIsPhone();
  return (
    <Tabs
      {...props}
      variant={isPhone ? 'fullWidth' : 'scrollable'}
      allowScrollButtonsMobile
      sx={{ px: isPhone ? 0 : 1, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': isPhone ? { px: 1, minWidth: 0 } : {} }}
    />
  );
};
