/** resources.vehiculos.form: words of the vehicle form screen (en). */
export default {};
