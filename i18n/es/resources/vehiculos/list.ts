/** resources.vehiculos.list: words of the vehicle list screen (es). */
export default {};
