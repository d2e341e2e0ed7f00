import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LatLng } from '../../domain/geo';
import { pathProblem, ROUTE_PATH } from '../../domain/routes';
import { LazyPathEditor } from '../maps';

/** domain/routes.ts pathProblem in the server's words (resources.rutas.path), checked before sending. */
export const pathRule: Validator = (value) => {
  const problem = pathProblem(Array.isArray(value) ? (value as LatLng[]) : []);
  if (!problem) return undefined;
  return { message: `resources.rutas.path.${problem}`, args: { count: problem === 'too_many' ? ROUTE_PATH.maxPoints : ROUTE_PATH.minPoints } };
};

const NO_POINTS: LatLng[] = [];
const NO_PLANTS: never[] = [];

/**
 * The route's path as a form field, drawn on the map (LazyPathEditor) with the chosen plant
 * marked; its problems, the form's or the server's (a field error under `path`), show under it.
 */
export const PathInput = ({ source = 'path' }: { source?: string }) => {
  const translate = useTranslate();
  const planta: unknown = useWatch({ name: 'planta' });
  const {
    field,
    fieldState: { error, invalid, isTouched },
    formState: { isSubmitted },
    id,
  } = useInput({ source, validate: pathRule, defaultValue: NO_POINTS });
  const shown = invalid && (isTouched || isSubmitted);
  const helperId = `${id}-helper-text`;
  return (
    <FormControl component="fieldset" error={shown} data-field={source} sx={{ width: '100%', mb: 2 }}>
      <FormLabel component="legend" required sx={{ mb: 1 }}>
        {translate('resources.rutas.fields.path')}
      </FormLabel>
      <LazyPathEditor
        value={Array.isArray(field.value) ? field.value : NO_POINTS}
        onChange={(path) => {
          field.onChange(path);
          field.onBlur();
        }}
        height={420}
        label={translate('resources.rutas.map.editor')}
        plants={planta === null || planta === undefined || planta === '' ? NO_PLANTS : [planta as number]}
        invalid={shown}
        describedBy={shown ? helperId : undefined}
      />
      {shown && (
        <FormHelperText id={helperId}>
          <InputHelperText error={error?.message} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
