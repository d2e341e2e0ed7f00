import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { lazyNamed } from '../common/lazyNamed';
import { holdingPlace } from './LazyMaps';

describe('holdingPlace (LazyMapView, LazyPathEditor)', () => {
  it('holds the map’s height while its chunk loads, so what follows does not jump, then draws the map', async () => {
    type Module = { SlowMap: ComponentType<{ height: number }> };
    let arrive: (module: Module) => void = () => undefined;
    const SlowMap = lazyNamed(() => new Promise<Module>((resolve) => (arrive = resolve)), 'SlowMap');
    const Held = holdingPlace(SlowMap);
    render(
      <TestAdmin>
        <Held height={420} />
        <p>Debajo del mapa</p>
      </TestAdmin>,
    );
    const holder = screen.getByRole('progressbar', { name: 'Cargando el mapa…' }).parentElement!;
    expect(getComputedStyle(holder).height).toBe('420px');
    expect(holder.nextElementSibling?.textContent).toBe('Debajo del mapa');
    arrive({ SlowMap: () => <div role="region" aria-label="Mapa" /> });
    expect(await screen.findByRole('region', { name: 'Mapa' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando el mapa…' })).not.toBeInTheDocument();
  });
});
