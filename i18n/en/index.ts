import englishMessages from 'ra-language-english';
import type { Messages } from '../es/index';
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

/** English catalogue (fallback language). Same keys as es.ts, checked by i18n/i18n.test.ts. */
const en: Messages = {
  // react-admin's English, except the dashboard, which is our Home page (SPEC §2).
  // A record page is titled by the record itself: "Plant Planta Apodaca" read twice.
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, dashboard: 'Home', show: '%{recordRepresentation}', edit: 'Edit: %{recordRepresentation}' },
    // react-admin's own put the list's capitalised name mid-sentence ("No Users found using…").
    navigation: { ...englishMessages.ra.navigation, no_filtered_results: 'No results match the current filters.', no_results: 'No results found.' },
  } as Messages['ra'],
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
      label: 'Language',
      // The button's name holds the code it shows (WCAG 2.5.3: the visible text is part of the name).
      current: 'Language: %{code}',
      es: 'Español',
      en: 'English',
    },
    // The user menu's button shows the person's name, so its accessible name holds it too.
    user_menu: { named: "%{name}'s profile" },
    home,
    menu,
    not_found: {
      title: 'Page not found',
      message: 'The address %{path} does not exist.',
      back_home: 'Go home',
    },
    form: {
      // The summary a refused form shows at its top, in place of a toast.
      errors: {
        title: '%{smart_count} entry needs fixing |||| %{smart_count} entries need fixing',
      },
      // Leaving a form with unsaved changes inside the app (closing the tab asks in the browser's words).
      unsaved: {
        title: 'Leave without saving?',
        leave: 'Leave without saving',
        stay: 'Keep editing',
      },
    },
    inputs: {
      // An autocomplete whose search matches nothing.
      no_options: 'No matches',
    },
    access_denied: {
      title: 'Access denied',
      message: 'Your role (%{role}) cannot open %{path}.',
      message_elsewhere: 'Your role (%{role}) cannot open the page you asked for.',
      ask: 'If you need it, ask an administrator for the permission.',
      back_to: 'Go to %{name}',
      back_home: 'Go home',
    },
    date_picker: {
      // MUI's date picker's own texts.
      previous_month: 'Previous month',
      next_month: 'Next month',
      open_previous_view: 'Open previous view',
      open_next_view: 'Open next view',
      to_calendar_view: 'year view is open, switch to calendar view',
      to_year_view: 'calendar view is open, switch to year view',
      cancel: 'Cancel',
      clear: 'Clear',
      ok: 'OK',
      today: 'Today',
      next_step: 'Next',
      toolbar_title: 'Select date',
      choose_date: 'Choose date',
      choose_date_chosen: 'Choose date, selected date is %{date}',
      clear_value: 'Clear',
      date_table: 'pick date',
      year_letter: 'Y',
      month_letter: 'M',
      day_letter: 'D',
      year: 'Year',
      month: 'Month',
      day: 'Day',
      week_day: 'Week day',
      empty: 'Empty',
    },
    image_viewer: {
      title: 'Image viewer',
      toolbar: 'Viewer controls',
      counter: '%{current} of %{total}',
      close: 'Close (Esc)',
      zoom_in: 'Zoom in (+)',
      zoom_out: 'Zoom out (-)',
      fit: 'Fit to screen (0)',
      previous: 'Previous (←)',
      next: 'Next (→)',
      play: 'Play slideshow (space)',
      pause: 'Pause slideshow (space)',
    },
    auth: {
      title: 'Sign in',
      subtitle: 'Fleet and staff transport back office',
      email: 'Email',
      password: 'Password',
      remember_me: 'Remember me',
      sign_in: 'Sign in',
      signing_in: 'Signing in…',
      forgot_password: 'Forgot your password?',
      email_required: 'Type your email',
      password_required: 'Type your password',
      // Read by authProvider; the words are the API's (shared/apiErrors), as for every code.
      incomplete_credentials: errors.incomplete_credentials,
      tries_exceeded: errors.tries_exceeded,
      no_allowed: errors.no_allowed,
      session_expired: 'Your session expired, please sign in again',
      // The tab's session was ended from another browser or by an administrator (its socket says so).
      session_ended: 'Your session was ended elsewhere',
      factor_required: 'Your group requires two-step verification: set it up to continue.',
      logged_out: 'Signed out',
      user_menu: 'User menu',
    },
    recovery: {
      title: 'Recover password',
      step_email: 'Email',
      step_code: 'Code',
      step_password: 'New password',
      email_help: 'We will send a verification code to your email.',
      code_help: 'Type the 6-digit code you received by email.',
      password_help: 'Choose a new password of %{count} to %{max} characters; a phrase with spaces is fine, with no rules about capitals or symbols. Common passwords are refused.',
      send_code: 'Send code',
      verify_code: 'Verify code',
      change_password: 'Change password',
      code: 'Verification code',
      new_password: 'New password',
      confirm_password: 'Confirm password',
      passwords_mismatch: 'The passwords do not match',
      password_too_short: 'The password must have at least %{count} characters',
      code_format: 'The code has 6 digits',
      code_sent: apiMessages.code_sent,
      code_verified: apiMessages.code_verified,
      password_changed: apiMessages.password_changed,
      back_to_login: 'Back to sign in',
      // A code asked for before (a reload, or coming back later) is typed without asking again.
      have_code: 'I already have a code',
      new_code: 'Ask for a new code',
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

export default en;
