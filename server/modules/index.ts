import type { ResourceDeclaration } from '../resources/define';
import { plants } from './plants';
import { departments } from './departments';
import { users } from './users';
import { platformUsers } from './platformUsers';

/** Every resource the API serves; adding one is a declaration here. */
export const modules: ResourceDeclaration[] = [plants, departments, users, platformUsers];
