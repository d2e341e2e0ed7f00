import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { FormErrorSummary } from '../../common/form/FormErrorSummary';
import type { AuditItem } from './auditCatalogue';
import { itemFields } from './auditFormRules';

const READINGS = ['kilometraje', 'gasolina'];

/**
 * At the top of the form after a refused send (the browser's check or the server's field
 * errors): each reading at fault, then each incomplete item by name with all it lacks, in the
 * page's order; an error on a field no row shows (an item activated since the page loaded) is
 * told as the server named it. The first field at fault is focused (FormErrorSummary).
 */
export const AuditErrorSummary = ({ items }: { items: readonly AuditItem[] }) => {
  const translate = useTranslate();
  const lineOf = useCallback(
    (name: string) => {
      if (READINGS.includes(name)) return { key: name, label: translate(`resources.prestamos.audit.fields.${name}`) };
      const item = items.find((candidate) => (itemFields(candidate) as readonly string[]).includes(name));
      return item ? { key: item.key, label: item.name } : { key: name, label: name };
    },
    [items, translate],
  );
  return <FormErrorSummary title="resources.prestamos.audit.incomplete.title" lineOf={lineOf} />;
};
