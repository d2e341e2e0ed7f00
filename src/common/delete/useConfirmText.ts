import { useCallback } from 'react';
import { useGetRecordRepresentation, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

export type ConfirmAction = 'delete' | 'enable' | 'disable';

/** A question of the resource's own (i18n keys; the title takes %{target}) for actions app.confirm does not word (release…). */
export interface ConfirmQuestion {
  title: string;
  content: string;
}

export interface ConfirmTextOptions {
  /** The one record the action is about; it is named when it has a text representation. */
  record?: RaRecord;
  /** How many records (bulk actions); 1 by default. */
  count?: number;
}

/**
 * The confirmation question and its one-line consequence for an action on this resource's
 * records: "¿Eliminar la planta Planta Norte?", "¿Deshabilitar estas 3 piezas?",
 * "¿Deshabilitar a Ana López?". The resource's `resources.<res>.confirm` phrases carry its
 * gender and number; app.confirm words the question.
 */
export const useConfirmText = (resourceFromProps?: string) => {
  const resource = useResourceContext({ resource: resourceFromProps });
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (action: ConfirmAction | ConfirmQuestion, { record, count = 1 }: ConfirmTextOptions = {}) => {
      const representation = record && count === 1 ? represent(record) : undefined;
      const name = typeof representation === 'string' && representation.trim() !== '' && representation !== `#${record?.id}` ? representation : undefined;
      const target = name
        ? translate(`resources.${resource}.confirm.named`, { name, _: translate('app.confirm.target_named', { name }) })
        : translate(`resources.${resource}.confirm.this`, { smart_count: count, _: translate('app.confirm.target_this', { smart_count: count }) });
      const keys = typeof action === 'string' ? { title: `app.confirm.${action}`, content: `app.confirm.${action}_content` } : action;
      // The count lets a resource's own consequence agree in number ("Quedarán activos").
      return { title: translate(keys.title, { target }), content: translate(keys.content, { smart_count: count }) };
    },
    [represent, resource, translate],
  );
};
