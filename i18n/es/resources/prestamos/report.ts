/** resources.prestamos.report: the words of that loan screen (es). */
export default {};
