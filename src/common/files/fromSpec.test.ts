import { USER_FILES } from '../../../domain/userFiles';
import { checkFile } from './filePolicy';
import { fromSpec } from './fromSpec';

describe('fromSpec: a screen file from the spec the server declares too', () => {
  it('takes paths, form fields and the expiry date from the spec', () => {
    expect(fromSpec('usuarios', USER_FILES.licence)).toMatchObject({
      action: 'licence',
      source: 'licencia',
      read: 'licencia',
      upload: 'licencia',
      formField: 'licencia',
      expiry: { source: 'vencimiento', required: true },
      policy: { types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], maxMb: 10 },
    });
    expect(fromSpec('usuarios', USER_FILES.photo)).toMatchObject({ upload: 'foto_perfil', read: 'imagen', formField: 'imagen', expiry: undefined });
  });

  it('checks a picked file against the spec\'s own size and kind before sending', () => {
    const { policy } = fromSpec('vehiculos', { field: 'placa', upload: 'placa', kind: 'image', access: 'documents', maxMb: 5 });
    const picture = (mb: number, type = 'image/png') => new File([new Uint8Array(mb * 1024 * 1024)], 'placa.png', { type });
    expect(checkFile(picture(4), policy, 'es')).toBeUndefined();
    expect(checkFile(picture(6), policy, 'es')).toEqual({ message: 'app.validation.file_size', args: { count: 5 } });
    expect(checkFile(picture(1, 'application/pdf'), policy, 'es')).toMatchObject({ message: 'app.validation.file_type' });
  });
});
