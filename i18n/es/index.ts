import { raSpanish } from './ra';
import usuarios from './resources/usuarios';
import plataforma from './resources/plataforma';
import plantas from './resources/plantas';
import departamentos from './resources/departamentos';
import piezas from './resources/piezas';
import accesorios from './resources/accesorios';
import notificaciones from './resources/notificaciones';
import configuracion from './resources/configuracion';
import vehiculos from './resources/vehiculos';
import prestamos, { solicitudesFleet } from './resources/prestamos';
import tarjeta_gasolina from './resources/tarjeta_gasolina';
import tarjeta_tag from './resources/tarjeta_tag';
import rutas from './resources/rutas';
import viajes from './resources/viajes';
import detalle_viaje from './resources/detalle_viaje';
import viajes_conductores from './resources/viajes_conductores';
import viajes_ocupantes from './resources/viajes_ocupantes';
import solicitudes_viaje from './resources/solicitudes_viaje';
import alertas from './resources/alertas';
import vencimientos from './resources/vencimientos';
import roles from './shared/roles';
import status from './shared/status';
import progress from './shared/progress';
import list from './shared/list';
import exportMessages from './shared/export';
import bulk from './shared/bulk';
import validation from './shared/validation';
import confirm from './shared/confirm';
import errors from './shared/errors';
import apiMessages from './shared/apiMessages';
import actions from './shared/actions';
import files from './shared/files';
import history from './shared/history';
import maps from './shared/maps';
import home from './shared/home';
import menu from './shared/menu';
import views from './shared/views';
import account from './shared/account';
import secondFactor from './shared/secondFactor';

/**
 * Spanish catalogue (default language, SPEC §1). Every text the client shows comes from here
 * or from en.ts, which must hold exactly the same keys (i18n/i18n.test.ts).
 * Top-level keys: `ra` (react-admin), `resources` (labels per API base), `app` (our screens).
 * The API's messages (i18n/server) are assembled from the shared and per-resource files here.
 */
