import type { Notification } from './types';

/**
 * Where a notification's record opens, on the SPEC §2 routes: the user record is /usuarios/:id
 * (src/users/index.tsx); other resources use react-admin's show page. Null when it names none.
 */
export const recordPath = ({ resource, record_id }: Pick<Notification, 'resource' | 'record_id'>): string | null => {
  if (!resource || record_id === null || record_id === undefined || record_id === '') return null;
  const base = resource.replace(/^\/+|\/+$/g, '');
  const id = encodeURIComponent(String(record_id));
  return base === 'usuarios' ? `/usuarios/${id}` : `/${base}/${id}/show`;
};
