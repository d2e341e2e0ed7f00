import { render, screen } from '@testing-library/react';
import { ResourceDefinitionContextProvider, type RaRecord } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { i18nProvider } from '../../providers/i18nProvider';
import { useConfirmText, type ConfirmAction } from './useConfirmText';

const fullName = (record: RaRecord) => `${record.name} ${record.last_name}`;
const definitions = {
  usuarios: { name: 'usuarios', recordRepresentation: fullName },
  plantas: { name: 'plantas', recordRepresentation: 'name' },
  departamentos: { name: 'departamentos', recordRepresentation: 'name' },
  piezas: { name: 'piezas', recordRepresentation: 'name' },
};

const Question = ({ resource, action, record, count }: { resource: string; action: ConfirmAction; record?: RaRecord; count?: number }) => (
  <p>{useConfirmText(resource)(action, { record, count }).title}</p>
);

const ask = (resource: string, action: ConfirmAction, options: { record?: RaRecord; count?: number } = {}) =>
  render(
    <TestAdmin>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <Question resource={resource} action={action} {...options} />
      </ResourceDefinitionContextProvider>
    </TestAdmin>,
  );

const ana = { id: 7, name: 'Ana', last_name: 'López' };

describe('confirmation questions agree with the resource and name the record', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it.each([
    ['plantas', 'delete', {}, '¿Eliminar esta planta?'],
    ['departamentos', 'delete', { count: 2 }, '¿Eliminar estos 2 departamentos?'],
    ['piezas', 'disable', { count: 3 }, '¿Deshabilitar estas 3 piezas?'],
    ['usuarios', 'disable', { record: ana }, '¿Deshabilitar a Ana López?'],
    ['plantas', 'delete', { record: { id: 1, name: 'Planta Norte' } }, '¿Eliminar la planta Planta Norte?'],
    ['usuarios', 'enable', { count: 4 }, '¿Habilitar estos 4 usuarios?'],
    ['sin_frase', 'delete', { count: 2 }, '¿Eliminar estos 2 registros?'],
  ] as const)('es: %s %s %o → %s', async (resource, action, options, text) => {
    ask(resource, action, options);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['plantas', 'delete', {}, 'Delete this plant?'],
    ['departamentos', 'delete', { count: 2 }, 'Delete these 2 departments?'],
    ['usuarios', 'disable', { record: ana }, 'Disable Ana López?'],
    ['plantas', 'delete', { record: { id: 1, name: 'Planta Norte' } }, 'Delete the plant Planta Norte?'],
  ] as const)('en: %s %s %o → %s', async (resource, action, options, text) => {
    await i18nProvider.changeLocale('en');
    ask(resource, action, options);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
