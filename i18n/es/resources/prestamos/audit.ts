/** resources.prestamos.audit: the words of that loan screen (es). */
export default {};
