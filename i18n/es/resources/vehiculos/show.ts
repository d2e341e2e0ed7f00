/** resources.vehiculos.show: words of the vehicle show screen (es). */
export default {};