const es = {
  ...raSpanish,
  resources: {
    usuarios: usuarios,
    'usuarios/plataforma': plataforma,
    plantas: plantas,
    departamentos: departamentos,
    piezas: piezas,
    accesorios: accesorios,
    notificaciones: notificaciones,
    configuracion: configuracion,
    vehiculos: vehiculos,
    prestamos: prestamos,
    solicitudes_fleet: solicitudesFleet,
    tarjeta_gasolina: tarjeta_gasolina,
    tarjeta_tag: tarjeta_tag,
    rutas: rutas,
    viajes: viajes,
    detalle_viaje: detalle_viaje,
    'viajes/conductores': viajes_conductores,
    'viajes/ocupantes': viajes_ocupantes,
    solicitudes_viaje: solicitudes_viaje,
    alertas: alertas,
    vencimientos: vencimientos,
  },
  app: {
    title: 'Flotilla',
    language: {
      label: 'Idioma',
      // The button's name holds the code it shows (WCAG 2.5.3: the visible text is part of the name).
      current: 'Idioma: %{code}',
      es: 'Español',
      en: 'English',
    },
    // The user menu's button shows the person's name, so its accessible name holds it too.
    user_menu: { named: 'Perfil de %{name}' },
    home,
    menu,
    not_found: {
      title: 'Página no encontrada',
      message: 'La dirección %{path} no existe.',
      back_home: 'Ir al inicio',
    },
    form: {
      // The summary a refused form shows at its top, in place of a toast.
      errors: {
        title: 'Hay %{smart_count} dato por corregir |||| Hay %{smart_count} datos por corregir',
      },
      // Leaving a form with unsaved changes inside the app (closing the tab asks in the browser's words).
      unsaved: {
        title: '¿Salir sin guardar?',
        leave: 'Salir sin guardar',
        stay: 'Seguir editando',
      },
    },
    inputs: {
      // An autocomplete whose search matches nothing.
      no_options: 'No hay coincidencias',
    },
    access_denied: {
      title: 'Acceso denegado',
      message: 'Con su rol (%{role}) no puede abrir la dirección %{path}.',
      message_elsewhere: 'Con su rol (%{role}) no puede abrir la página que pidió.',
      ask: 'Si la necesita, pida el permiso a un administrador.',
      back_to: 'Ir a %{name}',
      back_home: 'Ir al inicio',
    },
    date_picker: {
      // MUI's date picker's own texts (its Spanish mixes tú and usted and writes "Dia").
      previous_month: 'Mes anterior',
      next_month: 'Mes siguiente',
      open_previous_view: 'Abrir la vista anterior',
      open_next_view: 'Abrir la vista siguiente',
      to_calendar_view: 'La vista de años está abierta; cambiar a la vista de calendario',
      to_year_view: 'La vista de calendario está abierta; cambiar a la vista de años',
      cancel: 'Cancelar',
      clear: 'Borrar',
      ok: 'Aceptar',
      today: 'Hoy',
      next_step: 'Siguiente',
      toolbar_title: 'Seleccione una fecha',
      choose_date: 'Elegir fecha',
      choose_date_chosen: 'Elegir fecha; la fecha elegida es %{date}',
      clear_value: 'Borrar el valor',
      date_table: 'elegir fecha',
      year_letter: 'A',
      month_letter: 'M',
      day_letter: 'D',
      year: 'Año',
      month: 'Mes',
      day: 'Día',
      week_day: 'Día de la semana',
      empty: 'Vacío',
    },
    image_viewer: {
      title: 'Visor de imágenes',
      toolbar: 'Controles del visor',
      counter: '%{current} de %{total}',
      close: 'Cerrar (Esc)',
      zoom_in: 'Acercar (+)',
      zoom_out: 'Alejar (-)',
      fit: 'Ajustar a la pantalla (0)',
      previous: 'Anterior (←)',
      next: 'Siguiente (→)',
      play: 'Reproducir presentación (espacio)',
      pause: 'Pausar presentación (espacio)',
    },
    auth: {
      title: 'Iniciar sesión',
      subtitle: 'Administración de flotilla y transporte de personal',
      email: 'Correo electrónico',
      password: 'Contraseña',
      remember_me: 'Recordarme',
      sign_in: 'Iniciar sesión',
      signing_in: 'Iniciando sesión…',
      forgot_password: '¿Olvidó su contraseña?',
      email_required: 'Escriba su correo electrónico',
      password_required: 'Escriba su contraseña',
      // Read by authProvider; the words are the API's (shared/apiErrors), as for every code.
      incomplete_credentials: errors.incomplete_credentials,
      tries_exceeded: errors.tries_exceeded,
      no_allowed: errors.no_allowed,
      session_expired: 'Su sesión expiró, vuelva a iniciar sesión',
      // The tab's session was ended from another browser or by an administrator (its socket says so).
      session_ended: 'Se cerró su sesión desde otro lugar',
      factor_required: 'Su grupo requiere la verificación en dos pasos: configúrela para continuar.',
      logged_out: 'Sesión cerrada',
      user_menu: 'Menú de usuario',
    },
    recovery: {
      title: 'Recuperar contraseña',
      step_email: 'Correo',
      step_code: 'Código',
      step_password: 'Nueva contraseña',
      email_help: 'Le enviaremos un código de verificación a su correo.',
      code_help: 'Escriba el código de 6 dígitos que recibió en su correo.',
      password_help: 'Elija una nueva contraseña de %{count} a %{max} caracteres; puede ser una frase con espacios, sin reglas de mayúsculas ni símbolos. No se aceptan contraseñas comunes.',
      send_code: 'Enviar código',
      verify_code: 'Verificar código',
      change_password: 'Cambiar contraseña',
      code: 'Código de verificación',
      new_password: 'Nueva contraseña',
      confirm_password: 'Confirmar contraseña',
      passwords_mismatch: 'Las contraseñas no coinciden',
      password_too_short: 'La contraseña debe tener al menos %{count} caracteres',
      code_format: 'El código tiene 6 dígitos',
      code_sent: apiMessages.code_sent,
      code_verified: apiMessages.code_verified,
      password_changed: apiMessages.password_changed,
      back_to_login: 'Volver a iniciar sesión',
      // A code asked for before (a reload, or coming back later) is typed without asking again.
      have_code: 'Ya tengo un código',
      new_code: 'Pedir un código nuevo',
    },
    roles,
    status,
    progress,
    list,
    export: exportMessages,
    bulk,
    validation,
    errors,
    confirm,
    actions,
    files,
    history,
    maps,
    views,
    account,
    second_factor: secondFactor,
  },
};

export default es;
export type Messages = typeof es;
