import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataTable } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { i18nProvider } from '../../providers/i18nProvider';
import { RecordLinkField } from './RecordLinkField';
import { ResourceList } from './ResourceList';

/** A list past the server's count cap (docs/API.md, Counts): "more than", and next while the server has one. */
const rows = (page: number) => Array.from({ length: 25 }, (_, i) => ({ id: (page - 1) * 25 + i + 1, name: `Planta ${(page - 1) * 25 + i + 1}` }));
const moreThan = (page: number) => ({ data: rows(page), total: 10_000, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 }, meta: { countExact: false } });

/** Rows reach the screen slowly on a busy 2-core machine. */
const found = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

const renderList = (getList: ReturnType<typeof vi.fn>, width = 1400) => {
  screenWidth(width);
  render(
    <MemoryRouter initialEntries={['/plantas']}>
      <TestAdmin groups={['Administrador']} resource="plantas" dataProvider={{ getList } as never}>
        <Routes>
          <Route
            path="/plantas"
            element={
              <ResourceList card={{ primary: '%{name}' }}>
                <DataTable.Col source="name" field={RecordLinkField} />
              </ResourceList>
            }
          />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

describe('ListPagination', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('says "más de 10,000" and keeps next enabled while the server has a next page', async () => {
    const getList = vi.fn(async (_: string, { pagination }: { pagination: { page: number } }) => moreThan(pagination.page));
    const actor = renderList(getList);
    expect(await found('1-25 de más de 10,000')).toBeInTheDocument();
    // The last page is unknown: previous and next only, no numbered pages.
    expect(screen.queryByRole('button', { name: 'Ir a la página 2' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Ir a la página siguiente' });
    expect(next).toBeEnabled();
    await actor.click(next);
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('plantas', expect.objectContaining({ pagination: { page: 2, perPage: 25 } })), { timeout: 10_000 });
    expect(await found('26-50 de más de 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toBeEnabled();
  });

  it('disables next when the server has none, even past the cap', async () => {
    const getList = vi.fn(async () => ({ ...moreThan(1), pageInfo: { hasNextPage: false, hasPreviousPage: false } }));
    renderList(getList);
    expect(await found('1-25 de más de 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  });

  it('says "of more than 10,000" in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList(vi.fn(async () => moreThan(1)));
    expect(await found('1-25 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('on a phone too', async () => {
    renderList(vi.fn(async () => moreThan(1)), 390);
    expect(await found('1-25 de más de 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeEnabled();
  });

  it('pages an exact count by number as always, its total formatted', async () => {
    renderList(vi.fn(async () => ({ data: rows(1), total: 1_320 })));
    expect(await found('1-25 de 1,320')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeEnabled();
    // The page buttons' group is named in the reader's language too (MUI's own name is English).
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toContainElement(screen.getByRole('button', { name: 'Ir a la página 2' }));
  });

  it('names the page buttons in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList(vi.fn(async () => ({ data: rows(1), total: 1_320 })));
    expect(await found('1-25 of 1,320')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toContainElement(screen.getByRole('button', { name: 'Go to page 2' }));
  });
});
