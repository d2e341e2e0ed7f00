import { DataTable, ResourceContextProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatNumber } from '../../domain/numbers';
import { NumberCellField, RecordLinkField, ResourceList } from '../common';
import { dayRangeFilters } from '../common/dayRange';
import { SearchFilterInput } from '../common/SearchFilterInput';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { MONTH, monthKey, type Counted } from './period';
import { MonthInput, PeriodCaption } from './PeriodInputs';
import { PeriodRows } from './PeriodRows';
import { DRIVER_TOTALS, PASSENGER_TOTALS, type TotalsKind } from './totalsKinds';
import { TotalsEmpty } from './TotalsEmpty';

const Column = DataTable.Col;
const W = 'resources.viajes.totals';

/** The filters both totals share: name search, plant, the month (always shown) and a custom range. */
const totalsFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <MonthInput key={MONTH} source={MONTH} label={`${W}.month`} alwaysOn />,
  <PlantReferenceInput key="planta" source="planta" label="resources.viajes.fields.planta" />,
  ...dayRangeFilters('fecha_salida', { from: `${W}.from`, to: `${W}.to`, order: `${W}.order` }),
];

/** A phone card's second line: the row's counts in words. */
const CountsLine = ({ record, kind }: { record: RaRecord; kind: TotalsKind }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale) : '0');
  return <>{translate(`${W}.card.${kind.count}`, { smart_count: record[kind.count] ?? 0, count: n(record[kind.count]), km: n(record.km), points: n(record.points) })}</>;
};

/**
 * /viajes/conductores and /viajes/ocupantes: one row per driver (or passenger) with their totals
 * over a month (this one to start with) or a range of days, searched by name, filtered by plant,
 * sorted on any column by the server and exported as shown. A row opens what it counted.
 */
export const TotalsList = ({ kind }: { kind: TotalsKind }) => (
  <ResourceContextProvider value={kind.resource}>
    <PeriodRows>
      <ResourceList
        filters={totalsFilters}
        defaultFilters={{ [MONTH]: monthKey(new Date()) }}
        sort={{ field: kind.name, order: 'ASC' }}
        hasCreate={false}
        bulkActionButtons={false}
        header={<PeriodCaption />}
        empty={<TotalsEmpty />}
        rowClick={(id, _resource, record) => kind.open(id, record.counted as Counted)}
        card={{ primary: `%{${kind.name}}`, secondary: (record) => <CountsLine record={record} kind={kind} /> }}
      >
        <Column source={kind.name} field={RecordLinkField} />
        <Column source={kind.count} field={NumberCellField} align="right" />
        <Column source="km" field={NumberCellField} align="right" />
        <Column source="points" field={NumberCellField} align="right" />
        <Column source="cancellations" field={NumberCellField} align="right" />
        <Column source="no_shows" field={NumberCellField} align="right" />
      </ResourceList>
    </PeriodRows>
  </ResourceContextProvider>
);

/** /viajes/conductores (alias /trips/drivers): a driver's row opens their trips of the period. */
export const DriverTotals = () => <TotalsList kind={DRIVER_TOTALS} />;

/** /viajes/ocupantes (alias /trips/passengers): a passenger's row opens their rides of the period. */
export const PassengerTotals = () => <TotalsList kind={PASSENGER_TOTALS} />;
