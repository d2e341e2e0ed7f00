import { Loading } from 'react-admin';
import { useCanDo } from '../providers/actions';
import { SettingsEdit } from './SettingsEdit';
import { SettingsShow } from './SettingsShow';

/** /configuracion: the one settings record, editable by admin and read-only for HR and C4 (DOMAIN §1). */
export const SettingsPage = () => {
  const { canAccess, isPending } = useCanDo('configuracion', 'edit');
  if (isPending) return <Loading />;
  return canAccess ? <SettingsEdit /> : <SettingsShow />;
};
