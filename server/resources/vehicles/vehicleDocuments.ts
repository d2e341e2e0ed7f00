import type { RecordAction } from '../../kit/define';

/** SPEC §7 POST {id}/cargar_documentos/: photos, documents and the serial number in one call. */
export function vehicleDocumentActions(): RecordAction[] {
  return [];
}
