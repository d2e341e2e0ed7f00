import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';
import { RetryAlert } from './RetryAlert';

/**
 * Shown in place of the rows when the list could not be loaded (the database is down, the
 * network dropped): the server's reason and a way to try again, rather than "no records".
 */
export const ListError = () => {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return <RetryAlert sx={{ m: 2 }} message={errorMessage(error) || translate('app.list.load_failed')} onRetry={() => refetch()} />;
};
