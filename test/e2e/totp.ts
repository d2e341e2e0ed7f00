import { generate } from 'otplib';
import type { Page } from 'playwright-core';

/**
 * The code an authenticator app shows for `secret` now, or `stepOffset` 30-s steps from now,
 * computed by the library the server checks codes with. The server accepts one step ahead
 * (RFC 6238 drift) and each step once per person, so a test that used the current step
 * signs in next with +1 instead of waiting for a new window.
 */
export const totpAt = (secret: string, stepOffset = 0) =>
  generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + 30 * stepOffset });

/** The secret the setup step shows for typing by hand (SecretText: a read-only field, in groups of four). */
export const shownSecret = async (page: Page) => {
  const field = page.getByLabel(/^(Clave para escribir a mano|Key to type by hand)$/);
  await field.waitFor({ state: 'visible' });
  return (await field.inputValue()).replace(/\s/g, '');
};
