import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HOME_FIGURES, TREND_MONTHS } from '../../../domain/home';
import type { AppContext } from '../../context';
import { plantas } from '../../db/schema';
import { FieldErrors, type Message } from '../../http/errors';
import { guard } from '../../http/guard';
import type { AggregateDeclaration } from '../../kit/aggregates';
import type { ResourceDeclaration } from '../../kit/define';
import { readValue } from '../../kit/filterValues';
import { guardedErrors, operationIdOf, schemaRegistry } from '../../kit/schemas';
import { homeFigures } from './homeFigures';
import { countedLists, type CountedList } from './homeLists';
import { homeTrends } from './homeTrends';

/**
 * `planta` from the query string: absent or empty for every plant, else a plant's id (a positive
 * integer; homeFigures and homeTrends check it exists). Any other key is refused, as lists refuse it.
 */
export function readPlanta(query: unknown): number | null {
  const errors: Record<string, Message[]> = Object.create(null);
  let planta: number | null = null;
  for (const [key, raw] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (key !== 'planta') {
      errors[key] = [{ key: 'validation.unknown_field' }];
      continue;
    }
    if (raw === undefined || raw === '') continue;
    const read = readValue('integer', raw, plantas.id);
    if (!read.ok) errors.planta = [{ key: `validation.${read.key}`, ...(read.params ? { params: read.params } : {}) }];
    else if ((read.value as number) < 1) errors.planta = [{ key: 'validation.min_value', params: { count: 1 } }];
    else planta = read.value as number;
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return planta;
}

const plantQuery = z.object({ planta: z.string().regex(/^\d+$/).optional().describe("A plant's id; every plant when absent") });
const plantAnswer = z.number().int().nullable().describe('The plant asked for; null for every plant');
const generatedAt = z.iso.datetime().describe('When the numbers were read');

const figure = z.object({
  key: z.enum(HOME_FIGURES.map((f) => f.key) as [string, ...string[]]).describe('The figure (domain/home.ts)'),
  count: z.number().describe('The rows its list counts with `filter` (up to 10,000, as a list counts), or the points a summed figure adds up'),
  count_exact: z.boolean().describe('false: the list holds more than `count` rows'),
  filter: z.looseObject({}).describe("The linked list's filter, as its API takes it (its plant's included when one was asked for)"),
  link: z
    .looseObject({})
    .describe("The same rows as the list's screen takes them from its address (?filter=): days and months where the API takes instants, read in the reader's time zone"),
});
const figures = z.object({ planta: plantAnswer, figures: z.array(figure).describe('Only the figures the caller may list, in Home\'s order'), generated_at: generatedAt });
schemaRegistry.add(figures, { id: 'inicio', description: "Home's figures" });

const month = z.object({
  mes: z.string().describe('yyyy-MM, in the company\'s time zone'),
  loans: z.number().int().describe('Loans created'),
  trips: z.number().int().describe('Trips finished (by departure)'),
  km: z.number().describe('Km of the trips finished'),
  incidents: z.number().int().describe("Incidents recorded on the loans"),
});
const trends = z.object({ planta: plantAnswer, months: z.array(month).describe(`The last ${TREND_MONTHS} months, oldest first, this one last`), generated_at: generatedAt });
schemaRegistry.add(trends, { id: 'inicio_tendencias', description: "Home's trends" });

/**
 * `GET inicio/` (Home's figures, homeFigures.ts) and `GET inicio/tendencias/` (the last twelve
 * months, homeTrends.ts), both `?planta=<id>` or every plant. DOMAIN §1 `inicio`: every group
 * reads them; each figure is answered only to whom may list its list.
 */
export const homeRoutes =
  (ctx: AppContext, resources: readonly ResourceDeclaration[], aggregates: readonly AggregateDeclaration[], others: Record<string, CountedList> = {}): FastifyPluginAsync =>
  async (app) => {
    const log = (message: string, err?: unknown) => (err ? app.log.error({ err }, message) : app.log.info(message));
    const answerFigures = homeFigures(ctx, countedLists(resources, aggregates, others), log);
    const answerTrends = homeTrends(ctx, log);
    const schema = (call: string, summary: string, answer: z.ZodType) => ({
      tags: ['inicio'],
      operationId: operationIdOf('inicio', call),
      summary,
      querystring: plantQuery,
      response: { 200: answer, ...guardedErrors },
    });
    app.get('/inicio/', { onRequest: guard(ctx, 'inicio', 'list'), schema: schema('list', "Home's figures, each with the filter of the list it counts", figures) }, (req) =>
      answerFigures(req.user!.groups, readPlanta(req.query)),
    );
    app.get('/inicio/tendencias/', { onRequest: guard(ctx, 'inicio', 'list'), schema: schema('tendencias', 'Loans, trips, km and incidents per month, the last twelve', trends) }, (req) =>
      answerTrends(readPlanta(req.query)),
    );
  };
