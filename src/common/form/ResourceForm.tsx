import type { ReactNode } from 'react';
import { CardContent, Stack, type SxProps, type Theme } from '@mui/material';
import { Form, type FormProps } from 'react-admin';
import { FormToolbar } from '../FormToolbar';
import { FormErrorSummary } from './FormErrorSummary';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface ResourceFormProps extends Omit<FormProps, 'render' | 'children'> {
  children: ReactNode;
  /** Shows the confirmed delete in the default toolbar (edit pages of roles that may delete). */
  deletable?: boolean;
  toolbar?: ReactNode;
  sx?: SxProps<Theme>;
  className?: string;
}

/**
 * The app's form, laid out as react-admin's SimpleForm (one column, the toolbar below; room for
 * it on phones), with our toolbar. A refused send is told at the top (FormErrorSummary) and its
 * first field at fault focused, instead of react-admin's toast; leaving with unsaved changes asks
 * in the app's dialog (UnsavedChangesGuard). Built on Form rather than SimpleForm, which would
 * hand Form's options on to its Stack as page attributes. `noValidate`: the browser's own
 * bubbles (min, max, step, type) speak the browser's language, so every check is a validator
 * with the app's messages instead.
 */
export const ResourceForm = ({ deletable = false, toolbar, children, sx, className, ...props }: ResourceFormProps) => (
  <Form noValidate shouldFocusError={false} disableInvalidFormNotification warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={UnsavedChangesGuard} {...props}>
    <CardContent className={className} sx={[{ pb: { xs: '5em', sm: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <FormErrorSummary />
        {children}
      </Stack>
    </CardContent>
    {toolbar ?? <FormToolbar deletable={deletable} />}
  </Form>
);
