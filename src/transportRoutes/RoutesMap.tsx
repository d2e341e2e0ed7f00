import { useMemo } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useGetMany, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { LazyMapView, type MapPath } from '../maps';
import { useRoutePaths } from './useRoutePaths';

const W = 'resources.rutas.map';
const NO_RECORDS: RaRecord[] = [];

/**
 * Beside the routes' table (under it on narrower screens): the paths of the selected rows, or of
 * the page's rows while none is selected, each named in the legend, with the plants they serve.
 */
export const RoutesMap = () => {
  const translate = useTranslate();
  const { data = NO_RECORDS, selectedIds } = useListContext();
  const selected = selectedIds.length > 0;
  const ids: Identifier[] = useMemo(() => (selected ? selectedIds : data.map((record) => record.id)), [selected, selectedIds, data]);
  // A selection may hold rows of other pages: their names and plants are asked for.
  const missing = useMemo(() => ids.filter((id) => !data.some((record) => record.id === id)), [ids, data]);
  const { data: others = NO_RECORDS } = useGetMany('rutas', { ids: missing }, { enabled: missing.length > 0 });
  const { paths, failed } = useRoutePaths(ids);
  const records = useMemo(() => {
    const byId = new Map([...data, ...others].map((record) => [String(record.id), record]));
    return ids.flatMap((id) => byId.get(String(id)) ?? []);
  }, [ids, data, others]);
  const lines = useMemo<MapPath[]>(
    () => records.flatMap((record) => (paths.get(String(record.id))?.length ? [{ id: record.id, points: paths.get(String(record.id))!, label: String(record.name) }] : [])),
    [records, paths],
  );
  const plants = useMemo(() => records.map((record) => record.planta as Identifier), [records]);
  return (
    <Box sx={{ width: { xs: '100%', lg: 440 }, flexShrink: 0, position: { lg: 'sticky' }, top: { lg: 72 }, mt: { lg: 1 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {selected ? translate(`${W}.selected`, { smart_count: selectedIds.length }) : translate(`${W}.page`)}
      </Typography>
      <LazyMapView height={420} label={translate(`${W}.list`)} paths={lines} plants={plants} legend />
      {failed > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(`${W}.failed`, { smart_count: failed })}
        </Alert>
      )}
    </Box>
  );
};
