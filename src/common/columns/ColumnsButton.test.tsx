import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { ColumnsButton } from './ColumnsButton';
import { until } from '../../../test/client/until';

const Column = DataTable.Col;

const renderList = (columns: string[][], hidden: string[] = []) => {
  const cols = columns.map(([source, label]) => <Column key={source} source={source} label={label} />);
  render(
    <TestAdmin dataProvider={{ getList: async () => ({ data: [{ id: 1, name: 'Planta Norte', city: 'Monterrey' }], total: 1 }) } as never}>
      <List resource="plantas" actions={<ColumnsButton columns={cols} defaultHidden={hidden} />}>
        <DataTable hiddenColumns={hidden}>{cols}</DataTable>
      </List>
    </TestAdmin>,
  );
  return userEvent.setup();
};

const TWO = [['name', 'Nombre'], ['city', 'Ciudad']];
const SEVEN = [...TWO, ['code', 'Código'], ['address', 'Dirección'], ['telephone', 'Teléfono'], ['manager', 'Responsable'], ['created_at', 'Creación']];

// The open popover hides the page from the accessibility tree: the headers are read past that.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent).filter(Boolean);
const open = async (actor: ReturnType<typeof userEvent.setup>) => {
  await actor.click(screen.getByRole('button', { name: 'Columnas' }));
  return screen.findByRole('presentation');
};

describe('ColumnsButton', () => {
  it('draws nothing of its chooser until it is opened', async () => {
    renderList(SEVEN);
    await screen.findByText('Planta Norte');
    expect(screen.queryAllByRole('switch', { hidden: true })).toHaveLength(0);
    expect(screen.queryByPlaceholderText('Buscar columnas')).toBeNull();
  });

  it('lists the columns as a plain list of labelled switches, not options holding controls inside a menu', async () => {
    const actor = renderList(TWO);
    await screen.findByText('Planta Norte');
    const popover = await open(actor);
    const switches = await within(popover).findAllByRole('switch');
    expect(switches.map((s) => s.closest('label')?.textContent)).toEqual(['Nombre', 'Ciudad']);
    expect(switches.map((s) => s.closest('li')?.parentElement?.tagName)).toEqual(['UL', 'UL']);
    expect(within(popover).getAllByRole('listitem')).toHaveLength(2);
    expect(within(popover).queryByRole('option')).toBeNull();
    expect(within(popover).queryByRole('menu')).toBeNull();
  });

  it('hides a column when its switch is turned off, and shows one hidden at first', async () => {
    const actor = renderList(TWO, ['city']);
    await screen.findByText('Planta Norte');
    expect(headers()).toEqual(['Nombre']);
    await open(actor);
    expect(screen.getByRole('switch', { name: 'Ciudad' })).not.toBeChecked();
    await actor.click(screen.getByRole('switch', { name: 'Ciudad' }));
    await until(() => expect(headers()).toEqual(['Nombre', 'Ciudad']));
    await actor.click(screen.getByRole('switch', { name: 'Nombre' }));
    await until(() => expect(headers()).toEqual(['Ciudad']));
  });

  it('opens a dialog named as its button, which says it opens one and whether it is open', async () => {
    const actor = renderList(TWO);
    await screen.findByText('Planta Norte');
    const button = screen.getByRole('button', { name: 'Columnas' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const popover = await open(actor);
    expect(within(popover).getByRole('dialog', { name: 'Columnas' })).toContainElement(within(popover).getAllByRole('switch')[0]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves a column with its buttons, keeping the focus on the column moved and saying where it went', async () => {
    const actor = renderList(TWO);
    await screen.findByText('Planta Norte');
    const popover = await open(actor);
    expect(within(popover).getByRole('status')).toHaveTextContent(/^$/);
    expect(within(popover).getByRole('button', { name: 'Subir la columna «Nombre»' })).toBeDisabled();
    expect(within(popover).getByRole('button', { name: 'Bajar la columna «Ciudad»' })).toBeDisabled();
    await actor.click(within(popover).getByRole('button', { name: 'Subir la columna «Ciudad»' }));
    await until(() => expect(headers()).toEqual(['Ciudad', 'Nombre']));
    expect(within(popover).getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual(['Ciudad', 'Nombre']);
    // At the top its up button is disabled: the focus is on its down button.
    await until(() => expect(within(popover).getByRole('button', { name: 'Bajar la columna «Ciudad»' })).toHaveFocus());
    expect(within(popover).getByRole('status')).toHaveTextContent('«Ciudad»: columna 1 de 2');
    await actor.keyboard('{Enter}');
    await until(() => expect(headers()).toEqual(['Nombre', 'Ciudad']));
    expect(within(popover).getByRole('status')).toHaveTextContent('«Ciudad»: columna 2 de 2');
  });

  it('puts back the list’s own columns and order', async () => {
    const actor = renderList(TWO, ['city']);
    await screen.findByText('Planta Norte');
    const popover = await open(actor);
    await actor.click(within(popover).getByRole('switch', { name: 'Ciudad' }));
    await actor.click(within(popover).getByRole('button', { name: 'Subir la columna «Ciudad»' }));
    await until(() => expect(headers()).toEqual(['Ciudad', 'Nombre']));
    await actor.click(within(popover).getByRole('button', { name: 'Restablecer' }));
    await until(() => expect(headers()).toEqual(['Nombre']));
  });

  it('finds a column by its name among many, accents aside, and says when none matches', async () => {
    const actor = renderList(SEVEN);
    await screen.findByText('Planta Norte');
    const popover = await open(actor);
    const search = within(popover).getByRole('textbox', { name: 'Buscar columnas' });
    expect(search).toHaveFocus();
    await actor.type(search, 'telefono');
    expect(within(popover).getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual(['Teléfono']);
    await actor.clear(search);
    await actor.type(search, 'xyz');
    expect(within(popover).queryAllByRole('switch')).toHaveLength(0);
    expect(within(popover).getByText('Ninguna columna coincide con la búsqueda.')).toBeVisible();
  });

  it('leaves the focus in the search when a column moved earlier is searched away and back', async () => {
    const actor = renderList(SEVEN);
    await screen.findByText('Planta Norte');
    const popover = await open(actor);
    await actor.click(within(popover).getByRole('button', { name: 'Bajar la columna «Teléfono»' }));
    expect(within(popover).getByRole('status')).toHaveTextContent('«Teléfono»: columna 6 de 7');
    const search = within(popover).getByRole('textbox', { name: 'Buscar columnas' });
    await actor.click(search);
    await actor.type(search, 'nombre');
    expect(within(popover).getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual(['Nombre']);
    await actor.clear(search);
    expect(within(popover).getAllByRole('switch')).toHaveLength(7);
    expect(search).toHaveFocus();
  });
});
