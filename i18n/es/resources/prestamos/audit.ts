/** resources.prestamos.audit: the words of the audit screen (es). */
export default {
  title: {
    crear: 'Auditoría del préstamo #%{id}',
    ver: 'Auditorías del préstamo #%{id}',
  },
  type: {
    initial: 'Auditoría inicial',
    final: 'Auditoría final',
  },
  header: {
    loan: 'Préstamo #%{id}',
    requester: 'Solicitante',
    vehicle: 'Vehículo',
  },
  fields: {
    kilometraje: 'Kilometraje',
    gasolina: 'Gasolina (%)',
    comentario: 'Comentario',
    imagen: 'Foto',
  },
  ratings: {
    good: 'Bueno',
    regular: 'Regular',
    bad: 'Malo',
    yes: 'Sí',
    no: 'No',
  },
  hints: {
    km_initial: 'Kilometraje de la auditoría inicial: %{km}. El final no puede ser menor.',
    fuel: 'Nivel del tanque, de 0 a 100 %.',
  },
  sections: {
    vehicle: 'Vehículo',
    parts: 'Piezas',
    accessories: 'Accesorios',
    manage_parts: 'Gestionar piezas',
    manage_accessories: 'Gestionar accesorios',
    no_parts: 'No hay piezas activas que revisar. Si deben revisarse, actívelas o agréguelas en Gestionar piezas.',
    no_accessories: 'No hay accesorios activos que revisar. Si deben revisarse, actívelos o agréguelos en Gestionar accesorios.',
  },
  photo: {
    take: 'Tomar o elegir foto',
    replace: 'Reemplazar',
    remove: 'Quitar',
    alt: 'Foto de %{name}',
    open: 'Ampliar la foto de %{name}',
    missing: 'Foto no disponible',
  },
  validation: {
    rating: 'Califique este elemento.',
    comment: 'Escriba un comentario sobre este elemento.',
    photo: 'Agregue una foto de este elemento.',
    km_below: 'El kilometraje no puede ser menor que el de la auditoría inicial (%{count}).',
  },
  incomplete: {
    title: 'Falta completar %{smart_count} elemento |||| Falta completar %{smart_count} elementos',
  },
  submit: {
    initial: 'Guardar auditoría inicial',
    final: 'Guardar auditoría final',
    sending: 'Enviando la auditoría y sus fotos…',
    blocked: 'No se puede enviar la auditoría hasta cargar la lista completa de piezas y accesorios.',
  },
  notifications: {
    saved_initial: 'Auditoría inicial guardada.',
    saved_final: 'Auditoría final guardada.',
    save_error: 'No se pudo guardar la auditoría: %{error}',
  },
  preload: {
    title: 'No se pudo cargar todo',
    failed: 'No se pudo cargar: %{what}.',
    parts: 'la lista de piezas activas',
    accessories: 'la lista de accesorios activos',
    initial: 'la auditoría inicial',
    final: 'la auditoría final',
    retry: 'Reintentar',
    loan_missing: 'No se pudo cargar el préstamo #%{id}. Revise su conexión e inténtelo de nuevo.',
  },
  none: {
    title: 'Este préstamo no tiene auditoría por hacer ahora',
    message: 'Su estatus es «%{status}». La auditoría inicial se hace con el préstamo aprobado por el administrador y con vehículo asignado; la final, con el préstamo en auditoría inicial.',
  },
  read_only: 'Solo un administrador puede realizar auditorías. Puede consultar las que ya se hicieron.',
  view: {
    not_done: 'Aún no se ha hecho.',
    date: 'Fecha',
    author: 'Realizada por',
    items: 'Elementos revisados',
    no_items: 'No se revisaron piezas ni accesorios.',
  },
  links: {
    record: 'Volver al préstamo',
    view: 'Ver auditorías',
    report: 'Acta de entrega y devolución',
    list: 'Viajes de flota',
  },
};
