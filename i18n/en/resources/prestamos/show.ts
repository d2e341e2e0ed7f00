/** resources.prestamos.show: the words of that loan screen (en). */
export default {};
