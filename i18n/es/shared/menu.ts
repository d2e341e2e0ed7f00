/** app.menu: the side menu's sections (src/layout/menuSections.ts), Spanish. */
export default {
  label: 'Menú principal',
  sections: {
    people: 'Personas',
    fleet: 'Flota',
    transport: 'Transporte de personal',
    security: 'Seguridad',
    catalogues: 'Catálogos',
    settings: 'Preferencias',
  },
};
