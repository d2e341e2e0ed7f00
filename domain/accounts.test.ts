import { isAccountResource, isOwnAccount } from './accounts';

describe('isOwnAccount', () => {
  it('is true for the asker\'s record on both user resources, the ids compared whatever their type', () => {
    expect(isOwnAccount('usuarios', { id: 7 }, { id: 7 })).toBe(true);
    expect(isOwnAccount('usuarios/plataforma', { id: '7' }, { id: 7 })).toBe(true);
  });

  it('is false for someone else, for other resources, and while either side is unknown', () => {
    expect(isOwnAccount('usuarios', { id: 8 }, { id: 7 })).toBe(false);
    expect(isOwnAccount('plantas', { id: 7 }, { id: 7 })).toBe(false);
    expect(isOwnAccount('usuarios', { id: 7 }, undefined)).toBe(false);
    expect(isOwnAccount('usuarios', undefined, { id: 7 })).toBe(false);
    expect(isOwnAccount('usuarios', { id: null }, { id: null })).toBe(false);
  });

  it('knows which resources hold accounts', () => {
    expect(isAccountResource('usuarios')).toBe(true);
    expect(isAccountResource('usuarios/plataforma')).toBe(true);
    expect(isAccountResource('departamentos')).toBe(false);
    expect(isAccountResource(undefined)).toBe(false);
  });
});
