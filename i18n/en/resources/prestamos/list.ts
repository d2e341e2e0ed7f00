/** resources.prestamos.list: the words of that loan screen (en). */
export default {};
