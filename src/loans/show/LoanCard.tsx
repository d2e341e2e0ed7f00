import { Alert, CircularProgress, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { Detail } from '../../common/sections';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';

export interface LoanCardProps {
  /** The loan field holding the card's id, which is also the card resource's base. */
  source: 'tarjeta_gasolina' | 'tarjeta_tag';
}

/** One card the loan holds (GET tarjeta_gasolina/{id}/ or tarjeta_tag/{id}/): its number and provider, or "Sin tarjeta". */
export const LoanCard = ({ source }: LoanCardProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.[source] ?? undefined;
  const { data: card, isPending, error } = useGetOne(source, { id }, { enabled: id !== undefined, retry: retryUnlessRefused });

  const value = () => {
    if (id === undefined) {
      return (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.prestamos.show.cards.none')}
        </Typography>
      );
    }
    if (error) return <Alert severity="error">{translate('resources.prestamos.show.cards.error', { error: errorMessage(error) })}</Alert>;
    if (isPending || !card) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
    return (
      <>
        <Typography variant="body2">{card.numero}</Typography>
        {card.proveedor && (
          <Typography variant="body2" color="text.secondary">
            {card.proveedor}
          </Typography>
        )}
        {/* The loan keeps which card it had; once the card is no longer on it (the loan ended, or it was swapped), say so. */}
        {card.prestamo !== record?.id && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.prestamos.show.cards.returned')}
          </Typography>
        )}
      </>
    );
  };

  return <Detail label={translate(`resources.prestamos.fields.${source}`)}>{value()}</Detail>;
};
