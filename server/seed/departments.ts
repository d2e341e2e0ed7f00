import { asc } from 'drizzle-orm';
import { departamentos, plantas } from '../db/schema';
import type { Seed } from './types';

/** Name, code, description. */
const DEPARTMENTS = [
  ['Finanzas', 'FIN', 'Contabilidad, tesorería y cuentas por pagar'],
  ['Logística', 'LOG', 'Planeación de rutas, embarques y transporte de personal'],
  ['Dirección', 'DIR', 'Dirección general y gerencias'],
  ['Recursos Humanos', 'RH', 'Nómina, reclutamiento y relaciones laborales'],
  ['Producción', 'PROD', 'Líneas de ensamble y turnos de operación'],
  ['Calidad', 'CAL', 'Aseguramiento y control de calidad'],
  ['Mantenimiento', 'MTTO', 'Mantenimiento de planta y de flotilla'],
  ['Seguridad Patrimonial', 'SEG', 'Vigilancia, accesos y monitoreo C4'],
  ['Tecnologías de la Información', 'TI', 'Sistemas, redes y soporte'],
  ['Compras', 'COMP', 'Abastecimiento y proveedores'],
] as const;

/** Each department sits at one plant, taken in turn from the seeded plants. */
export const departmentsSeed: Seed = {
  name: 'departments',
  async run({ tx }) {
    const plants = await tx.select({ id: plantas.id }).from(plantas).orderBy(asc(plantas.id));
    await tx
      .insert(departamentos)
      .values(
        DEPARTMENTS.map(([name, code, description], i) => ({
          name, code, description, planta: plants.length ? plants[i % plants.length].id : null, status: 1,
        })),
      )
      .onConflictDoNothing();
  },
};
