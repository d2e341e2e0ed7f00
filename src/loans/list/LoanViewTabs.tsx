import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LOAN_LIST_PATHS, type LoanListView } from '../loanPaths';

const VIEWS: readonly LoanListView[] = ['applications', 'trips'];

/** The two views of the loans (SPEC §2 "the same view") as tabs that lead to each other's path. */
export const LoanViewTabs = ({ view }: { view: LoanListView }) => {
  const translate = useTranslate();
  return (
    <Tabs
      value={view}
      aria-label={translate('resources.prestamos.list.views')}
      // Phones scroll the tabs, never the page.
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {VIEWS.map((each) => (
        <Tab key={each} value={each} component={Link} to={LOAN_LIST_PATHS[each]} label={translate(`resources.prestamos.screens.${each}`)} />
      ))}
    </Tabs>
  );
};
