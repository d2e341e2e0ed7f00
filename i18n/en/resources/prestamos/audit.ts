/** resources.prestamos.audit: the words of that loan screen (en). */
export default {};
