import { accesorios } from '../db/schema';
import { catalogSeed } from './catalog';

/** Name, description, status: what every vehicle must carry; one is no longer checked. */
const ACCESSORIES = [
  ['Gato hidráulico', 'Con su palanca', 1],
  ['Llanta de refacción', 'Inflada y en buen estado', 1],
  ['Extintor', 'Cargado y vigente', 1],
  ['Triángulos de seguridad', 'Dos triángulos reflejantes', 1],
  ['Botiquín', 'Completo y sin material caducado', 1],
  ['Cables pasacorriente', 'Sin cortes ni pinzas flojas', 1],
  ['Llave de cruz', 'Del tamaño de las tuercas del vehículo', 1],
  ['Tarjeta de circulación', 'Original y vigente', 1],
  ['Póliza de seguro', 'Impresa y vigente', 1],
  ['Chaleco reflectante', 'Para el conductor', 0],
] as const;

export const accessoriesSeed = catalogSeed('accessories', accesorios, ACCESSORIES);
