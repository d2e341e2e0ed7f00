import { Tab } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../../common/crud/useIsPhone';
import { ViewTabs } from '../../common/ViewTabs';
import { LOAN_LIST_PATHS, type LoanListView } from '../loanPaths';

const VIEWS: readonly LoanListView[] = ['applications', 'trips'];

/** The two views of the loans (SPEC §2 "the same view") as tabs that lead to each other's path. */
export const LoanViewTabs = ({ view }: { view: LoanListView }) => {
  const translate = useTranslate();
  const labels = useIsPhone() ? 'screens_short' : 'screens';
  return (
    <ViewTabs value={view} aria-label={translate('resources.prestamos.list.views')}>
      {VIEWS.map((each) => (
        <Tab key={each} value={each} component={Link} to={LOAN_LIST_PATHS[each]} label={translate(`resources.prestamos.${labels}.${each}`)} />
      ))}
    </ViewTabs>
  );
};
