import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetOne } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
import { ChipText, ChipTextLook } from '../common/crud/ChipText';
import { i18nProvider } from '../providers/i18nProvider';
import { darkTheme, theme } from '../theme';
import { AppBar } from './AppBar';

const Loader = () => {
  useGetOne('plantas', { id: 1 });
  return null;
};

const renderBar = (getOne: () => Promise<unknown> = () => Promise.resolve({ data: { id: 1 } })) =>
  render(
    <TestAdmin dataProvider={{ getOne, getList: () => Promise.resolve({ data: [], total: 0 }) } as never}>
      <AppBar />
      <Loader />
    </TestAdmin>,
  );

// WCAG 2.5.3: a button's name holds the text it shows, so a voice user can say what they read.
describe('AppBar', () => {
  it('names the language button with the code it shows', async () => {
    renderBar();
    const button = await screen.findByRole('button', { name: 'Idioma: ES' });
    expect(button).toHaveTextContent(/^ES$/);
  });

  it("names the user menu with the person's name it shows on a wide screen", async () => {
    screenWidth(1400);
    renderBar();
    const button = await screen.findByRole('button', { name: 'Perfil de Test User' });
    expect(button).toHaveTextContent('Test User');
  });

  it('keeps "Perfil" for the icon it shows on a phone', async () => {
    screenWidth(390);
    renderBar();
    expect(await screen.findByRole('button', { name: 'Perfil' })).not.toHaveTextContent(/\w/);
  });

  it('offers the light/dark switch, named in the interface language (an icon, no text of its own)', async () => {
    const spanish = renderBar();
    expect(await screen.findByRole('button', { name: 'Cambiar modo claro/oscuro' })).not.toHaveTextContent(/\w/);
    spanish.unmount();
    await i18nProvider.changeLocale('en');
    try {
      renderBar();
      expect(await screen.findByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('es');
    }
  });

  it('turns the chips to the dark theme and back with the light/dark switch', async () => {
    render(
      <TestAdmin theme={theme} darkTheme={darkTheme}>
        <AppBar />
        <ChipTextLook />
        <ChipText label="Ocupado" color="warning" />
      </TestAdmin>,
    );
    const chip = () => getComputedStyle(screen.getByText('Ocupado'));
    const toggle = await screen.findByRole('button', { name: 'Cambiar modo claro/oscuro' });
    // White on the light theme's deep orange, then near-black on the dark theme's light one (src/theme.tsx).
    expect([chip().color, chip().backgroundColor]).toEqual(['rgb(255, 255, 255)', 'rgb(168, 67, 0)']);
    await userEvent.setup().click(toggle);
    expect([chip().color, chip().backgroundColor]).toEqual(['rgba(0, 0, 0, 0.87)', 'rgb(255, 171, 112)']);
    await userEvent.setup().click(toggle);
    expect(chip().backgroundColor).toBe('rgb(168, 67, 0)');
  });

  it('names the spinner shown while data loads', async () => {
    renderBar(() => new Promise(() => undefined));
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('progressbar', { name: 'Cargando datos' })).toBeInTheDocument();
  });
});
