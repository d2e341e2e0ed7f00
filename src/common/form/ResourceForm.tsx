import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { FormToolbar } from '../FormToolbar';

export interface ResourceFormProps extends SimpleFormProps {
  /** Shows the confirmed delete in the default toolbar (edit pages of roles that may delete). */
  deletable?: boolean;
}

/**
 * The app's form: react-admin's SimpleForm with our toolbar and a confirmation before leaving
 * with unsaved changes (needs the data router of src/App.tsx). Takes every SimpleForm prop.
 * `noValidate`: the browser's own bubbles (min, max, step, type) speak the browser's language,
 * so every check is a validator with the app's messages instead.
 */
export const ResourceForm = ({ deletable = false, toolbar, ...props }: ResourceFormProps) => (
  <SimpleForm toolbar={toolbar ?? <FormToolbar deletable={deletable} />} warnWhenUnsavedChanges noValidate {...props} />
);
