import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { DataTable, TextInput } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { StatusField } from '../StatusField';
import { RecordLinkField } from './RecordLinkField';
import { ResourceList } from './ResourceList';

const plants = [
  { id: 1, name: 'Planta Norte', code: 'PN', city: 'Monterrey', status: 1 },
  { id: 2, name: 'Planta Sur', code: 'PS', city: 'Puebla', status: 0 },
];

const RecordPage = () => <p>Registro {useParams().id}</p>;

const PlantTable = () => (
  <ResourceList card={{ primary: '%{name}', secondary: '%{city}', tertiary: <StatusField source="status" /> }}>
    <DataTable.Col source="name" field={RecordLinkField} />
    <DataTable.Col source="code" />
    <DataTable.Col source="status" field={StatusField} />
  </ResourceList>
);

const renderList = (groups = ['Administrador'], getList: () => Promise<unknown> = async () => ({ data: plants, total: 2 })) => {
  render(
    <MemoryRouter initialEntries={['/plantas']}>
      <TestAdmin groups={groups} resource="plantas" dataProvider={{ getList } as never}>
        <Routes>
          <Route path="/plantas" element={<PlantTable />} />
          <Route path="/plantas/:id/show" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

/** Tabs until `target` has the focus, failing if it comes back round without reaching it. */
const tabTo = async (actor: ReturnType<typeof userEvent.setup>, target: HTMLElement) => {
  const seen = new Set<Element>();
  while (document.activeElement !== target) {
    await actor.tab();
    if (seen.has(document.activeElement!)) throw new Error(`Tab never reached ${target.outerHTML}`);
    seen.add(document.activeElement!);
  }
};

/** Every element Tab visits in one round of the page. */
const tabStops = async (actor: ReturnType<typeof userEvent.setup>) => {
  const stops: Element[] = [];
  for (;;) {
    await actor.tab();
    if (document.activeElement === document.body || stops.includes(document.activeElement!)) return stops;
    stops.push(document.activeElement!);
  }
};

describe('ResourceList with a keyboard', () => {
  it('links the main cell to the record: Tab reaches it and Enter opens it', async () => {
    const actor = renderList();
    await screen.findByText('Planta Norte');
    const link = screen.getByRole('link', { name: 'Planta Norte' });
    expect(link).toHaveAttribute('href', '/plantas/1/show');
    await tabTo(actor, link);
    await actor.keyboard('{Enter}');
    expect(await screen.findByText('Registro 1')).toBeInTheDocument();
  });

  it('opens the focused row with Enter', async () => {
    const actor = renderList();
    const row = (await screen.findByText('PS')).closest('tr')!;
    row.focus();
    expect(row).toHaveFocus();
    await actor.keyboard('{Enter}');
    expect(await screen.findByText('Registro 2')).toBeInTheDocument();
  });

  it('names each row box after its record', async () => {
    renderList();
    await screen.findByText('Planta Norte');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Planta Norte' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Planta Sur' })).toBeInTheDocument();
  });

  it('selects a row with Tab and Space on its box, which shows the bulk buttons', async () => {
    const actor = renderList();
    const box = await screen.findByRole('checkbox', { name: 'Seleccionar Planta Sur' });
    expect(box).not.toBeChecked();
    await tabTo(actor, box);
    await actor.keyboard(' ');
    await waitFor(() => expect(box).toBeChecked());
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Planta Norte' })).not.toBeChecked();
    // Selecting is not opening.
    expect(screen.queryByText(/^Registro/)).not.toBeInTheDocument();
  });

  it('shows each status as its translated label, coloured by its meaning', async () => {
    renderList();
    const north = (await screen.findByText('Planta Norte')).closest('tr')!;
    const south = screen.getByText('Planta Sur').closest('tr')!;
    expect(within(north).getByText('Activo')).toHaveAttribute('data-color', 'success');
    expect(within(south).getByText('Inactivo')).toHaveAttribute('data-variant', 'outlined');
  });

  it('keeps the bulk buttons out of the Tab order until a row is selected', async () => {
    const actor = renderList();
    await screen.findByText('Planta Norte');
    const names = (stops: Element[]) => stops.map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(names(await tabStops(actor))).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Deshabilitar|Habilitar|Eliminar)$/)]));

    await actor.click(screen.getByRole('checkbox', { name: 'Seleccionar Planta Sur' }));
    const bulkDelete = await screen.findByRole('button', { name: 'Eliminar' });
    (document.activeElement as HTMLElement).blur();
    expect(await tabStops(actor)).toContain(bulkDelete);
  });

  it('keeps the focus in the table after a bulk action, on its "select all" box', async () => {
    const updateMany = vi.fn(async () => ({ data: [2] }));
    render(
      <MemoryRouter initialEntries={['/plantas']}>
        <TestAdmin groups={['Administrador']} resource="plantas" dataProvider={{ getList: async () => ({ data: plants, total: 2 }), updateMany } as never}>
          <PlantTable />
        </TestAdmin>
      </MemoryRouter>,
    );
    const actor = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Seleccionar Planta Sur' });
    await tabTo(actor, box);
    await actor.keyboard(' ');
    await tabTo(actor, await screen.findByRole('button', { name: 'Deshabilitar' }));
    await actor.keyboard('{Enter}');
    await actor.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(updateMany).toHaveBeenCalled());
    // Not on the hidden toolbar's button nor on the page's body: where the next selection starts.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Seleccionar todo' })).toHaveFocus());
  });
});

