import { piezas } from '../db/schema';
import { catalogSeed } from './catalog';

/** Name, description, status: what an audit rates on every vehicle; two are retired. */
const PARTS = [
  ['Llantas', 'Desgaste, presión y estado de las cuatro llantas', 1],
  ['Frenos', 'Pedal, balatas y freno de mano', 1],
  ['Parabrisas', 'Sin estrelladuras ni grietas', 1],
  ['Espejos laterales', 'Completos, firmes y sin roturas', 1],
  ['Faros delanteros', 'Luces altas, bajas y direccionales', 1],
  ['Calaveras', 'Luces traseras, de freno y de reversa', 1],
  ['Limpiaparabrisas', 'Plumas y chisgueteros funcionando', 1],
  ['Carrocería', 'Golpes, rayones y abolladuras', 1],
  ['Defensas', 'Delantera y trasera, bien sujetas', 1],
  ['Vestiduras', 'Asientos, tapicería y cinturones de seguridad', 1],
  ['Tablero', 'Testigos e indicadores sin fallas', 0],
  ['Motor', 'Niveles de aceite y anticongelante, sin fugas', 0],
] as const;

export const partsSeed = catalogSeed('parts', piezas, PARTS);
