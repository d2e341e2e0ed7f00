import type es from '../../es/shared/apiMessages';

/** What the API answers when password recovery goes well, in English: one wording for the API and the form. */
const apiMessages: typeof es = {
  code_sent: 'If the email is registered, a verification code is on its way.',
  code_verified: 'Code verified.',
  password_changed: 'The password was changed; you can sign in now.',
};

export default apiMessages;
