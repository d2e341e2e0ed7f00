import { useCallback } from 'react';
import { useGetRecordRepresentation, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

export type ConfirmAction = 'delete' | 'enable' | 'disable';

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
    (action: ConfirmAction, { record, count = 1 }: ConfirmTextOptions = {}) => {
      const representation = record && count === 1 ? represent(record) : undefined;
      const name = typeof representation === 'string' && representation.trim() !== '' && representation !== `#${record?.id}` ? representation : undefined;
      const target = name
        ? translate(`resources.${resource}.confirm.named`, { name, _: translate('app.confirm.target_named', { name }) })
        : translate(`resources.${resource}.confirm.this`, { smart_count: count, _: translate('app.confirm.target_this', { smart_count: count }) });
      return { title: translate(`app.confirm.${action}`, { target }), content: translate(`app.confirm.${action}_content`) };
    },
    [represent, resource, translate],
  );
};
