/**
 * Small word lists the generator combines into names, places and vehicles. The first entries of
 * each list are drawn most often (skewed), so a search for them matches many rows; the rare words
 * go to one row in RARE_EVERY; the missing word is in none of them.
 */

/** One row in this many gets the rare word (at a million rows: about fifty). */
export const RARE_EVERY = 20_011;

export const FIRST_NAMES = [
  'María', 'José', 'Juan', 'Guadalupe', 'Francisco', 'Ana', 'Luis', 'Carmen', 'Jorge', 'Patricia',
  'Miguel', 'Laura', 'Pedro', 'Rosa', 'Alejandro', 'Verónica', 'Fernando', 'Elena', 'Ricardo', 'Claudia',
  'Roberto', 'Gabriela', 'Sergio', 'Mónica', 'Eduardo', 'Adriana', 'Javier', 'Leticia', 'Raúl', 'Silvia',
  'Arturo', 'Alicia', 'Manuel', 'Teresa', 'Daniel', 'Beatriz', 'Héctor', 'Lorena', 'Óscar', 'Martha',
];
export const RARE_FIRST_NAME = 'Eustaquio';

export const LAST_NAMES = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz',
  'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera',
  'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Salazar',
];

/** Plant cities, with their state (a plant is "Planta <city>"). */
export const CITIES = [
  ['Querétaro', 'Querétaro'], ['Monterrey', 'Nuevo León'], ['Saltillo', 'Coahuila'], ['Puebla', 'Puebla'],
  ['León', 'Guanajuato'], ['Aguascalientes', 'Aguascalientes'], ['San Luis Potosí', 'San Luis Potosí'],
  ['Toluca', 'Estado de México'], ['Guadalajara', 'Jalisco'], ['Hermosillo', 'Sonora'], ['Chihuahua', 'Chihuahua'],
  ['Celaya', 'Guanajuato'], ['Irapuato', 'Guanajuato'], ['Tijuana', 'Baja California'], ['Mérida', 'Yucatán'],
];

export const DEPARTMENT_NAMES = [
  'Producción', 'Mantenimiento', 'Calidad', 'Logística', 'Almacén', 'Recursos Humanos', 'Finanzas', 'Compras',
  'Ingeniería', 'Seguridad', 'Sistemas', 'Ventas', 'Embarques', 'Métodos', 'Pintura', 'Ensamble',
];

/** Loan destinations: Monterrey first (most loans), the rare one once in RARE_EVERY. */
export const DESTINATIONS = [
  'Monterrey', 'Ciudad de México', 'Guadalajara', 'Querétaro', 'San Luis Potosí', 'Saltillo', 'Puebla', 'León',
  'Aguascalientes', 'Toluca', 'Celaya', 'Morelia', 'Pachuca', 'Zacatecas', 'Durango', 'Torreón',
];
export const RARE_DESTINATION = 'Tlacotalpan';

export const LOAN_REASONS = [
  'Visita a proveedor', 'Auditoría de calidad', 'Entrega de refacciones', 'Capacitación externa', 'Reunión con cliente',
  'Trámite ante autoridad', 'Recolección de material', 'Soporte en otra planta', 'Revisión de embarque', 'Feria industrial',
];

/** Vehicles as "brand|model": Nissan first (most of the fleet). */
export const VEHICLES = [
  'Nissan|Versa', 'Nissan|March', 'Nissan|NP300', 'Chevrolet|Aveo', 'Volkswagen|Jetta', 'Toyota|Hilux',
  'Volkswagen|Vento', 'Ford|Ranger', 'Chevrolet|Spark', 'Kia|Rio', 'Honda|City', 'Mazda|Mazda 2',
  'Toyota|Yaris', 'Dodge|Attitude', 'Renault|Duster', 'Hyundai|Accent',
];
export const RARE_VEHICLE = 'Lamborghini|Countach';

export const COLORS = ['Blanco', 'Gris', 'Plata', 'Negro', 'Rojo', 'Azul', 'Verde', 'Beige'];
export const CARD_PROVIDERS = ['Edenred', 'Sodexo', 'Efectivale', 'TelePeaje', 'IAVE', 'PASE'];

/** Streets of the trip requests' pickup and drop-off places: Constitución first (most requests). */
export const STREETS = [
  'Av. Constitución', 'Av. Juárez', 'Calle Hidalgo', 'Av. Revolución', 'Calle Morelos', 'Blvd. Independencia', 'Av. Universidad',
  'Calle Allende', 'Av. Insurgentes', 'Calle Zaragoza', 'Av. Madero', 'Calle Guerrero', 'Av. Reforma', 'Calle Aldama', 'Av. Colón', 'Calle Abasolo',
];
export const RARE_STREET = 'Calle Xochicalco';

/** Neighbourhoods routes start from: Centro first (many routes); the rare one on a few. */
export const NEIGHBOURHOODS = ['Centro', 'Las Flores', 'San Isidro', 'La Joya', 'El Mirador', 'Los Pinos', 'Santa Fe', 'Del Valle', 'Jardines', 'La Loma'];
export const RARE_NEIGHBOURHOOD = 'Tlalpan';
/** One route in this many starts from the rare neighbourhood (a few of the ~1,200; the fifth one at any scale). */
export const RARE_ROUTE_EVERY = 211;

/** A word in none of the lists, emails, plates or numbers above (a search that finds nothing). */
export const MISSING_WORD = 'quetzalcoatlus';

export const SEARCH_TERMS = {
  usuarios: { searchFew: 'eustaquio', searchMany: 'hernandez', searchNone: MISSING_WORD },
  prestamos: { searchFew: 'tlacotalpan', searchMany: 'monterrey', searchNone: MISSING_WORD },
  vehiculos: { searchFew: 'countach', searchMany: 'nissan', searchNone: MISSING_WORD },
  rutas: { searchFew: 'tlalpan', searchMany: 'centro', searchNone: MISSING_WORD },
  solicitudes_viaje: { searchFew: 'xochicalco', searchMany: 'constitucion', searchNone: MISSING_WORD },
  // Alerts: the issuer's name (Hernández, the most common last name) and the place (the rare street).
  alertas: { searchFew: 'xochicalco', searchMany: 'hernandez', searchNone: MISSING_WORD },
} as const;
