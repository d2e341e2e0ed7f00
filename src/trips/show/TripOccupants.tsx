import { Alert, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { errorMessage } from '../../common/errorMessage';
import { ReferenceNameField } from '../../common/references/ReferenceNameField';
import { SectionCard } from '../../common/sections';
import { occupantStatusChoices } from '../tripChoices';
import { useTripOccupants } from './tripReads';

const W = 'resources.viajes.show.occupants';

/** One occupant: who (linking to the user), their state, where they are picked up and the points their ride credited. */
const Occupant = ({ occupant }: { occupant: RaRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const points =
    occupant.credited_at != null && typeof occupant.reward === 'number'
      ? translate(`${W}.credited`, { points: formatNumber(occupant.reward, locale) })
      : translate(`${W}.not_credited`);
  return (
    <RecordContextProvider value={occupant}>
      <ListItem divider disableGutters sx={{ display: 'block' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <ReferenceNameField source="usuario" reference="usuarios" link="show" />
          <ChoiceChipField source="status" choices={occupantStatusChoices} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`${W}.pickup`, { place: occupant.pickup_place || translate(`${W}.no_place`) })} · {points}
        </Typography>
      </ListItem>
    </RecordContextProvider>
  );
};

/** "Ocupantes": every occupant of the trip (detalle_viaje/ of the trip), their states and pickup points, with the seats held and boarded. */
export const TripOccupants = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending, error } = useTripOccupants(record?.id);
  if (!record) return null;
  return (
    <SectionCard title={`${W}.title`}>
      <Typography variant="body2" gutterBottom>
        {translate(`${W}.counts`, { occupants: record.occupants ?? 0, boarded: record.boarded ?? 0 })}
      </Typography>
      {error ? (
        <Alert severity="error">{translate(`${W}.error`, { error: errorMessage(error) })}</Alert>
      ) : isPending ? (
        <CircularProgress size={24} aria-label={translate(`${W}.loading`)} />
      ) : data?.length ? (
        // The users' names are looked up once for the whole list (react-admin batches getMany).
        <List dense aria-label={translate(`${W}.title`)}>
          {data.map((occupant) => (
            <Occupant key={occupant.id} occupant={occupant} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${W}.empty`)}
        </Typography>
      )}
    </SectionCard>
  );
};
