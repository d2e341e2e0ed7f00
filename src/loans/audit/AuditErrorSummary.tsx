import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AuditItem } from './auditCatalogue';
import { errorText, incompleteItems, itemFields, type FormErrors } from './auditFormRules';

const GENERAL = ['kilometraje', 'gasolina'];

/**
 * At the top of the form after a refused send: the incomplete items by name with what each
 * lacks (the browser's check or the server's field errors), and the readings' errors.
 */
export const AuditErrorSummary = ({ items }: { items: readonly AuditItem[] }) => {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  if (submitCount === 0) return null;
  const flat = errors as FormErrors;
  const incomplete = incompleteItems(items, flat);
  const general = GENERAL.flatMap((field) => {
    const message = errorText(flat[field]);
    return message ? [{ field, message }] : [];
  });
  // Errors on fields no row shows (an item activated since the page loaded): told as the server named them.
  const known = new Set([...GENERAL, ...items.flatMap((item) => itemFields(item))]);
  const others = Object.entries(flat).flatMap(([field, error]) => {
    const message = known.has(field) || field === 'root' ? undefined : errorText(error);
    return message ? [{ field, message }] : [];
  });
  if (incomplete.length === 0 && general.length === 0 && others.length === 0) return null;
  // One per line below, so the title counts what the list shows.
  const count = general.length + incomplete.length + others.length;
  return (
    <Alert severity="error" role="alert" aria-label={translate('resources.prestamos.audit.incomplete.title', { smart_count: count })}>
      <AlertTitle>{translate('resources.prestamos.audit.incomplete.title', { smart_count: count })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {general.map(({ field, message }) => (
          <li key={field}>
            <strong>{translate(`resources.prestamos.audit.fields.${field}`)}</strong>: {message}
          </li>
        ))}
        {incomplete.map(({ item, messages }) => (
          <li key={item.key}>
            <strong>{item.name}</strong>: {messages.join(' ')}
          </li>
        ))}
        {others.map(({ field, message }) => (
          <li key={field}>
            <strong>{field}</strong>: {message}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
