import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DayBoundsDataProvider } from './NotificationFilters';
import { NotificationList, type NotificationListMode } from './NotificationList';

/**
 * /notificaciones: the unseen ones first (mark as read, one or all), then the history of read
 * ones (delete one or all). Each row opens the record it is about.
 */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const [mode, setMode] = useState<NotificationListMode>('unseen');
  return (
    <DayBoundsDataProvider>
      <Title title={translate('resources.notificaciones.name', { smart_count: 2 })} />
      <Card sx={{ mt: { xs: 1, sm: 2 } }}>
        <Tabs value={mode} onChange={(_, next: NotificationListMode) => setMode(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="unseen" label={translate('resources.notificaciones.tabs.unseen')} />
          <Tab value="history" label={translate('resources.notificaciones.tabs.history')} />
        </Tabs>
        <NotificationList key={mode} mode={mode} />
      </Card>
    </DayBoundsDataProvider>
  );
};
