import { useFieldValue, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { formatNumber } from '../../domain/numbers';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { tripTypeChoices } from '../trips/tripChoices';
import { daysText } from './routeDays';

/** The days a route runs, as a person says them ("Lunes a viernes"). */
export const RouteDaysField = ({ source = 'days' }: Partial<FieldProps>) => {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  return <>{daysText(Array.isArray(value) ? (value as number[]) : [], translate)}</>;
};

/** A length in km in the interface's language ("12.5 km"). */
export const LengthField = ({ source = 'length_km' }: Partial<FieldProps>) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const km = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null;
  return <>{km === null || Number.isNaN(km) ? '—' : translate('resources.rutas.length', { km: formatNumber(km, locale) })}</>;
};

/** DOMAIN §2 trip type (the route's), as the trip screens show it. */
export const RouteTypeField = ({ source = 'tipo' }: Partial<FieldProps>) => <ChoiceChipField source={source} choices={tripTypeChoices} />;
