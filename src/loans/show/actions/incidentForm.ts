import { INCIDENT_TYPE } from '../../../../domain/loans';
import type { UploadFields } from '../../../providers/dataProvider';

/** One photo of the incident form, in the order it is sent (imagen_1 first). */
export interface IncidentPhoto {
  file: File;
  comentario: string;
}

export interface IncidentValues {
  descripcion?: string;
  photos?: IncidentPhoto[];
}

/** The multipart form of POST prestamos/{id}/incidencias/ (server/resources/loans/incidents.ts). */
export const incidentFields = ({ descripcion = '', photos = [] }: IncidentValues): UploadFields => {
  const fields: UploadFields = { tipo: INCIDENT_TYPE, descripcion: descripcion.trim() };
  photos.forEach((photo, index) => {
    fields[`imagen_${index + 1}`] = photo.file;
    fields[`imagen_${index + 1}_comentario`] = photo.comentario?.trim();
  });
  return fields;
};

/**
 * The server's field errors in the form's shape: `imagen_N` and `imagen_N_comentario` belong to
 * the N-th photo, the rest (descripcion, tipo) to their field; what fits nowhere goes to the root.
 */
export const incidentErrors = (errors: Record<string, unknown>): Record<string, unknown> => {
  const shaped: Record<string, unknown> = {};
  const photos: Record<number, Record<string, unknown>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const photo = /^imagen_(\d+)(_comentario)?$/.exec(key);
    if (photo) {
      const index = Number(photo[1]) - 1;
      photos[index] = { ...photos[index], [photo[2] ? 'comentario' : 'file']: message };
    } else if (key === 'descripcion' || key === 'root') shaped[key] = message;
    else shaped.descripcion = message;
  }
  if (Object.keys(photos).length) shaped.photos = photos;
  return shaped;
};
