import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { FilterButton, FilterForm, ListBase } from 'react-admin';
import { FILTER_LIMITS } from '../../domain/filters';
import { addFilter } from '../../test/client/filters';
import { TestAdmin } from '../../test/client/TestAdmin';
import { cardFilters } from '../cards/CardFilters';
import { catalogFilters } from '../catalog/CatalogFilters';
import { departmentFilters } from '../departments/DepartmentFilters';
import { loanFilters } from '../loans/list/LoanFilters';
import { plantFilters } from '../plants/PlantFilters';
import { platformUserFilters } from '../platformUsers/PlatformUserFilters';
import { userFilters } from '../users/UserFilters';
import { vehicleFilters } from '../vehicles/list/VehicleFilters';

const MAX = FILTER_LIMITS.searchMaxLength;
const TOO_LONG = 'a'.repeat(MAX + 50);

/** A list's filters and its "Agregar filtro" button, as the list draws them, every read answered with no rows. */
const renderFilters = (resource: string, filters: ReactElement[]) => {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  render(
    <TestAdmin resource={resource} dataProvider={{ getList } as never}>
      <ListBase>
        <FilterForm filters={filters} />
        <FilterButton filters={filters} />
      </ListBase>
    </TestAdmin>,
  );
  return getList;
};

/** Pastes a term longer than the server takes into `input`, as a user pasting a long text. */
const pasteTooLong = async (input: HTMLElement) => {
  const actor = userEvent.setup();
  await actor.click(input);
  await actor.paste(TOO_LONG);
};

describe.each([
  ['users', 'usuarios', userFilters],
  ['platform users', 'usuarios', platformUserFilters],
  ['vehicles', 'vehiculos', vehicleFilters],
  ['loans', 'prestamos', loanFilters({ withStatus: true })],
  ['fleet requests', 'prestamos', loanFilters({ withStatus: false })],
  ['cards', 'tarjeta_gasolina', cardFilters('tarjeta_gasolina')],
  ['plants', 'plantas', plantFilters],
  ['departments', 'departamentos', departmentFilters],
  ['parts and accessories', 'piezas', catalogFilters],
])('the search box of the %s list', (_list, resource, filters) => {
  it(`takes at most the ${MAX} characters the server accepts, and asks for that term`, async () => {
    const getList = renderFilters(resource, filters);
    const search = await screen.findByPlaceholderText('Buscar');
    await pasteTooLong(search);
    expect(search).toHaveValue('a'.repeat(MAX));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(resource, expect.objectContaining({ filter: { q: 'a'.repeat(MAX) } })));
  });
});

it.each([
  ['Estado', 'state__contains'],
  ['Ciudad', 'city__contains'],
])("a plant's %s filter (part of the value) takes at most the characters the server accepts", async (label, source) => {
  const getList = renderFilters('plantas', plantFilters);
  await addFilter(userEvent.setup(), label);
  const input = await screen.findByRole('textbox', { name: label });
  await pasteTooLong(input);
  expect(input).toHaveValue('a'.repeat(MAX));
  await waitFor(() => expect(getList).toHaveBeenLastCalledWith('plantas', expect.objectContaining({ filter: { [source]: 'a'.repeat(MAX) } })));
});
