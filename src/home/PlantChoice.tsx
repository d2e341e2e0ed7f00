import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { BESIDE_THE_SCREEN } from '../providers/firstAnswer';

interface Plant {
  id: number;
  name: string;
}

// SPEC §9: fixed lists are read as page 1 of 100. Beside the screen: the figures are its first answer.
const PLANTS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const }, filter: {}, meta: BESIDE_THE_SCREEN };

/**
 * Which plant Home counts: every plant, or one. A native select (the phone's own picker). A plant
 * remembered but gone from the list (deleted) falls back to every plant.
 */
export const PlantChoice = ({ value, onChange }: { value: number | null; onChange: (planta: number | null) => void }) => {
  const translate = useTranslate();
  const { data } = useGetList<Plant>('plantas', PLANTS, { retry: false });
  const known = value === null || !data || data.some((plant) => plant.id === value);
  useEffect(() => {
    if (!known) onChange(null);
  }, [known, onChange]);
  return (
    <TextField
      select
      size="small"
      label={translate('app.home.plant')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 280, maxWidth: '100%' }}
    >
      <option value="">{translate('app.home.all_plants')}</option>
      {/* Until the plants come, the remembered one stays chosen rather than showing "all". */}
      {value !== null && !data && <option value={value}>…</option>}
      {data?.map((plant) => (
        <option key={plant.id} value={plant.id}>
          {plant.name}
        </option>
      ))}
    </TextField>
  );
};
