/** resources.prestamos.audit: the words of the audit screen (en). */
export default {
  title: {
    crear: 'Audit of loan #%{id}',
    ver: 'Audits of loan #%{id}',
  },
  type: {
    initial: 'Initial audit',
    final: 'Final audit',
  },
  header: {
    loan: 'Loan #%{id}',
    requester: 'Requester',
    vehicle: 'Vehicle',
  },
  fields: {
    kilometraje: 'Mileage',
    gasolina: 'Fuel (%)',
    comentario: 'Comment',
    imagen: 'Photo',
  },
  ratings: {
    good: 'Good',
    regular: 'Fair',
    bad: 'Bad',
    yes: 'Yes',
    no: 'No',
  },
  hints: {
    km_initial: 'Mileage at the initial audit: %{km}. The final one cannot be lower.',
    fuel: 'Tank level, 0 to 100 %.',
  },
  sections: {
    vehicle: 'Vehicle',
    parts: 'Parts',
    accessories: 'Accessories',
    manage_parts: 'Manage parts',
    manage_accessories: 'Manage accessories',
    no_parts: 'There are no active parts to check. If some should be checked, activate or add them in Manage parts.',
    no_accessories: 'There are no active accessories to check. If some should be checked, activate or add them in Manage accessories.',
  },
  photo: {
    take: 'Take or choose a photo',
    replace: 'Replace',
    remove: 'Remove',
    alt: 'Photo of %{name}',
    open: 'Enlarge the photo of %{name}',
    missing: 'Photo not available',
  },
  validation: {
    rating: 'Rate this item.',
    comment: 'Write a comment about this item.',
    photo: 'Add a photo of this item.',
    km_below: 'The mileage cannot be lower than at the initial audit (%{count}).',
  },
  incomplete: {
    title: '%{smart_count} item is incomplete |||| %{smart_count} items are incomplete',
  },
  submit: {
    initial: 'Save initial audit',
    final: 'Save final audit',
    sending: 'Sending the audit and its photos…',
    blocked: 'The audit cannot be sent until the full list of parts and accessories has loaded.',
  },
  notifications: {
    saved_initial: 'Initial audit saved.',
    saved_final: 'Final audit saved.',
    save_error: 'The audit could not be saved: %{error}',
  },
  preload: {
    title: 'Not everything could be loaded',
    failed: 'Could not load: %{what}.',
    parts: 'the list of active parts',
    accessories: 'the list of active accessories',
    initial: 'the initial audit',
    final: 'the final audit',
    retry: 'Retry',
    loan_missing: 'Loan #%{id} could not be loaded. Check your connection and try again.',
  },
  none: {
    title: 'This loan has no audit to perform now',
    message: 'Its status is “%{status}”. The initial audit is done once the loan is approved by the administrator and has a vehicle; the final one while the loan is in initial audit.',
  },
  read_only: 'Only an administrator can perform audits. You can look at the ones already done.',
  view: {
    not_done: 'Not done yet.',
    date: 'Date',
    author: 'Done by',
    items: 'Items checked',
    no_items: 'No parts or accessories were checked.',
  },
  links: {
    record: 'Back to the loan',
    view: 'View audits',
    report: 'Hand-over report',
    list: 'Fleet trips',
  },
};
