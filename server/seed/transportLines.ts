import type { LatLng } from '../../domain/geo';
import { haversineKm } from '../../domain/geo';
import { TRIP_TYPE } from '../../domain/trips';

/**
 * The demo's staff-transport lines: streets of the plants' cities followed from a neighbourhood
 * to the plant, as waypoints (landmarks and crossings, their coordinates as a map gives them)
 * each naming the street its leg follows and the neighbourhood it is in. A route is a line
 * driven to the plant in the morning (trip type 0) or back from it (type 1, the same streets
 * reversed). Pickup addresses are made from the street and neighbourhood of a point.
 */

/** [latitude, longitude, street of the leg that starts here, neighbourhood]; the last one is the plant's gate. */
type Waypoint = readonly [number, number, string, string];

export interface Line {
  /** The plant the line ends at (plantas.code). */
  plant: string;
  /** Plants whose staff drive and ride it (the line's own first). */
  staff: readonly string[];
  /** Where a morning trip starts. */
  origin: string;
  toPlant: readonly Waypoint[];
}

export const LINES: Record<string, Line> = {
  mtyNorte: {
    plant: 'MTY-N', staff: ['MTY-N'], origin: 'Macroplaza, Centro de Monterrey',
    toPlant: [
      [25.6714, -100.3094, 'Calle Zaragoza', 'Centro, Monterrey'],
      [25.6810, -100.3104, 'Av. Colón', 'Centro, Monterrey'],
      [25.6866, -100.3169, 'Av. Cuauhtémoc', 'Col. Bella Vista, Monterrey'],
      [25.7005, -100.3156, 'Av. Cuauhtémoc', 'Col. Del Norte, Monterrey'],
      [25.7095, -100.3148, 'Av. Universidad', 'Col. Niños Héroes, Monterrey'],
      [25.7243, -100.3107, 'Av. Universidad', 'Ciudad Universitaria, San Nicolás de los Garza'],
      [25.7336, -100.3055, 'Av. Universidad', 'Centro, San Nicolás de los Garza'],
      [25.7406, -100.3015, 'Av. Universidad', 'Col. Anáhuac, San Nicolás de los Garza'],
      [25.7436, -100.2960, 'Av. Universidad', 'Parque Industrial, San Nicolás de los Garza'],
      [25.7447, -100.2891, 'Av. Universidad', 'Parque Industrial, San Nicolás de los Garza'],
    ],
  },
  mtySur: {
    plant: 'MTY-S', staff: ['MTY-S'], origin: 'Centro de San Pedro Garza García',
    toPlant: [
      [25.6577, -100.4025, 'Av. José Vasconcelos', 'Centro, San Pedro Garza García'],
      [25.6560, -100.3870, 'Av. José Vasconcelos', 'Col. Del Valle, San Pedro Garza García'],
      [25.6540, -100.3700, 'Av. José Vasconcelos', 'Col. Del Valle, San Pedro Garza García'],
      [25.6525, -100.3560, 'Av. Gómez Morín', 'Col. Del Valle, San Pedro Garza García'],
      [25.6450, -100.3480, 'Av. Lázaro Cárdenas', 'Valle Oriente, San Pedro Garza García'],
      [25.6400, -100.3300, 'Av. Lázaro Cárdenas', 'Valle Oriente, Monterrey'],
      [25.6340, -100.3100, 'Av. Lázaro Cárdenas', 'Col. Satélite, Monterrey'],
      [25.6330, -100.2900, 'Av. Eugenio Garza Sada', 'Col. Contry, Monterrey'],
      [25.6200, -100.2720, 'Carretera Nacional', 'La Estanzuela, Monterrey'],
      [25.6050, -100.2600, 'Carretera Nacional', 'Valle Alto, Monterrey'],
      [25.5950, -100.2530, 'Carretera Nacional', 'El Uro, Monterrey'],
      [25.5867, -100.2451, 'Carretera Nacional', 'El Uro, Monterrey'],
    ],
  },
  saltillo: {
    plant: 'RAM', staff: ['SAL', 'RAM'], origin: 'Plaza de Armas, Centro de Saltillo',
    toPlant: [
      [25.4232, -101.0003, 'Calle General Victoria', 'Centro, Saltillo'],
      [25.4285, -100.9960, 'Blvd. Venustiano Carranza', 'Col. República, Saltillo'],
      [25.4400, -100.9900, 'Blvd. Venustiano Carranza', 'Col. Latinoamericana, Saltillo'],
      [25.4550, -100.9830, 'Blvd. Venustiano Carranza', 'Col. Virreyes, Saltillo'],
      [25.4720, -100.9760, 'Carretera 57', 'Col. Lourdes, Saltillo'],
      [25.4950, -100.9680, 'Carretera 57', 'Valle de las Flores, Ramos Arizpe'],
      [25.5200, -100.9580, 'Carretera 57', 'Col. Analco, Ramos Arizpe'],
      [25.5401, -100.9475, 'Blvd. Plan de Guadalupe', 'Parque Industrial Santa María, Ramos Arizpe'],
    ],
  },
  queretaro: {
    plant: 'MRQ', staff: ['QRO', 'MRQ'], origin: 'Jardín Zenea, Centro Histórico de Querétaro',
    toPlant: [
      [20.5925, -100.3925, 'Av. Madero', 'Centro Histórico, Querétaro'],
      [20.5940, -100.3860, 'Av. Universidad', 'Centro, Querétaro'],
      [20.5947, -100.3787, 'Calzada de los Arcos', 'Los Arcos, Querétaro'],
      [20.6000, -100.3700, 'Blvd. Bernardo Quintana', 'Col. Carretas, Querétaro'],
      [20.6120, -100.3640, 'Blvd. Bernardo Quintana', 'Col. Álamos, Querétaro'],
      [20.6250, -100.3570, 'Carretera 57', 'Col. Menchaca, Querétaro'],
      [20.6290, -100.3400, 'Carretera 57', 'Saldarriaga, El Marqués'],
      [20.6306, -100.3236, 'Av. de la Industria', 'Parque Industrial Bernardo Quintana, El Marqués'],
    ],
  },
  bajio: {
    plant: 'SIL', staff: ['LEO', 'SIL'], origin: 'Arco de la Calzada, León',
    toPlant: [
      [21.1175, -101.6783, 'Calzada de los Héroes', 'Centro, León'],
      [21.1150, -101.6650, 'Blvd. Adolfo López Mateos', 'Col. Jardines del Moral, León'],
      [21.1080, -101.6450, 'Blvd. Adolfo López Mateos', 'Col. San Isidro, León'],
      [21.0980, -101.6220, 'Blvd. Aeropuerto', 'Col. Los Castillos, León'],
      [21.0833, -101.5972, 'Carretera 45', 'Col. Los Ramírez, León'],
      [21.0600, -101.5650, 'Carretera 45', 'Santa Ana del Conde, León'],
      [21.0300, -101.5300, 'Carretera 45', 'Nápoles, Silao'],
      [20.9935, -101.4809, 'Carretera 45', 'Aeropuerto del Bajío, Silao'],
      [20.9700, -101.4520, 'Av. Mineral de Valenciana', 'Puerto Interior, Silao'],
      [20.9536, -101.4324, 'Av. Mineral de Valenciana', 'Puerto Interior, Silao'],
    ],
  },
  guadalajara: {
    plant: 'GDL', staff: ['GDL'], origin: 'Basílica de Zapopan',
    toPlant: [
      [20.7212, -103.3915, 'Av. Hidalgo', 'Centro, Zapopan'],
      [20.7080, -103.3850, 'Av. Manuel Ávila Camacho', 'Col. Jacarandas, Zapopan'],
      [20.6960, -103.3760, 'Av. Américas', 'Col. Providencia, Guadalajara'],
      [20.6743, -103.3873, 'Av. Adolfo López Mateos', 'Glorieta Minerva, Guadalajara'],
      [20.6640, -103.3930, 'Av. Adolfo López Mateos', 'Col. Chapalita, Guadalajara'],
      [20.6497, -103.4017, 'Av. Adolfo López Mateos', 'Plaza del Sol, Zapopan'],
      [20.6320, -103.4080, 'Av. Adolfo López Mateos', 'Col. Ciudad del Sol, Zapopan'],
      [20.6150, -103.4140, 'Periférico Sur', 'Col. Miramar, Zapopan'],
      [20.6020, -103.4060, 'Periférico Sur', 'Col. El Briseño, Tlaquepaque'],
      [20.5927, -103.3946, 'Periférico Sur', 'Col. Las Juntas, Tlaquepaque'],
    ],
  },
  cdmx: {
    plant: 'CDMX', staff: ['CDMX'], origin: 'Metro Indios Verdes',
    toPlant: [
      [19.4960, -99.1190, 'Av. Insurgentes Norte', 'Indios Verdes, Gustavo A. Madero'],
      [19.4880, -99.1290, 'Av. Montevideo', 'Col. Lindavista, Gustavo A. Madero'],
      [19.4890, -99.1350, 'Av. Montevideo', 'Col. Lindavista, Gustavo A. Madero'],
      [19.4880, -99.1480, 'Calzada Vallejo', 'Col. Vallejo, Gustavo A. Madero'],
      [19.4870, -99.1600, 'Av. Poniente 128', 'Industrial Vallejo, Azcapotzalco'],
      [19.4870, -99.1725, 'Av. Ceylán', 'Industrial Vallejo, Azcapotzalco'],
      [19.4936, -99.1710, 'Av. Ceylán', 'Industrial Vallejo, Azcapotzalco'],
    ],
  },
  hermosillo: {
    plant: 'HMO', staff: ['HMO'], origin: 'Plaza Zaragoza, Centro de Hermosillo',
    toPlant: [
      [29.0729, -110.9559, 'Blvd. Rosales', 'Centro, Hermosillo'],
      [29.0650, -110.9545, 'Blvd. Rosales', 'Col. Centenario, Hermosillo'],
      [29.0550, -110.9520, 'Blvd. Vildósola', 'Col. Villa de Seris, Hermosillo'],
      [29.0440, -110.9505, 'Carretera a Guaymas', 'Col. Las Quintas, Hermosillo'],
      [29.0330, -110.9510, 'Carretera a Guaymas', 'Col. Las Quintas, Hermosillo'],
    ],
  },
};

