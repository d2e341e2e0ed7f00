import { useCreate, useDelete, useGetList, useUpdate } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { BESIDE_THE_SCREEN } from '../../providers/firstAnswer';
import type { SavedView, ViewParams } from './viewParams';

/** vistas/: the views a person saved, of every list (the server answers only the caller's own). */
export const VIEWS_RESOURCE = 'vistas';

const PESSIMISTIC = { mutationMode: 'pessimistic', returnPromise: true } as const;

/**
 * The person's saved views of one list, asked for only once `enabled` (the menu opened: a list
 * page costs no call for them), and the calls that save, rename and delete one. Each call
 * answers a promise that fails with the server's error, so that a dialog can show a field's.
 * react-admin refreshes the views after each.
 */
export const useSavedViews = (listPath: string, enabled: boolean) => {
  const views = useGetList<SavedView>(
    VIEWS_RESOURCE,
    { filter: { resource: listPath }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: PAGING.fixedList }, meta: BESIDE_THE_SCREEN },
    { enabled },
  );
  const [create] = useCreate<SavedView>();
  const [update] = useUpdate<SavedView>();
  const [remove] = useDelete<SavedView>();
  return {
    ...views,
    save: (name: string, params: ViewParams) => create(VIEWS_RESOURCE, { data: { resource: listPath, name, params } }, PESSIMISTIC),
    rename: (view: SavedView, name: string) => update(VIEWS_RESOURCE, { id: view.id, data: { name }, previousData: view }, PESSIMISTIC),
    remove: (view: SavedView) => remove(VIEWS_RESOURCE, { id: view.id, previousData: view }, PESSIMISTIC),
  };
};
