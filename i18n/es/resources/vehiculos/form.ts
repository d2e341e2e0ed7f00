/** resources.vehiculos.form: words of the vehicle form screen (es). */
export default {};
