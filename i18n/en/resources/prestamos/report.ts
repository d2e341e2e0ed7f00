/** resources.prestamos.report: the words of that loan screen (en). */
export default {};
