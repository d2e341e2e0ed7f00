import type { Faker } from '@faker-js/faker';
import type { CarBody } from './placeholders';

/**
 * What the demo vehicles are made of: models sold in Mexico, their colours, plates in the
 * usual formats and VINs with a right check digit (server/seed/vehicles.ts draws from these).
 */

interface DemoModel {
  brand: string;
  model: string;
  body: CarBody;
  /** DOMAIN §5 gasoline_type and transmission. */
  gasoline: number;
  transmission: number;
  /** The VIN's world manufacturer identifier (its first three characters). */
  wmi: string;
  /** Whether companies buy it for their fleet, and whether employees drive it as their own. */
  fleet: boolean;
  personal: boolean;
  /** The first model year sold in Mexico, when recent. */
  since?: number;
}

const model = (brand: string, name: string, body: CarBody, gasoline: number, transmission: number, wmi: string, fleet: boolean, personal: boolean): DemoModel => ({
  brand, model: name, body, gasoline, transmission, wmi, fleet, personal,
});

export const DEMO_MODELS: DemoModel[] = [
  model('Nissan', 'Versa', 'sedan', 0, 0, '3N1', true, true),
  model('Nissan', 'March', 'sedan', 0, 1, '3N1', false, true),
  model('Nissan', 'Sentra', 'sedan', 0, 0, '3N1', false, true),
  model('Nissan', 'NP300 Frontier', 'pickup', 1, 1, '3N6', true, false),
  model('Nissan', 'Urvan', 'van', 2, 1, 'JN1', true, false),
  model('Chevrolet', 'Aveo', 'sedan', 0, 1, '3G1', true, true),
  model('Chevrolet', 'Onix', 'sedan', 0, 0, '3G1', false, true),
  model('Chevrolet', 'Tornado', 'pickup', 0, 1, '9BG', true, false),
  model('Toyota', 'Hilux', 'pickup', 1, 1, 'MR0', true, false),
  model('Toyota', 'Corolla', 'sedan', 3, 0, 'JTD', true, true),
  model('Toyota', 'Yaris', 'sedan', 0, 0, 'MR2', false, true),
  model('Volkswagen', 'Jetta', 'sedan', 0, 0, '3VW', true, true),
  model('Volkswagen', 'Vento', 'sedan', 0, 1, 'MEX', true, true),
  model('Volkswagen', 'Saveiro', 'pickup', 0, 1, '9BW', true, false),
  model('Ford', 'Ranger', 'pickup', 1, 1, '8AF', true, false),
  model('Ford', 'Transit', 'van', 1, 1, 'WF0', true, false),
  model('Kia', 'Rio', 'sedan', 0, 0, '3KP', false, true),
  model('Mazda', 'Mazda 3', 'sedan', 0, 0, '3MZ', false, true),
  model('Honda', 'City', 'sedan', 0, 0, '3HG', false, true),
  model('Hyundai', 'Grand i10', 'sedan', 0, 1, 'MAL', false, true),
  { ...model('BYD', 'Dolphin', 'sedan', 4, 0, 'LGX', true, true), since: 2023 },
];

interface DemoColour {
  name: string;
  /** Its photos' colour in server/seed/assets/vehicles/ (`<body>-<view>-<photo>.png`). */
  photo: string;
  fleetWeight: number;
  personalWeight: number;
}

/** Colour names as a person writes them on the form; fleets are mostly white and silver. */
export const DEMO_COLOURS: DemoColour[] = [
  { name: 'Blanco', photo: 'blanco', fleetWeight: 8, personalWeight: 3 },
  { name: 'Plata', photo: 'plata', fleetWeight: 4, personalWeight: 3 },
  { name: 'Gris', photo: 'gris', fleetWeight: 2, personalWeight: 3 },
  { name: 'Negro', photo: 'negro', fleetWeight: 1, personalWeight: 2 },
  { name: 'Rojo', photo: 'rojo', fleetWeight: 0, personalWeight: 2 },
  { name: 'Azul', photo: 'azul', fleetWeight: 1, personalWeight: 2 },
  { name: 'Arena', photo: 'arena', fleetWeight: 0, personalWeight: 1 },
];

/** Letters on Mexican plates: no I, O, Q or Ñ, easily read as digits or each other. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A plate as stored (normalized): alternately "ABC-123-D" (most states) and "GHJ1234" (others). */
export function demoPlate(faker: Faker, n: number) {
  const letters = (count: number) => Array.from({ length: count }, () => faker.helpers.arrayElement([...PLATE_LETTERS])).join('');
  return n % 3 === 2 ? `${letters(3)}${faker.string.numeric(4)}` : `${letters(3)}-${faker.string.numeric(3)}-${letters(1)}`;
}

/** VIN characters (no I, O or Q) and the ISO 3779 check digit's values and weights. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes from 2010 on (position 10). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * A 17-character VIN: manufacturer, five descriptor characters, the check digit, the model
 * year's code, a plant letter and a six-digit serial made from `n`, so no two demo VINs match.
 */
export function demoSerial(faker: Faker, wmi: string, year: number, n: number) {
  const descriptor = Array.from({ length: 5 }, () => faker.helpers.arrayElement([...VIN_CHARS])).join('');
  const tail = `${YEAR_CODES[(((year - 2010) % 30) + 30) % 30]}${faker.helpers.arrayElement([...'ABKLMN'])}${String(420000 + n * 37).padStart(6, '0')}`;
  const vin = `${wmi}${descriptor}0${tail}`;
  const sum = [...vin].reduce((total, c, i) => total + (VIN_VALUES[c] ?? Number(c)) * VIN_WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
}
