import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataTable, ReferenceField, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { RecordLinkField } from '../crud/RecordLinkField';
import { ResourceList } from '../crud/ResourceList';

const users = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Persona ${i + 1}`, department: (i % 3) + 1 }));
const departments = [1, 2, 3].map((id) => ({ id, name: `Depto ${id}` }));

/** Counts how often the rows' cells are drawn (100 rows must not be redrawn for nothing). */
let drawn = 0;
const CountedField = () => {
  drawn += 1;
  return <span>{useRecordContext()?.id}</span>;
};

const renderUsers = (getMany: () => Promise<unknown>) => {
  drawn = 0;
  render(
    <TestAdmin resource="usuarios" path="/usuarios" dataProvider={{ getList: async () => ({ data: users, total: users.length }), getMany } as never}>
      <ResourceList card={{ primary: '%{name}' }}>
        <DataTable.Col source="name" field={RecordLinkField} />
        <DataTable.Col source="id" field={CountedField} />
        <DataTable.Col source="department">
          <ReferenceField source="department" reference="departamentos" link={false} />
        </DataTable.Col>
      </ResourceList>
    </TestAdmin>,
  );
};

describe('RecordRow redraws', () => {
  it('does not redraw the rows when the reference column’s lookup answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderUsers(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByText('Persona 20', {}, { timeout: 10_000 });
    const afterRows = drawn;
    expect(afterRows).toBeGreaterThanOrEqual(users.length);
    answer({ data: departments });
    expect((await screen.findAllByText('Depto 1', {}, { timeout: 10_000 })).length).toBe(7);
    expect(drawn).toBe(afterRows);
  });

  it('draws no cell of a hidden column, and draws them once the column is shown', async () => {
    drawn = 0;
    render(
      <TestAdmin resource="usuarios" path="/usuarios" dataProvider={{ getList: async () => ({ data: users, total: users.length }), getMany: async () => ({ data: departments }) } as never}>
        <ResourceList card={{ primary: '%{name}' }} hiddenColumns={['id']}>
          <DataTable.Col source="name" field={RecordLinkField} />
          <DataTable.Col source="id" field={CountedField} />
        </ResourceList>
      </TestAdmin>,
    );
    await screen.findByText('Persona 20', {}, { timeout: 10_000 });
    expect(drawn).toBe(0);
    expect(document.querySelectorAll('td.column-id')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /columnas|columns/i }));
    fireEvent.click(await screen.findByLabelText(/^id$/i, {}, { timeout: 10_000 }));
    await waitFor(() => expect(document.querySelectorAll('td.column-id')).toHaveLength(users.length), { timeout: 10_000 });
    expect(drawn).toBeGreaterThanOrEqual(users.length);
  });
});

/** Where the app is: the row's click and Enter navigate. */
const Where = () => <output aria-label="where">{`${useLocation().pathname}|${JSON.stringify(useLocation().state)}`}</output>;

const renderRows = (rowClick?: 'show' | 'edit' | ((id: unknown) => string)) =>
  render(
    <TestAdmin resource="usuarios" path="/usuarios" dataProvider={{ getList: async () => ({ data: users, total: users.length }), getMany: async () => ({ data: departments }) } as never}>
      <ResourceList card={{ primary: '%{name}' }} rowClick={rowClick}>
        <DataTable.Col source="name" field={RecordLinkField} />
        <DataTable.Col source="id" field={CountedField} />
      </ResourceList>
      <Where />
    </TestAdmin>,
  );

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 10_000 })).closest('tr')!;

describe('RecordRow opens its record', () => {
  it("on a click anywhere in the row, to the table's rowClick, asking the page to scroll to the top", async () => {
    renderRows((id) => `/usuarios/${String(id)}`);
    const row = await rowOf('Persona 3');
    fireEvent.click(row.querySelector('td.column-id')!);
    expect(screen.getByLabelText('where')).toHaveTextContent('/usuarios/3|{"_scrollToTop":true}');
  });

  it("with Enter on the focused row, to 'show' by default, and with the look of react-admin's clickable row", async () => {
    renderRows();
    const row = await rowOf('Persona 4');
    expect(row.className.split(' ')).toEqual(
      expect.arrayContaining(['MuiTableRow-root', 'MuiTableRow-hover', 'RaDataTable-row', 'RaDataTable-rowOdd', 'RaDataTable-selectable', 'RaDataTable-clickableRow']),
    );
    expect(row).toHaveAttribute('tabindex', '-1');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(screen.getByLabelText('where')).toHaveTextContent('/usuarios/4/show|');
  });

  it('once for a click on its link, and not at all for a click on its selection box', async () => {
    renderRows('edit');
    const row = await rowOf('Persona 5');
    fireEvent.click(screen.getByRole('checkbox', { name: /Persona 5/ }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/usuarios\|/);
    expect(screen.getByRole('checkbox', { name: /Persona 5/ })).toBeChecked();
    fireEvent.click(row.querySelector('a')!);
    expect(screen.getByLabelText('where')).toHaveTextContent('/usuarios/5|');
  });
});
