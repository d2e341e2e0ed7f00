import { render, screen, within } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import * as ReactAdmin from 'react-admin';
import {
  DataTable,
  DataTableBody,
  Link,
  ListBase,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useStore,
  type DataTableBodyProps,
} from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { BodyLooks } from './bodyLooks';
import { RecordBody } from './RecordRow';
import { RowLink } from './RowLink';

/**
 * What the files of this folder take from react-admin beyond its documented components (README.md):
 * a react-admin upgrade that renames, reshapes or redraws any of it fails here, before a list
 * quietly loses its boxes, hidden columns or looks.
 */
const plants = [{ id: 1, name: 'Planta Norte' }];

const Table = ({ body }: { body?: ComponentType<DataTableBodyProps> }) => (
  <TestAdmin resource="plantas" path="/plantas" dataProvider={{ getList: async () => ({ data: plants, total: plants.length }) } as never}>
    <ListBase>
      <DataTable rowClick="show" body={body} hiddenColumns={['code']} bulkActionButtons={<span />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="code" />
        <DataTable.Col source="id" align="right" />
      </DataTable>
    </ListBase>
  </TestAdmin>
);

/** The class names of an element that react-admin and MUI give it (not emotion's generated ones). */
const namesOf = (element: Element) => element.className.split(' ').filter((name) => name && !name.startsWith('css-'));

/** The first row's classes, and each of its cells', as drawn by react-admin's body or by `body`. */
const firstRowLooks = async (body?: ComponentType<DataTableBodyProps>) => {
  const { unmount } = render(<Table body={body} />);
  const row = (await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).closest('tr')!;
  const looks = { row: namesOf(row), cells: [...row.querySelectorAll('td')].map(namesOf), box: namesOf(within(row).getByRole('checkbox')) };
  unmount();
  return looks;
};

describe('react-admin internals the light list body relies on', () => {
  it('are still exported by react-admin', () => {
    for (const name of [
      'DataTableBody', 'DataTableRow', 'DataTableCallbacksContext', 'useDataTableCallbacksContext', 'useDataTableConfigContext',
      'useDataTableStoreContext', 'useDataTableSelectedIdsContext', 'useFieldValue', 'useCreatePath', 'LinkBase', 'useStore',
    ]) {
      expect(ReactAdmin[name as keyof typeof ReactAdmin], name).toBeDefined();
    }
  });

  it("give a table's body the callbacks, settings and hidden columns it reads", async () => {
    let seen: Record<string, unknown> = {};
    const Probe = (props: DataTableBodyProps) => {
      const callbacks = useDataTableCallbacksContext();
      const config = useDataTableConfigContext();
      const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
      const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
      const selected = useDataTableSelectedIdsContext();
      useEffect(() => {
        seen = { callbacks: Object.keys(callbacks), rowClick: callbacks.rowClick, config, hidden, selected };
      });
      return <DataTableBody {...props} />;
    };
    render(<Table body={Probe} />);
    await screen.findByText('Planta Norte', {}, { timeout: 10_000 });
    // RecordRow and useRecordPath read these callbacks, RecordRow these settings, its body the hidden columns, RecordCheckbox the selection.
    expect(seen.callbacks).toEqual(expect.arrayContaining(['handleToggleItem', 'isRowSelectable', 'rowClick']));
    expect(seen.rowClick).toBe('show');
    expect(seen.config).toEqual(expect.objectContaining({ hasBulkActions: true, hover: undefined, expand: undefined }));
    expect(seen.hidden).toEqual(['code']);
    expect(seen.selected).toEqual([]);
  });

  it("draw rows, cells and boxes with react-admin's own class names, which themes and tests select", async () => {
    const own = await firstRowLooks();
    const light = await firstRowLooks(RecordBody);
    expect(own.row.length).toBeGreaterThan(2);
    expect([...light.row].sort()).toEqual([...own.row].sort());
    expect(light.cells.map((cell) => [...cell].sort())).toEqual(own.cells.map((cell) => [...cell].sort()));
    expect(light.box).toEqual(expect.arrayContaining(own.box.filter((name) => name === 'select-item')));
  });

  it("draw a row's link with react-admin's Link's class names", async () => {
    const { unmount } = render(
      <TestAdmin>
        <Link to="/plantas/1">own</Link>
        <BodyLooks.Provider value={{ row: '', link: 'looked', checkboxCell: '', checkbox: '', cells: [] }}>
          <RowLink to="/plantas/1">light</RowLink>
        </BodyLooks.Provider>
      </TestAdmin>,
    );
    const own = namesOf(await screen.findByRole('link', { name: 'own' }));
    const light = namesOf(screen.getByRole('link', { name: 'light' })).filter((name) => name !== 'looked');
    expect([...light].sort()).toEqual([...own].sort());
    unmount();
  });
});
