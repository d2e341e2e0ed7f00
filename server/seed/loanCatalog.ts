/**
 * The words of the demo loans (server/seed/loanPlan.ts draws from these): trips as a requester
 * writes them, the reasons of refusals and cancellations, what an auditor notes on each part and
 * accessory, and incidents as an administrator reports them.
 */

/** A trip: where to, and why, in the requester's words. */
export const DEMO_TRIPS: readonly (readonly [string, string])[] = [
  ['Cliente Ternium, San Nicolás de los Garza', 'Visita al cliente para revisar la calidad de las últimas entregas.'],
  ['Proveedor Nemak, García', 'Auditoría de proceso en la planta del proveedor.'],
  ['Oficinas corporativas, San Pedro Garza García', 'Junta mensual de resultados con la dirección.'],
  ['Aduana de Nuevo Laredo', 'Entrega de documentos de importación y seguimiento de un embarque detenido.'],
  ['Almacén externo, Escobedo', 'Traslado de material de empaque entre almacenes.'],
  ['Centro de capacitación, Santa Catarina', 'Curso de seguridad industrial para supervisores.'],
  ['Cliente Whirlpool, Apodaca', 'Presentación de muestras de la nueva línea de producto.'],
  ['Laboratorio de metrología, Querétaro', 'Entrega de instrumentos para calibración anual.'],
  ['Parque Industrial Finsa, Silao', 'Visita técnica a la línea de ensamble del cliente.'],
  ['Aeropuerto de Guadalajara', 'Recoger a los auditores del cliente que llegan de Detroit.'],
  ['Proveedor de refacciones, León', 'Recoger refacciones urgentes para mantenimiento de la prensa 4.'],
  ['Secretaría de Economía, Ciudad de México', 'Trámite de permisos de importación temporal.'],
  ['Planta Ramos Arizpe', 'Apoyo al arranque de la nueva línea de pintura.'],
  ['Cliente General Motors, Ramos Arizpe', 'Reunión de seguimiento de reclamaciones de calidad.'],
  ['Universidad Autónoma de Querétaro', 'Feria de empleo para reclutar practicantes de ingeniería.'],
  ['Bodega de producto terminado, Toluca', 'Inventario físico trimestral.'],
  ['Proveedor de químicos, Tlaquepaque', 'Auditoría ambiental al proveedor.'],
  ['Hospital Ángeles, Hermosillo', 'Acompañar a un trabajador a su consulta de seguimiento.'],
  ['Cliente Bimbo, Azcapotzalco', 'Visita comercial para la renovación del contrato anual.'],
  ['Centro de distribución, Saltillo', 'Traslado de material de oficina y equipo de cómputo.'],
  ['Parque Industrial Bernardo Quintana, El Marqués', 'Capacitación a operadores en el nuevo sistema de calidad.'],
  ['Planta Monterrey Sur', 'Auditoría interna de seguridad en planta.'],
  ['Banco, sucursal Centro, Monterrey', 'Trámite bancario de la tesorería de la planta.'],
  ['Protección Civil municipal, Apodaca', 'Entrega del programa interno de protección civil.'],
  ['Expo Manufactura, Cintermex, Monterrey', 'Asistencia a la feria industrial con el equipo de ingeniería.'],
] as const;

/** Why HR (1) or an administrator (8) refused a request. */
export const HR_REFUSALS = [
  'El viaje no cuenta con la autorización de su jefe inmediato.',
  'No hay presupuesto de viáticos aprobado para este viaje.',
  'El solicitante tiene la licencia de conducir vencida; debe renovarla antes de solicitar un vehículo.',
];
export const ADMIN_REFUSALS = [
  'No hay vehículos disponibles en la planta para esas fechas.',
  'La visita puede hacerse por videollamada; no se justifica el traslado.',
  'El destino queda fuera de la zona autorizada para vehículos de flotilla.',
];
/** Why the requester refused (3) or cancelled (9) from the app, and why an administrator cancelled (10). */
export const USER_REFUSALS = ['El horario asignado no me sirve; viajaré en el transporte de personal.', 'Ya no necesito el vehículo, me lleva un compañero.'];
export const USER_CANCELLATIONS = ['El cliente canceló la reunión.', 'Se pospuso la capacitación para el próximo mes.', 'Me enfermé y no podré viajar.'];
export const ADMIN_CANCELLATIONS = [
  'El cliente pospuso la visita; se reprogramará con una nueva solicitud.',
  'El vehículo asignado debe ir al taller y no hay otro disponible.',
  'Se canceló el viaje por el pronóstico de lluvias fuertes en la carretera.',
];

