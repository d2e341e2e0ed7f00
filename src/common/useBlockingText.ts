import { useCallback } from 'react';
import { useGetRecordRepresentation, useListContext, useLocaleState, useResourceContext, useTranslate, type Identifier } from 'react-admin';

/** Names shown before "and N more". */
const SHOWN = 5;

/**
 * "Lo impiden: ADY-793-H y ZRV-101-A." for a refused bulk call, naming the selected records
 * the server says stop it (blockingIdsOf) by the resource's representation (plate, full
 * name…), or "" for none. A record not on the page (selected on another) is named by its id.
 */
export const useBlockingText = () => {
  const { data = [] } = useListContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (ids: Identifier[]) => {
      if (!ids.length) return '';
      const names = ids.slice(0, SHOWN).map((id) => {
        const row = data.find((record) => record.id === id);
        return row ? String(represent(row)) : `#${id}`;
      });
      if (ids.length > SHOWN) names.push(translate('app.bulk.more', { smart_count: ids.length - SHOWN }));
      return translate('app.bulk.blocking', { smart_count: ids.length, names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) });
    },
    [data, represent, translate, locale],
  );
};
