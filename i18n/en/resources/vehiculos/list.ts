/** resources.vehiculos.list: words of the vehicle list screen (en). */
export default {};
