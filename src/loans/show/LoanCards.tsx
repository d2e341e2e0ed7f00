import { Grid } from '@mui/material';
import { LoanCard } from './LoanCard';
import { SectionCard } from '../../common/sections';

/** "Tarjetas": the fuel card and the toll tag lent with the vehicle (DOMAIN §5 Cards). */
export const LoanCards = () => (
  <SectionCard title="resources.prestamos.show.sections.cards">
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LoanCard source="tarjeta_gasolina" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LoanCard source="tarjeta_tag" />
      </Grid>
    </Grid>
  </SectionCard>
);
