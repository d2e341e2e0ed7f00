import type { Identifier } from 'react-admin';

/** One photo of an incident as GET prestamos/{id}/incidencias/ lists it. */
export interface IncidentPhoto {
  n: number;
  comentario: string;
  /** The API path serving it (the same as prestamos/{id}/incidencias/{incident}/imagenes/{n}/). */
  imagen: string;
}

/** One incident of a loan (docs/API.md, DOMAIN §5 Incidents). */
export interface Incident {
  id: Identifier;
  prestamo: Identifier;
  tipo: number;
  descripcion: string;
  created_by: Identifier | null;
  created_at: string;
  imagenes: IncidentPhoto[];
}
