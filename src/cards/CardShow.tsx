import { EditButton, ListButton, TextField, TopToolbar } from 'react-admin';
import { DateTimeField, ResourceShow, StatusField, StatusToggleButton } from '../common';
import { DeleteWithInUseButton } from '../common/delete';
import { CardLoanField } from './CardLoanField';

/**
 * A card's toolbar: as every record's, except that a refused delete (the card is on a loan, 409)
 * does not offer "disable instead": disabling would not free it, the loan's end does.
 */
const CardShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <StatusToggleButton />
    <DeleteWithInUseButton disableInstead={false} />
  </TopToolbar>
);

export const CardShow = () => (
  <ResourceShow actions={<CardShowActions />}>
    <TextField source="numero" />
    <TextField source="proveedor" emptyText="—" />
    <StatusField source="status" />
    <CardLoanField source="prestamo" />
    <DateTimeField source="created_at" />
    <DateTimeField source="updated_at" />
  </ResourceShow>
);
