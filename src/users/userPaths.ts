import type { Identifier } from 'react-admin';

/** SPEC §2: the user record page is /usuarios/:usuario (alias /users/:usuario). */
export const userPath = (id: Identifier) => `/usuarios/${id}`;

/** The edit form, under the record page. */
export const userEditPath = (id: Identifier) => `/usuarios/${id}/edit`;
