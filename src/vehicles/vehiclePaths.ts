/** SPEC §2 vehicle routes: the record and the edit form carry the plate, not the id. */
const plateSegment = (matricula: string) => encodeURIComponent(matricula);

export const VEHICLE_LIST_PATH = '/vehiculos';
export const VEHICLE_CREATE_PATH = '/vehiculos/agregar';
export const vehiclePath = (matricula: string) => `/vehiculos/${plateSegment(matricula)}`;
export const vehicleEditPath = (matricula: string) => `/vehiculos/editar/${plateSegment(matricula)}`;
