import { TextField } from 'react-admin';
import { DateTimeField, ResourceShow, ShowActions, StatusField } from '../common';
import { CardLoanField } from './CardLoanField';

/**
 * A card: as every record, except that a refused delete (the card is on a loan, 409) does not
 * offer "disable instead": disabling would not free it, the loan's end does.
 */
export const CardShow = () => (
  <ResourceShow actions={<ShowActions disableInstead={false} />}>
    <TextField source="numero" />
    <TextField source="proveedor" emptyText="—" />
    <StatusField source="status" />
    <DateTimeField source="vencimiento" dateOnly emptyText="—" />
    <CardLoanField source="prestamo" />
    <DateTimeField source="created_at" />
    <DateTimeField source="updated_at" />
  </ResourceShow>
);
