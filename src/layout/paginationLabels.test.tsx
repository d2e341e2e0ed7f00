import { render, screen } from '@testing-library/react';
import { List, Pagination, TextField, DataTable } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Planta ${i + 1}` }));
const getList = vi.fn(async () => ({ data: rows, total: 320 }));

const renderList = () =>
  render(
    <TestAdmin resource="plantas" dataProvider={{ getList } as never}>
      <List resource="plantas" perPage={25} pagination={<Pagination />} storeKey={false}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" field={TextField} />
        </DataTable>
      </List>
    </TestAdmin>,
  );

/** The paginator speaks the interface language (ra.navigation.*, passed to MUI's TablePagination). */
describe('paginator labels', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('in Spanish: rows per page, the range and the page buttons', async () => {
    renderList();
    expect(await screen.findByText('1-25 de 320')).toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument();
  });

  it('in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('1-25 of 320')).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });
});
