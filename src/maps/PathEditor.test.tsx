import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import type { LatLng } from '../../domain/geo';
import { routeLengthKm } from '../../domain/routes';
import { PathEditor } from './PathEditor';
import { until } from '../../test/client/until';

const NORTE = { lat: 25.7, lng: -100.3 };
const CENTRO = { lat: 25.67, lng: -100.31 };
const SUR = { lat: 25.6, lng: -100.28 };

const collectionRead = vi.fn(async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } }));
const getMany = vi.fn(async () => ({ data: [{ id: 3, name: 'Planta Norte', latitude: 25.75, longitude: -100.2 }] }));

/** The editor as a form holds it: the value it answers is the value it is given next. */
function renderEditor(initial: LatLng[]) {
  const changes: LatLng[][] = [];
  const Holder = () => {
    const [path, setPath] = useState<LatLng[]>(initial);
    return (
      <PathEditor
        value={path}
        onChange={(next) => {
          changes.push(next);
          setPath(next);
        }}
        height={300}
        label="Trazo de la ruta"
        plants={[3]}
      />
    );
  };
  render(
    <TestAdmin dataProvider={{ collectionRead, getMany } as never}>
      <Holder />
    </TestAdmin>,
  );
  return changes;
}

const points = () => within(screen.getByRole('list', { name: 'Puntos del trazo' })).getAllByRole('listitem');
const summary = () => screen.getByRole('status');
const km = (path: LatLng[]) => String(routeLengthKm(path));

describe('PathEditor', () => {
  it('draws a named map region with translated zoom buttons and no points yet', async () => {
    renderEditor([]);
    expect(await screen.findByRole('region', { name: 'Trazo de la ruta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('0 puntos · 0 km');
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Puntos del trazo' })).not.toBeInTheDocument();
    // The plant asked for is read to be marked.
    expect(getMany).toHaveBeenCalledWith('plantas', expect.objectContaining({ ids: [3] }));
  });

  it('lists the points; removing one shortens the path and its length, undo puts it back in place', async () => {
    const changes = renderEditor([NORTE, CENTRO, SUR]);
    const user = userEvent.setup();
    expect(points()).toHaveLength(3);
    expect(summary()).toHaveTextContent(`3 puntos · ${km([NORTE, CENTRO, SUR])} km`);

    await user.click(screen.getByRole('button', { name: 'Quitar el punto 2' }));
    expect(changes.at(-1)).toEqual([NORTE, SUR]);
    expect(points()).toHaveLength(2);
    expect(summary()).toHaveTextContent(`2 puntos · ${km([NORTE, SUR])} km`);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(changes.at(-1)).toEqual([NORTE, CENTRO, SUR]);
    expect(summary()).toHaveTextContent(`3 puntos · ${km([NORTE, CENTRO, SUR])} km`);
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('undoes every edit in turn, by button and by Ctrl+Z', async () => {
    const changes = renderEditor([NORTE, CENTRO, SUR]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar el punto 3' }));
    await user.click(screen.getByRole('button', { name: 'Quitar el punto 1' }));
    expect(changes.at(-1)).toEqual([CENTRO]);
    expect(summary()).toHaveTextContent('1 punto · 0 km');
    // Ctrl+Z from anywhere in the editor (here the Undo button has the focus).
    screen.getByRole('button', { name: 'Deshacer' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(changes.at(-1)).toEqual([NORTE, CENTRO]);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(changes.at(-1)).toEqual([NORTE, CENTRO, SUR]);
  });

  it('adds a point at the map centre from the keyboard, and moves a chosen point there without dragging', async () => {
    const changes = renderEditor([NORTE, SUR]);
    const user = userEvent.setup();
    const addButton = await screen.findByRole('button', { name: 'Añadir punto en el centro' });
    await until(() => expect(addButton).toBeEnabled());
    addButton.focus();
    await user.keyboard('{Enter}');
    const added = changes.at(-1)!;
    expect(added).toHaveLength(3);
    expect(added.slice(0, 2)).toEqual([NORTE, SUR]);
    expect(Number.isFinite(added[2].lat) && Number.isFinite(added[2].lng)).toBe(true);

    const move = screen.getByRole('button', { name: 'Mover el punto 1' });
    await user.click(move);
    expect(move).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/clic en el mapa para colocar el punto 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Colocar el punto 1 en el centro' }));
    expect(changes.at(-1)).toEqual([added[2], SUR, added[2]]);
    expect(screen.getByRole('button', { name: 'Mover el punto 1' })).toHaveAttribute('aria-pressed', 'false');

    // Esc lets go of a chosen point: the centre button adds again.
    await user.click(screen.getByRole('button', { name: 'Mover el punto 2' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Añadir punto en el centro' })).toBeInTheDocument();
    expect(changes).toHaveLength(2);
  });
});
