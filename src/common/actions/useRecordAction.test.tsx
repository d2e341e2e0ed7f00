import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { ReauthCancelled } from '../../providers/http';
import { useRecordAction } from './useRecordAction';

const ACTION = {
  resource: 'usuarios',
  path: 'quitar_segundo_factor',
  body: {},
  successMessage: 'resources.usuarios.security.reset_done',
  errorMessage: 'resources.usuarios.security.reset_error',
} as const;

const renderAction = (recordAction: () => Promise<unknown>) =>
  renderHook(() => useRecordAction(ACTION), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestAdmin dataProvider={{ recordAction, getOne: async () => ({ data: { id: 4 } }) } as never} withToasts>
        {children}
      </TestAdmin>
    ),
  });

describe('useRecordAction', () => {
  it('says nothing when the person cancelled "Confirme que es usted"', async () => {
    const { result } = renderAction(async () => Promise.reject(new ReauthCancelled()));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current({ id: 4 }, {}, {});
    });
    expect(outcome).toEqual({ ok: false });
    expect(screen.queryByText(/No se pudo/)).toBeNull();
  });

  it('tells any other failure', async () => {
    const { result } = renderAction(async () => Promise.reject(new HttpError('Confirme que es usted para continuar', 403, { code: 'reauth_required' })));
    await act(async () => {
      await result.current({ id: 4 }, {}, {});
    });
    expect(await screen.findByText('No se pudo quitar la verificación en dos pasos: Confirme que es usted para continuar')).toBeInTheDocument();
  });
});
