import type { ScreenLink } from '../loans/loanScreens';
import { LOAN_SCREENS } from '../loans/loanScreens';
import { TRIP_REQUEST_SCREEN } from '../tripRequests';

/**
 * A menu entry: a resource's own list, named and drawn with the icon of its <Resource>
 * (src/resources.ts), or a screen of SPEC §2 that is no resource's list (src/layout/screenLinks.ts).
 */
export type MenuEntry = { resource: string } | ScreenLink;

export type MenuSectionId = 'people' | 'fleet' | 'transport' | 'security' | 'catalogues' | 'settings';

export interface MenuSection {
  /** Its heading is app.menu.sections.<id>; its open or closed state is remembered by this id. */
  id: MenuSectionId;
  entries: readonly MenuEntry[];
}

const list = (resource: string): MenuEntry => ({ resource });

/**
 * The menu's sections and their entries, in order: a new screen adds one line to its section.
 * Each group sees the entries it may list (domain/access.ts) and no section left empty (menuEntries.ts).
 */
export const MENU_SECTIONS: readonly MenuSection[] = [
  { id: 'people', entries: [list('usuarios'), list('usuarios/plataforma'), list('departamentos')] },
  {
    id: 'fleet',
    // Documents about to expire (the expiry centre) after the cards.
    entries: [list('vehiculos'), ...LOAN_SCREENS, list('tarjeta_gasolina'), list('tarjeta_tag'), list('vencimientos')],
  },
  { id: 'transport', entries: [list('rutas'), list('viajes'), list('viajes/conductores'), list('viajes/ocupantes'), TRIP_REQUEST_SCREEN] },
  { id: 'security', entries: [list('alertas')] },
  { id: 'catalogues', entries: [list('plantas'), list('piezas'), list('accesorios')] },
  { id: 'settings', entries: [list('configuracion'), list('notificaciones')] },
];
