import { Alert, AlertTitle, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const REASONS = [
  { field: 'motivo_de_rechazo', label: 'resources.prestamos.show.reasons.rejection' },
  { field: 'motivo_cancelacion', label: 'resources.prestamos.show.reasons.cancellation' },
] as const;

/** Why the loan was refused or cancelled, when it was (the server keeps the reason on the loan). */
export const LoanReasons = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const shown = REASONS.filter(({ field }) => typeof record?.[field] === 'string' && record[field].trim() !== '');
  if (!record || shown.length === 0) return null;
  return (
    <Stack spacing={1}>
      {shown.map(({ field, label }) => (
        <Alert key={field} severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>{translate(label)}</AlertTitle>
          {record[field]}
        </Alert>
      ))}
    </Stack>
  );
};
