import type { Call } from './load';
import type { ListOf, Scenario } from './scenarios';

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });

/**
 * Home (issue #35): its figures, the first call of the screen every group opens on, for every
 * plant and for the busiest one (`planta`), and the twelve months' trends it loads after them.
 * Each is one statement: the figures' capped counts and sums (each list's own WHERE), the trends'
 * one range of each table's index, and the month rows of the trips.
 */
export function homeScenarios(planta: number, list: ListOf): Scenario[] {
  return [
    list('home', 'home: figures, every plant', get('inicio/')),
    list('home', 'home: figures, one plant', get(`inicio/?planta=${planta}`)),
    list('home', 'home: trends, every plant', get('inicio/tendencias/')),
    list('home', 'home: trends, one plant', get(`inicio/tendencias/?planta=${planta}`)),
  ];
}
