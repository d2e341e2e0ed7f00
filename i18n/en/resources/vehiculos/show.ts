/** resources.vehiculos.show: words of the vehicle show screen (en). */
export default {};
