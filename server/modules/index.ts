import type { ResourceDeclaration } from '../resources/define';
import { plants } from './plants';
import { departments } from './departments';

/** Every resource the API serves; adding one is a declaration here. */
export const modules: ResourceDeclaration[] = [plants, departments];
