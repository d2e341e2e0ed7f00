/** resources.vehiculos.form: words of the vehicle create and edit forms (en). */
export default {
  sections: {
    vehicle: 'Vehicle',
    photos: 'Photos',
    documents: 'Documents',
  },
  help: {
    matricula: 'Stored in upper case without spaces.',
    owner: 'The driver who owns the vehicle; Transport module only.',
    numero_de_serie: '17 letters and digits, without I, O or Q.',
    photos: 'The front, side and rear photos are required; the plate photo is optional.',
    documents: 'Each document carries its expiry date.',
    keep_file: 'Leave it empty to keep the current file.',
  },
  validation: {
    plate: 'Enter a valid licence plate.',
    serial: 'Enter a valid serial number: 17 letters and digits, without I, O or Q.',
    photos_required: 'Vehicle registration requires three images.',
    future_date: 'The date cannot be later than today.',
    date_needs_file: "Choose the document's file: the expiry date is saved with it.",
  },
  saving: 'Saving the vehicle and its files…',
};
