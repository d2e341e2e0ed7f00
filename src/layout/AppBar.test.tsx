import { render, screen, within } from '@testing-library/react';
import { useGetOne } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
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

  it('names the spinner shown while data loads', async () => {
    renderBar(() => new Promise(() => undefined));
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('progressbar', { name: 'Cargando datos' })).toBeInTheDocument();
  });
});
