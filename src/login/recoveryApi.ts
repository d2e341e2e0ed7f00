import { requestJson } from '../providers/http';

/** SPEC §7 password recovery; these calls carry no Authorization header. */
const post = (path: string, body: object) => requestJson<{ detail?: string }>(`codigo_verificacion/${path}`, { method: 'POST', body, auth: false });

export const sendCode = (email: string) => post('enviar_correo/', { email });
export const verifyCode = (email: string, codigo: string) => post('verificar_codigo/', { email, codigo });
export const resetPassword = (email: string, contrasena: string, codigo: string) =>
  post('restablecer_contrasena/', { email, contrasena, codigo });
