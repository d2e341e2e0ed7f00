import S3rver from 's3rver';

/**
 * s3rver for the tests, in a process of its own (test/server/support/s3Server.ts starts it with
 * OpenSSL's legacy provider: s3rver makes the token of a listing past 1,000 keys with DES).
 * Arguments: its folder and its bucket; prints its port once it listens; ends with its parent.
 */
const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
// The parent's end closes this pipe: a test worker that dies takes its server with it.
process.stdin.once('end', stop).resume();
