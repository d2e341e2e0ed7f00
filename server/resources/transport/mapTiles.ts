import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/guard';
import { apiError, operationIdOf } from '../../kit/schemas';

/** The deepest zoom the maps offer: OpenStreetMap's standard tiles go to 19. */
export const MAP_MAX_ZOOM = 19;

const tileConfig = z.object({
  tile_url: z.string().describe('Tile URL template ({z}/{x}/{y}, {s} for subdomains), from MAP_TILE_URL'),
  attribution: z.string().describe("The tiles' attribution as the map shows it (HTML), from MAP_TILE_ATTRIBUTION"),
  max_zoom: z.number().int(),
});

/**
 * `GET mapa/`: the tile server every map of the screens draws on, from the environment
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), so a company can point the maps at its own tiles. Any
 * signed-in back-office user reads it; the page's CSP allows images from that server's origin.
 */
export const mapRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const answer = { tile_url: ctx.config.mapTileUrl, attribution: ctx.config.mapTileAttribution, max_zoom: MAP_MAX_ZOOM };
    app.get(
      '/mapa/',
      {
        onRequest: signedIn(ctx),
        schema: {
          tags: ['mapa'],
          operationId: operationIdOf('mapa', 'show'),
          summary: 'The map tiles the screens draw on',
          response: { 200: tileConfig, 401: apiError },
        },
      },
      async () => answer,
    );
  };
