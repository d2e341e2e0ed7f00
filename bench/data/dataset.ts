/** What the bench's data set holds at a scale, and what ensureBenchData answers about it. */
import type { SignInsPart } from './signIns';

/** Bumped whenever the generator's output changes, so a kept database is rebuilt. */
export const GENERATOR_VERSION = 6;

/** The bench accounts' password: a throwaway database, never a real one. */
export const BENCH_PASSWORD = 'Bench-2026!';

export interface BenchSizes {
  plantas: number;
  departamentos: number;
  usuarios: number;
  vehiculos: number;
  prestamos: number;
  notificaciones: number;
  /** Fuel cards and TAG cards, each. */
  tarjetas: number;
  /** Open loans in each open status (0, 7, 2, 4, 6). */
  openPerStatus: number;
  /** Users who receive notifications (the bench accounts among them). */
  recipients: number;
  /** The bench administrator's inbox, and how many of it are unseen. */
  adminInbox: number;
  adminUnseen: number;
  /** Staff transport: routes, trips (five occupants each), drivers who drive them, trip requests. */
  rutas: number;
  viajes: number;
  detalle_viaje: number;
  transportDrivers: number;
  solicitudes_viaje: number;
  /** Panic alerts, and how many of the newest are still active (the desk's banner). */
  alertas: number;
  alertasActive: number;
}

/** Every trip's occupants: passengers_limit (4) holding a seat, and one who cancelled or did not show up. */
export const OCCUPANTS_PER_TRIP = 5;

/**
 * Sizes at `scale` (1: a million users and loans, 100,000 vehicles, 5 million notifications, a
 * million trips with 5 million occupants, 200,000 trip requests).
 * Every size is multiplied; the floors keep a tiny scale (a test's 0.0005) meaningful: a few
 * plants and departments, one open loan per status, a handful of cards.
 */
export function benchSizes(scale: number): BenchSizes {
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${scale}`);
  const n = (base: number, floor: number) => Math.max(floor, Math.round(base * scale));
  const usuarios = n(1_000_000, 50);
  return {
    plantas: n(30, 3),
    departamentos: n(400, 12),
    usuarios,
    vehiculos: n(100_000, 30),
    prestamos: n(1_000_000, 50),
    // Floors: the administrator's history must reach the scenarios' page 40 at any scale (below).
    notificaciones: n(5_000_000, 2_200),
    tarjetas: n(2_000, 10),
    openPerStatus: n(300, 1),
    recipients: Math.min(usuarios, n(2_000, 20)),
    // At least 40 pages of 25 seen ones (bench/scenarios.ts asks page 40 of the history, after 39's cursor).
    adminInbox: n(20_000, 1_100),
    adminUnseen: n(300, 10),
    rutas: n(1_200, 6),
    viajes: n(1_000_000, 200),
    detalle_viaje: OCCUPANTS_PER_TRIP * n(1_000_000, 200),
    transportDrivers: n(20_000, 10),
    solicitudes_viaje: n(200_000, 60),
    alertas: n(200_000, 100),
    alertasActive: n(300, 5),
  };
}

export interface BenchAccount {
  id: number;
  email: string;
  password: string;
  groups: string[];
}

/** Three terms for a resource's text search: matching few rows, many rows, none. */
export interface SearchTerms {
  searchFew: string;
  searchMany: string;
  searchNone: string;
}

/** The most common value of a column, and how many rows hold it. */
export interface Common {
  value: number | string;
  rows: number;
}

export interface BenchDataset {
  scale: number;
  version: number;
  sizes: BenchSizes;
  /** Sign in with POST /api/auth/login/ {email, password}. */
  accounts: { admin: BenchAccount; rh: BenchAccount; c4: BenchAccount };
  samples: { userWithHistory: number; loanWithHistory: number; vehicleWithHistory: number; openLoan: number; finishedTrip: number };
  search: { usuarios: SearchTerms; prestamos: SearchTerms; vehiculos: SearchTerms; rutas: SearchTerms; solicitudes_viaje: SearchTerms; alertas: SearchTerms };
  common: {
    usuarios: { planta: Common; department: Common; status: Common };
    prestamos: { planta: Common; status: Common; usuario: Common };
    vehiculos: { planta: Common; status: Common; brand: Common };
    notificaciones: { adminType: Common };
    viajes: { planta: Common; conductor: Common; ruta: Common };
  };
  /** The audit trail and sessions (bench/data/signIns.ts), versioned apart: absent from a data set kept from before it. */
  signIns?: SignInsPart;
  /** How long the build took, in ms (of the run that built it). */
  buildMs: number;
  builtAt: string;
  /** True when this call found the data set already built and returned at once. */
  reused: boolean;
}
