import { WEEKDAYS } from '../../domain/settings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Runs of consecutive ISO weekdays, in order: [1,2,3,5] → [[1,2,3],[5]]. */
export function dayRuns(days: readonly number[]): number[][] {
  const sorted = [...new Set(days)].filter((d) => (WEEKDAYS as readonly number[]).includes(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * The days a route runs as a person says them: "Lunes a viernes", "Lunes, miércoles y viernes",
 * "Todos los días". Three days or more in a row read as a range.
 */
export function daysText(days: readonly number[] | null | undefined, translate: Translate): string {
  const runs = dayRuns(days ?? []);
  if (runs.length === 0) return translate('resources.rutas.days.none');
  if (runs.length === 1 && runs[0].length === WEEKDAYS.length) return translate('resources.rutas.days.every');
  let first = true;
  const name = (day: number) => {
    const text = translate(first ? `resources.configuracion.weekdays.${day}` : `resources.rutas.days.inline.${day}`);
    first = false;
    return text;
  };
  const phrases = runs.flatMap((run) =>
    run.length >= 3 ? [translate('resources.rutas.days.range', { from: name(run[0]), to: name(run.at(-1)!) })] : run.map(name),
  );
  if (phrases.length === 1) return phrases[0];
  return translate('resources.rutas.days.and', { list: phrases.slice(0, -1).join(', '), last: phrases.at(-1) });
}
