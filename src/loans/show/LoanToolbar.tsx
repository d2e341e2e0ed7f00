import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { TopToolbar, useTranslate } from 'react-admin';
import { LoanActions } from './actions/LoanActions';
import { backPath } from './backPath';

/** The page's toolbar: back to the list the reader came from, then every call the loan's state and the reader's role allow. */
export const LoanToolbar = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Button component={RouterLink} to={backPath()} startIcon={<ArrowBackIcon />}>
        {translate('resources.prestamos.show.back')}
      </Button>
      <LoanActions />
    </TopToolbar>
  );
};
