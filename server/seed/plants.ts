import { plantas } from '../db/schema';
import type { Seed } from './types';

/** Name, code, address, city, state, postal code, latitude, longitude; the closed Puebla plant is inactive. */
const PLANTS = [
  ['Planta Monterrey Norte', 'MTY-N', 'Av. Universidad 1200', 'San Nicolás de los Garza', 'Nuevo León', '66450', 25.7447, -100.2891],
  ['Planta Monterrey Sur', 'MTY-S', 'Carretera Nacional 5400', 'Monterrey', 'Nuevo León', '64988', 25.5867, -100.2451],
  ['Planta Apodaca', 'APO', 'Blvd. Aeropuerto 800', 'Apodaca', 'Nuevo León', '66600', 25.7761, -100.1887],
  ['Planta Saltillo', 'SAL', 'Blvd. Isidro López Zertuche 3100', 'Saltillo', 'Coahuila', '25230', 25.4383, -100.9737],
  ['Planta Ramos Arizpe', 'RAM', 'Parque Industrial Santa María', 'Ramos Arizpe', 'Coahuila', '25903', 25.5401, -100.9475],
  ['Planta Querétaro', 'QRO', 'Av. 5 de Febrero 2200', 'Querétaro', 'Querétaro', '76120', 20.6216, -100.4195],
  ['Planta El Marqués', 'MRQ', 'Parque Industrial Bernardo Quintana', 'El Marqués', 'Querétaro', '76246', 20.6306, -100.3236],
  ['Planta Silao', 'SIL', 'Puerto Interior 150', 'Silao', 'Guanajuato', '36275', 20.9536, -101.4324],
  ['Planta León', 'LEO', 'Blvd. Aeropuerto 3000', 'León', 'Guanajuato', '37680', 21.0833, -101.5972],
  ['Planta Toluca', 'TOL', 'Paseo Tollocan 1500', 'Toluca', 'Estado de México', '50071', 19.2826, -99.6557],
  ['Planta Guadalajara', 'GDL', 'Periférico Sur 7800', 'Tlaquepaque', 'Jalisco', '45601', 20.5927, -103.3946],
  ['Planta Hermosillo', 'HMO', 'Carretera a Guaymas km 5', 'Hermosillo', 'Sonora', '83299', 29.0330, -110.9510],
  ['Centro de Distribución CDMX', 'CDMX', 'Av. Ceylán 959', 'Azcapotzalco', 'Ciudad de México', '02300', 19.4936, -99.1710],
  ['Planta Puebla (cerrada)', 'PUE', 'Autopista México-Puebla km 117', 'Cuautlancingo', 'Puebla', '72730', 19.0890, -98.2713],
] as const;

export const plantsSeed: Seed = {
  name: 'plants',
  async run({ tx }) {
    await tx
      .insert(plantas)
      .values(
        PLANTS.map(([name, code, address, city, state, postal_code, latitude, longitude]) => ({
          name, code, address, city, state, postal_code, latitude, longitude, status: code === 'PUE' ? 0 : 1,
        })),
      )
      .onConflictDoNothing();
  },
};