describe('ResourceList on a phone', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows a card per record instead of the table, and a tap opens the record', async () => {
    screenWidth(390);
    const actor = renderList();
    const north = (await screen.findByText('Planta Norte')).closest('a')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(north).getByText('Monterrey')).toBeInTheDocument();
    expect(within(north).getByText('Activo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /columnas/i })).not.toBeInTheDocument();
    await actor.click(north);
    expect(await screen.findByText('Registro 1')).toBeInTheDocument();
  });

  it('keeps the table on a laptop', async () => {
    screenWidth(1400);
    renderList();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /columnas/i })).toBeInTheDocument();
  });
});

describe('ResourceList when the rows cannot be loaded', () => {
  it('says why instead of "no records", and loads them when asked to try again', async () => {
    screenWidth(1400);
    const outage = Object.assign(new Error('No se puede acceder a la base de datos en este momento; vuelva a intentarlo en unos segundos.'), { status: 503 });
    let down = true;
    const actor = renderList(['Administrador'], async () => {
      if (down) throw outage;
      return { data: plants, total: 2 };
    });
    const alert = await screen.findByText(/no se puede acceder a la base de datos/i, { selector: '.MuiAlert-message' });
    expect(screen.queryByText(/no se encontraron/i)).not.toBeInTheDocument();
    down = false;
    await actor.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Planta Norte')).toBeInTheDocument();
  });
});

describe('ResourceList with starting filters, no create and its own empty state', () => {
  const CodeList = ({ empty }: { empty?: string }) => (
    <ResourceList card={{ primary: '%{name}' }} filters={[<TextInput key="code" source="code" />]} defaultFilters={{ code: 'PN' }} hasCreate={false} empty={empty && <p>{empty}</p>}>
      <DataTable.Col source="name" field={RecordLinkField} />
    </ResourceList>
  );
  const renderCodes = (getList: ReturnType<typeof vi.fn>, empty?: string) => {
    screenWidth(1400);
    render(
      <MemoryRouter initialEntries={['/plantas']}>
        <TestAdmin groups={['Administrador']} resource="plantas" dataProvider={{ getList } as never}>
          <Routes>
            <Route path="/plantas" element={<CodeList empty={empty} />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    return userEvent.setup();
  };

  it('starts from the default filters, which the reader may clear, and offers no Create', async () => {
    const getList = vi.fn(async () => ({ data: plants, total: 2 }));
    const actor = renderCodes(getList);
    await screen.findByText('Planta Norte');
    expect(getList).toHaveBeenCalledWith('plantas', expect.objectContaining({ filter: { code: 'PN' } }));
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Quitar este filtro' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('plantas', expect.objectContaining({ filter: {} })));
  });

  it('shows its own empty state whenever there are no rows, with or without filters', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const actor = renderCodes(getList, 'Nada con estos filtros');
    expect(await screen.findByText('Nada con estos filtros')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Quitar este filtro' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('plantas', expect.objectContaining({ filter: {} })));
    expect(await screen.findByText('Nada con estos filtros')).toBeInTheDocument();
  });

  it('leaves Create out of the empty state too', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const actor = renderCodes(getList);
    await actor.click(await screen.findByRole('button', { name: 'Quitar este filtro' }));
    expect(await screen.findByText('Aún no hay plantas registradas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
  });
});