export type LineKey = keyof typeof LINES;

export interface DemoRoute {
  line: LineKey;
  tipo: number;
  days: number[];
  departure_time: string;
  /** 0: suspended; its trips stop `suspendedDaysAgo` days ago. */
  status: number;
  suspendedDaysAgo?: number;
}

const WEEK = [1, 2, 3, 4, 5];
const WEEK_SAT = [1, 2, 3, 4, 5, 6];
const { to_company: IN, from_company: OUT } = TRIP_TYPE;

/** A dozen routes: morning and evening legs where a plant runs both, a night shift's way home, one route suspended. */
export const DEMO_ROUTES: DemoRoute[] = [
  { line: 'mtyNorte', tipo: IN, days: WEEK_SAT, departure_time: '06:00', status: 1 },
  { line: 'mtyNorte', tipo: OUT, days: WEEK_SAT, departure_time: '15:30', status: 1 },
  { line: 'mtySur', tipo: IN, days: WEEK, departure_time: '06:15', status: 1 },
  { line: 'mtySur', tipo: OUT, days: WEEK, departure_time: '15:45', status: 1 },
  { line: 'saltillo', tipo: IN, days: WEEK, departure_time: '06:30', status: 1 },
  { line: 'queretaro', tipo: IN, days: WEEK, departure_time: '06:20', status: 1 },
  { line: 'queretaro', tipo: OUT, days: WEEK, departure_time: '16:30', status: 1 },
  { line: 'bajio', tipo: IN, days: WEEK_SAT, departure_time: '05:30', status: 1 },
  { line: 'bajio', tipo: OUT, days: WEEK_SAT, departure_time: '15:00', status: 1 },
  { line: 'guadalajara', tipo: IN, days: WEEK, departure_time: '06:45', status: 1 },
  { line: 'cdmx', tipo: OUT, days: WEEK_SAT, departure_time: '22:30', status: 1 },
  { line: 'hermosillo', tipo: IN, days: WEEK, departure_time: '06:30', status: 0, suspendedDaysAgo: 75 },
];

