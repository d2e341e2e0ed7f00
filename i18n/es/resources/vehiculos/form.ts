/** resources.vehiculos.form: words of the vehicle create and edit forms (es). */
export default {
  sections: {
    vehicle: 'Vehículo',
    photos: 'Fotos',
    documents: 'Documentos',
  },
  help: {
    matricula: 'Se guarda en mayúsculas y sin espacios.',
    owner: 'El conductor dueño del vehículo; solo en el módulo Transporte.',
    numero_de_serie: '17 letras y números, sin I, O ni Q.',
    photos: 'Las fotos frontal, lateral y trasera son obligatorias; la de la placa es opcional.',
    documents: 'Cada documento lleva su fecha de vencimiento.',
    keep_file: 'Déjelo vacío para conservar el archivo actual.',
  },
  validation: {
    plate: 'Ingrese una matrícula válida.',
    serial: 'Ingrese un número de serie válido: 17 letras y números, sin I, O ni Q.',
    photos_required: 'El registro del vehículo requiere tres imágenes.',
    future_date: 'La fecha no puede ser posterior a hoy.',
    date_needs_file: 'Elija el archivo del documento: la fecha de vencimiento se guarda con él.',
  },
  saving: 'Guardando el vehículo y sus archivos…',
};
