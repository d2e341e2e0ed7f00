import { HOME_FIGURES, type FiguresAnswer } from '../domain/home';
import type { Call } from './load';
import type { ListOf, Scenario } from './scenarios';

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });

/**
 * Home (issue #35): its figures, the first call of the screen every group opens on, for every
 * plant and for the busiest one (`planta`), and the twelve months' trends it loads after them.
 * Each is one statement: the figures' capped counts and sums (each list's own WHERE), the trends'
 * one range of each table's index, and the month rows of the trips. Counts and sums, not lists:
 * the examined-rows rule of the plan check is for the lists Home links to (homeLinkScenarios).
 */
export function homeScenarios(planta: number, list: ListOf): Scenario[] {
  return [
    list('home', 'home: figures, every plant', get('inicio/'), true, false),
    list('home', 'home: figures, one plant', get(`inicio/?planta=${planta}`), true, false),
    list('home', 'home: trends, every plant', get('inicio/tendencias/'), true, false),
    list('home', 'home: trends, one plant', get(`inicio/tendencias/?planta=${planta}`), true, false),
  ];
}

/** The sort each linked list's screen opens with (its `sort` prop; the expiry centre's is the API's own). */
export const SCREEN_SORTS: Record<string, string | undefined> = {
  solicitudes_fleet: 'fecha_salida',
  vehiculos: 'matricula',
  vencimientos: undefined,
  viajes: '-fecha_salida',
  solicitudes_viaje: '-fecha',
  'viajes/conductores': 'conductor',
  alertas: '-created_at',
};

/** GET inicio/ for every plant and for `planta`, as the Home screen asks it. */
export async function readHomeFigures(origin: string, token: string, planta: number): Promise<HomeFigures> {
  const out: HomeFigures = [];
  for (const [which, query] of [['every plant', ''], ['one plant', `?planta=${planta}`]] as const) {
    const res = await fetch(`${origin}/api/inicio/${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET inicio/${query}: HTTP ${res.status}`);
    out.push({ which, answer: (await res.json()) as FiguresAnswer });
  }
  return out;
}

export type HomeFigures = { which: string; answer: FiguresAnswer }[];

/**
 * The list each Home figure links to, with the figure's own filter (as GET inicio/ answers it)
 * and its screen's default sort: plan-checked, not loaded.
 */
export function homeLinkScenarios(figures: HomeFigures, list: ListOf): Scenario[] {
  return figures.flatMap(({ which, answer }) =>
    answer.figures.map((figure) => {
      const resource = HOME_FIGURES.find((f) => f.key === figure.key)?.resource;
      if (!resource) throw new Error(`Home figure ${figure.key} has no list`);
      const ordering = SCREEN_SORTS[resource];
      const body = { ...figure.filter, ...(ordering ? { ordering } : {}) };
      return list('home', `home link: ${figure.key}, ${which}`, { method: 'POST', path: `/api/${resource}/q/?page=1&limit=25`, body }, false, true);
    }),
  );
}
