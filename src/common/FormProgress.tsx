import { LinearProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** A thin bar while the surrounding form submits (uploads take a while). */
export const FormProgress = ({ label = 'ra.action.save' }: { label?: string }) => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return isSubmitting ? <LinearProgress aria-label={translate(label)} sx={{ mt: 1 }} /> : null;
};
