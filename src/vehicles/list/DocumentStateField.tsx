import type { FieldProps } from 'react-admin';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { vehicleDocumentStatusChoices } from '../vehicleChoices';

/**
 * The worst state of a vehicle's documents (`documentos_status`, computed by the database from
 * the three documents, domain/vehicles.ts worstDocumentState) as a chip; a quiet text when the
 * vehicle has no documents yet.
 */
export const DocumentStateField = (props: Partial<FieldProps>) => (
  <ChoiceChipField {...props} source="documentos_status" choices={vehicleDocumentStatusChoices} emptyText="resources.vehiculos.list.no_documents" />
);
