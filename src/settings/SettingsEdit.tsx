import { Edit } from 'react-admin';
import { SETTINGS_ID } from '../../domain/settings';
import { ResourceForm } from '../common/form';
import { useSaveMutationOptions } from '../common/useSaveMutationOptions';
import { LastChange } from './LastChange';
import { SettingsInputs } from './SettingsInputs';

/**
 * The one record, edited in place (admin): pessimistic, so the server's field errors come back
 * onto the form, with the SPEC §8 toasts; the page stays open after saving.
 */
export const SettingsEdit = () => {
  const saveOptions = useSaveMutationOptions();
  return (
    <Edit resource="configuracion" id={SETTINGS_ID} mutationMode="pessimistic" redirect={false} mutationOptions={saveOptions} actions={false} title="resources.configuracion.title">
      <ResourceForm>
        <LastChange />
        <SettingsInputs />
      </ResourceForm>
    </Edit>
  );
};
