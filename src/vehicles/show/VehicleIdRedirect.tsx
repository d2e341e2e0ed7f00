/** Placeholder until the screen is built (issue #9): resolves /vehiculos/:id/show|edit to the plate routes. */
export const VehicleIdRedirect = (_props: { to: 'show' | 'edit' }) => null;
