import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { loanPath } from '../loans/loanPaths';

/**
 * Which loan holds the card: a link to that loan's page, or "Disponible" for an active card on
 * no loan ("Sin préstamo" when it is inactive, as it cannot be given out).
 */
export const CardLoanField = (props: Partial<FieldProps>) => {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const translate = useTranslate();
  if (!record) return null;
  const loan = record.prestamo;
  if (loan === null || loan === undefined) {
    const free = Number(record.status) === ACTIVE_STATUS.active;
    return (
      <Typography component="span" variant="body2" color={free ? 'success.main' : 'text.secondary'}>
        {translate(`resources.${resource}.screen.${free ? 'available' : 'not_on_loan'}`)}
      </Typography>
    );
  }
  return (
    // The row opens the card: following the loan is a navigation of its own. At least 24 px
    // tall, a target a finger can hit apart from the card around it (WCAG 2.5.8).
    <Link component={RouterLink} to={loanPath(loan)} onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
      {translate(`resources.${resource}.screen.on_loan`, { id: loan })}
    </Link>
  );
};