/** The line's way to the plant with extra points on long legs, so that no two points lie more than `stepKm` apart. */
export function densify(points: readonly Waypoint[], stepKm: number): Waypoint[] {
  const out: Waypoint[] = [points[0]];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const parts = Math.max(1, Math.ceil(haversineKm({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] }) / stepKm));
    for (let k = 1; k <= parts; k++) {
      const f = k / parts;
      const at = k === parts ? b : ([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2], a[3]] as const);
      out.push([Math.round(at[0] * 1e6) / 1e6, Math.round(at[1] * 1e6) / 1e6, at[2], at[3]]);
    }
  }
  return out;
}

/** The points a line's routes follow toward the plant: about one every 0.5–0.9 km, 10 to 40 of them. */
export function linePoints(line: Line): Waypoint[] {
  const km = line.toPlant.reduce((sum, p, i) => (i ? sum + haversineKm({ lat: line.toPlant[i - 1][0], lng: line.toPlant[i - 1][1] }, { lat: p[0], lng: p[1] }) : 0), 0);
  return densify(line.toPlant, Math.max(0.5, km / 34));
}

/** A route's path: its line toward the plant, or back from it. */
export const routePath = (points: readonly Waypoint[], tipo: number): LatLng[] =>
  (tipo === IN ? points : [...points].reverse()).map(([lat, lng]) => ({ lat, lng }));
