import { createContext, useCallback, useContext } from 'react';
import { useCanAccess } from 'react-admin';
import { renewPath, type ExpiryRow } from './expiryRows';

/**
 * Where each row is renewed, for this reader: cards open their edit form for those who may edit
 * them and their record otherwise. Asked once for the list, not once per row.
 */
export const useRenewPathOf = () => {
  const { canAccess: fuel = false } = useCanAccess({ resource: 'tarjeta_gasolina', action: 'edit' });
  const { canAccess: toll = false } = useCanAccess({ resource: 'tarjeta_tag', action: 'edit' });
  return useCallback((row: Pick<ExpiryRow, 'kind' | 'record'>) => renewPath(row, { tarjeta_gasolina: fuel, tarjeta_tag: toll }), [fuel, toll]);
};

/** The list's answer of useRenewPathOf, for its cells. */
export const RenewPathContext = createContext<(row: Pick<ExpiryRow, 'kind' | 'record'>) => string>((row) =>
  renewPath(row, { tarjeta_gasolina: false, tarjeta_tag: false }),
);

export const useRenewPath = () => useContext(RenewPathContext);
