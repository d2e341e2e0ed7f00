/** resources.prestamos.list: the words of that loan screen (es). */
export default {};
