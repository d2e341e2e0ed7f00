/** resources.prestamos.show: the words of that loan screen (es). */
export default {};