/** What the auditor writes for a part rated good, regular or bad, by part; GENERIC for any other part. */
type PartNotes = Record<'good' | 'regular' | 'bad', string[]>;
const GENERIC_PART: PartNotes = {
  good: ['Sin daños visibles.', 'En buen estado.'],
  regular: ['Desgaste normal por el uso.', 'Detalle menor; revisar en el próximo servicio.'],
  bad: ['Dañado; requiere reparación.', 'No funciona correctamente; reportar a mantenimiento.'],
};
const PART_NOTES: Record<string, PartNotes> = {
  Llantas: {
    good: ['Las cuatro llantas con buena presión y dibujo suficiente.', 'Buen dibujo, sin cortes.'],
    regular: ['Desgaste irregular en la llanta delantera izquierda.', 'Presión baja en una llanta trasera; se infló.'],
    bad: ['Llanta trasera derecha ponchada.', 'Dibujo casi liso en las delanteras.'],
  },
  Frenos: {
    good: ['Frenado firme, freno de mano funciona.', 'Sin ruidos al frenar.'],
    regular: ['Rechinan un poco al frenar en bajada.', 'Pedal algo esponjoso.'],
    bad: ['Vibración fuerte al frenar; no usar en carretera.', 'Freno de mano no sujeta.'],
  },
  Parabrisas: {
    good: ['Limpio y sin estrelladuras.', 'Sin grietas.'],
    regular: ['Pequeño impacto de piedra en el lado del copiloto.', 'Rayón leve por las plumas.'],
    bad: ['Estrelladura de unos 20 cm frente al conductor.', 'Grieta que cruza el parabrisas.'],
  },
  'Espejos laterales': {
    good: ['Completos y bien ajustados.', 'Sin daños.'],
    regular: ['Carcasa del espejo izquierdo rayada.', 'El espejo derecho está flojo.'],
    bad: ['Espejo derecho roto.', 'Falta la luna del espejo izquierdo.'],
  },
  'Faros delanteros': {
    good: ['Altas, bajas y direccionales encienden.', 'Funcionan todas las luces.'],
    regular: ['Mica opaca del lado izquierdo.', 'La direccional derecha parpadea lento.'],
    bad: ['Faro izquierdo fundido.', 'Mica del faro derecho estrellada.'],
  },
  Calaveras: {
    good: ['Luces de freno y reversa funcionan.', 'Sin daños.'],
    regular: ['Calavera derecha con una fisura pequeña.', 'Un foco de freno encendía intermitente.'],
    bad: ['Calavera izquierda rota.', 'No enciende la luz de reversa.'],
  },
  Limpiaparabrisas: {
    good: ['Plumas en buen estado y chisgueteros funcionando.', 'Limpian bien.'],
    regular: ['Las plumas dejan franjas; cambiar pronto.', 'Sin líquido en el depósito; se rellenó.'],
    bad: ['La pluma del conductor está rota.', 'El motor del limpiaparabrisas no arranca.'],
  },
  Carrocería: {
    good: ['Sin golpes ni rayones.', 'Carrocería limpia y sin daños.'],
    regular: ['Rayón ligero en la puerta trasera derecha.', 'Abolladura pequeña en la salpicadera.'],
    bad: ['Golpe en la puerta del conductor.', 'Rayón profundo a lo largo del costado izquierdo.'],
  },
  Defensas: {
    good: ['Bien sujetas, sin daños.', 'Sin golpes.'],
    regular: ['Raspón en la esquina de la defensa trasera.', 'Defensa delantera algo desalineada.'],
    bad: ['Defensa trasera desprendida de un lado.', 'Defensa delantera rota.'],
  },
  Vestiduras: {
    good: ['Asientos limpios, cinturones funcionan.', 'Tapicería en buen estado.'],
    regular: ['Mancha en el asiento trasero.', 'Tapete del conductor desgastado.'],
    bad: ['Asiento del copiloto rasgado.', 'El cinturón trasero central no abrocha.'],
  },
};
export const partNotes = (name: string) => PART_NOTES[name] ?? GENERIC_PART;

/** What the auditor writes for an accessory that is there (yes) or missing (no). */
export const ACCESSORY_NOTES: Record<'yes' | 'no', string[]> = {
  yes: ['Presente y en buen estado.', 'Revisado, completo.', 'En su lugar.'],
  no: ['No se encontró en el vehículo.', 'Falta; se reportó a la planta.', 'No se entregó con el vehículo.'],
};

/** An incident: what happened, what each photo shows, and the items the return audit finds worse for it. */
export const DEMO_INCIDENTS: readonly { descripcion: string; photos: string[]; worse: string[] }[] = [
  {
    descripcion: 'Al regresar de la visita al cliente, otro vehículo golpeó la puerta del conductor en el estacionamiento. Se levantó el reporte con la aseguradora.',
    photos: ['Golpe en la puerta del conductor.', 'Rayones en la manija y el marco de la puerta.'],
    worse: ['Carrocería'],
  },
  {
    descripcion: 'Una piedra golpeó el parabrisas en la autopista y dejó una estrelladura que creció durante el viaje.',
    photos: ['Estrelladura en el parabrisas frente al conductor.'],
    worse: ['Parabrisas'],
  },
  {
    descripcion: 'Se ponchó la llanta trasera derecha en la carretera; se cambió por la de refacción, que quedó en uso.',
    photos: ['Llanta ponchada.', 'Llanta de refacción instalada.'],
    worse: ['Llantas', 'Llanta de refacción'],
  },
];
