/** app.menu: the side menu's sections (src/layout/menuSections.ts), English. */
export default {
  label: 'Main menu',
  sections: {
    people: 'People',
    fleet: 'Fleet',
    transport: 'Staff transport',
    security: 'Security',
    catalogues: 'Catalogues',
    settings: 'Preferences',
  },
};
