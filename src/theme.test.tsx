import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutocompleteInput, Form } from 'react-admin';
import { TestAdmin } from '../test/client/TestAdmin';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';

const renderSearch = () =>
  render(
    <TestAdmin theme={theme}>
      <Form>
        <AutocompleteInput source="planta" label="Planta" choices={[{ id: 1, name: 'Planta Norte' }]} />
      </Form>
    </TestAdmin>,
  );

describe('theme', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('says in Spanish that an autocomplete has nothing matching what was typed', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Planta' }), 'zzz');
    expect(await screen.findByText('No hay coincidencias')).toBeInTheDocument();
  });

  it('and in English when the interface is', async () => {
    await i18nProvider.changeLocale('en');
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Planta' }), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });
});
