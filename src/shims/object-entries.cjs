/* global module */
// node-polyglot's `object.entries` is a polyfill, with es-abstract and a dozen shims behind it
// (~6 KB brotli on the sign-in page); every browser the app supports has Object.entries.
module.exports = Object.entries;
