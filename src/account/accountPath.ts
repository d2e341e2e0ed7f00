/** My account's address (Spanish; the English alias /my_account is in src/routes/aliases.ts). */
export const ACCOUNT_PATH = '/mi_cuenta';
