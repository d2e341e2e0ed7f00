import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { ColumnsButton } from './ColumnsButton';

const renderList = () =>
  render(
    <TestAdmin dataProvider={{ getList: async () => ({ data: [{ id: 1, name: 'Planta Norte', city: 'Monterrey' }], total: 1 }) } as never}>
      <List resource="plantas" actions={<ColumnsButton />}>
        <DataTable>
          <DataTable.Col source="name" label="Nombre" />
          <DataTable.Col source="city" label="Ciudad" />
        </DataTable>
      </List>
    </TestAdmin>,
  );

describe('ColumnsButton', () => {
  it('lists the columns as a plain list of labelled switches, not options holding controls inside a menu', async () => {
    renderList();
    await screen.findByText('Planta Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    const popover = await screen.findByRole('presentation');
    const switches = await within(popover).findAllByRole('switch');
    expect(switches.map((s) => s.closest('label')?.textContent)).toEqual(['Nombre', 'Ciudad']);
    expect(switches.map((s) => s.closest('li')?.parentElement?.tagName)).toEqual(['UL', 'UL']);
    expect(within(popover).getAllByRole('listitem')).toHaveLength(2);
    expect(within(popover).queryByRole('option')).toBeNull();
    expect(within(popover).queryByRole('menu')).toBeNull();
  });

  it('hides a column when its switch is turned off', async () => {
    renderList();
    await screen.findByRole('columnheader', { name: 'Ciudad' });
    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Ciudad' }));
    await vi.waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Ciudad' })).toBeNull());
  });
});
