import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, memoryStore, StoreContextProvider, TextInput, useTranslate } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { LiveWords } from '../shell/LiveWords';
import { LanguageMenu } from './LanguageMenu';

const toEnglish = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Idioma: ES' }));
  await user.click(screen.getByRole('menuitem', { name: 'English' }));
  return user;
};

describe('LanguageMenu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => i18nProvider.changeLocale('es'));

  it('switches the admin to English without losing an edit not yet saved', async () => {
    render(
      <TestAdmin resource="plantas">
        <LanguageMenu />
        <Form>
          <TextInput source="name" />
        </Form>
      </TestAdmin>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nombre'), 'Planta Norte');
    await toEnglish();
    expect(await screen.findByLabelText('Name')).toHaveValue('Planta Norte');
    expect(screen.getByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('flotilla.language')).toBe('en');
  });

  it('tells the page once the new words are in place, so that the admin asks its answers again', async () => {
    const onChange = vi.fn();
    const Save = () => <p>{useTranslate()('ra.action.save')}</p>;
    render(
      <StoreContextProvider value={memoryStore()}>
        <LiveWords onChange={onChange}>
          <LanguageMenu />
          <Save />
        </LiveWords>
      </StoreContextProvider>,
    );
    expect(screen.getByText('Guardar')).toBeInTheDocument();
    await toEnglish();
    expect(await screen.findByText('Save')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
