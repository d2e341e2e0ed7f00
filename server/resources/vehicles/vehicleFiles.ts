import { VEHICLE_FILES as SPECS } from '../../../domain/vehicles';
import type { FileDeclaration } from '../../kit/define';

/** A vehicle's photos and documents (domain/vehicles.ts), served by `vehiculos/`. */
export const VEHICLE_FILES: FileDeclaration[] = Object.values(SPECS).map((spec) => ({ ...spec }));
