import { render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { LazyMapView } from './LazyMaps';

const collectionRead = vi.fn(async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } }));

describe('LazyMapView', () => {
  it('holds the map’s height while leaflet’s chunk loads, so what follows does not jump, then draws the map', async () => {
    render(
      <TestAdmin dataProvider={{ collectionRead } as never}>
        <LazyMapView height={420} label="Puntos de las solicitudes" markers={[]} />
        <p>Debajo del mapa</p>
      </TestAdmin>,
    );
    // In the first drawing, before the module could have loaded.
    const holder = screen.getByRole('progressbar', { name: 'Cargando el mapa…' }).parentElement!;
    expect(getComputedStyle(holder).height).toBe('420px');
    expect(holder.nextElementSibling?.textContent).toBe('Debajo del mapa');
    expect(await screen.findByRole('region', { name: 'Puntos de las solicitudes' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando el mapa…' })).not.toBeInTheDocument();
  });
});
