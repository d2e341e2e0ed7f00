// First: a page load with a session starts the admin's chunks and the screen's reads before the rest is even fetched.
import './shell/pageLoad';

// React DOM, MUI and the sign-in page in a chunk of their own, fetched once that start is made:
// the entry stays a few KB, so the reads leave before the browser compiles and runs that chunk.
void import('./shell/start');
