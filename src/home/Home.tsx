import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { rolesOf } from '../../domain/roles';
import { noteAnswer } from '../providers/firstAnswer';
import { getSession } from '../providers/session';
import { HomeFigures } from './HomeFigures';
import { useHomeFigures } from './homeReads';
import { PlantChoice } from './PlantChoice';
import { Trends } from './Trends';

/** The store key of the plant Home counts (null: every plant), kept by the browser. */
export const HOME_PLANT_KEY = 'home.planta';

/**
 * Home at / (aliases /Inicio, /Home): a greeting, the plant chosen (remembered), the figures of
 * GET inicio/ that the group may list, each a link to its list filtered as it was counted, and
 * the twelve months' trends under them.
 */
export const Home = () => {
  const translate = useTranslate();
  const session = getSession();
  const groups = session?.roles ?? [];
  const role = rolesOf(groups)[0];
  const [planta, setPlanta] = useStore<number | null>(HOME_PLANT_KEY, null);
  const figures = useHomeFigures(planta);
  const settled = !figures.isPending;
  // The figures are the screen's first answer: the bell and realtime go once they have come.
  useEffect(() => {
    if (settled) noteAnswer();
  }, [settled]);

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Typography variant="h4" component="h1">
        {translate('app.home.welcome', { name: session?.nombre ?? '' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.home.role', { role: translate(`app.roles.${role ?? 'none'}`) })}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mt: 3, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('app.home.today')}
        </Typography>
        <PlantChoice value={planta} onChange={setPlanta} />
      </Box>
      <HomeFigures figures={figures} groups={groups} />
      <Trends planta={planta} after={settled} />
    </Box>
  );
};
