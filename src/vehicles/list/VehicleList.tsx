/** Placeholder until the screen is built (issue #9). */
export const VehicleList = () => null;
