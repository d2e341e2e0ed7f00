import ActionList from '@mui/icons-material/List';
import {
  Button,
  LinkBase,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useResourceContext,
  useResourceTranslation,
} from 'react-admin';
import { listPlacePath } from './crud/listPlaces';

export interface BackToListButtonProps {
  /** The list's path when it is not the resource's own (/viajes/solicitudes); the resource's list (/usuarios/plataforma) by default. */
  to?: string;
  /** i18n key of the text; react-admin's "Lista" (ra.action.list, or the resource's own) by default. */
  label?: string;
  resource?: string;
}

// As react-admin's ListButton: the page opens at its top.
const SCROLL_TO_TOP = { _scrollToTop: true };

/**
 * A record page's "Lista", as react-admin's ListButton looks and names it, leading back to the
 * list as it was last shown in this tab (search, filters, sort, page: crud/listPlaces.ts), or to
 * the bare list when it was not. A real link, so middle-click and the keyboard open it too.
 * Hidden from roles that may not open the list.
 */
export const BackToListButton = ({ to, label, resource: resourceProp }: BackToListButtonProps) => {
  const resource = useResourceContext({ resource: resourceProp });
  if (!resource) throw new Error('<BackToListButton> needs a resource (a resource context or the resource prop).');
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource });
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const text = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.action.list`,
    baseI18nKey: 'ra.action.list',
    options: { name: getResourceLabel(resource, 1) },
    userText: label,
  });
  if (!canAccess || isPending) return null;
  const pathname = to ?? createPath({ type: 'list', resource });
  return (
    <Button component={LinkBase} to={listPlacePath(pathname)} state={SCROLL_TO_TOP} label={<>{text}</>} aria-label={typeof text === 'string' ? text : undefined}>
      <ActionList />
    </Button>
  );
};
