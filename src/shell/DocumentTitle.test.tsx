import { act, render } from '@testing-library/react';
import { Title } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { SignInShell } from './SignInShell';
import { DocumentTitle } from './DocumentTitle';
import { documentTitleOf } from './documentTitle';
import { until } from '../../test/client/until';

/** The admin as the layout draws it: the app bar's title portal, a screen that titles itself, and the tab's title. */
const openAt = (path: string, title?: string) => {
  const portal = document.createElement('span');
  portal.id = 'react-admin-title';
  document.body.append(portal);
  const view = render(
    <TestAdmin path={path}>
      <DocumentTitle />
      {title && <Title title={title} />}
    </TestAdmin>,
  );
  return { ...view, portal };
};

beforeEach(async () => {
  document.body.innerHTML = '';
  document.title = 'Flotilla';
  await i18nProvider.changeLocale('es');
});

describe("the browser tab's title names the screen and the record", () => {
  it('joins the parts, the most specific first, once each', () => {
    expect(documentTitleOf(['ADY-793-H', 'Vehículos'], 'Flotilla')).toBe('ADY-793-H · Vehículos · Flotilla');
    expect(documentTitleOf(['Vehículos', 'Vehículos'], 'Flotilla')).toBe('Vehículos · Flotilla');
    expect(documentTitleOf(['', undefined], 'Flotilla')).toBe('Flotilla');
  });

  it("a record: its title, then its section; a list titled as its section names it once", async () => {
    openAt('/vehiculos/ADY-793-H', 'ADY-793-H');
    await until(() => expect(document.title).toBe('ADY-793-H · Vehículos · Flotilla'));
  });

  it('follows the title as the screen draws it, and the language', async () => {
    const { portal } = openAt('/usuarios/plataforma');
    await until(() => expect(document.title).toBe('Usuarios de plataforma · Flotilla'));
    act(() => {
      portal.textContent = 'Crear usuario de plataforma';
    });
    await until(() => expect(document.title).toBe('Crear usuario de plataforma · Usuarios de plataforma · Flotilla'));
    await act(() => i18nProvider.changeLocale('en'));
    act(() => {
      portal.textContent = 'Create platform user';
    });
    await until(() => expect(document.title).toBe('Create platform user · Platform users · Flotilla'));
  });

  it('a loan screen is named by its menu entry; home by its own title', async () => {
    const first = openAt('/viajes_fleet/viajes/12', 'Préstamo #12');
    await until(() => expect(document.title).toBe('Préstamo #12 · Viajes de flota · Flotilla'));
    first.unmount();
    document.body.innerHTML = '';
    openAt('/', 'Inicio');
    await until(() => expect(document.title).toBe('Inicio · Flotilla'));
  });

  it('the sign-in page, and its password recovery', async () => {
    const { getByRole } = render(<SignInShell onSignedIn={vi.fn()} />);
    await until(() => expect(document.title).toBe('Iniciar sesión · Flotilla'));
    act(() => getByRole('button', { name: '¿Olvidó su contraseña?' }).click());
    await until(() => expect(document.title).toBe('Recuperar contraseña · Flotilla'));
  });
});
