import { loadConfig } from '../config';
import { copyFiles } from '../files/copyFiles';
import { filesFolderOf, LocalFileStore } from '../files/localStore';
import { createFileStore } from '../files/store';

/**
 * `npm run files:migrate`: copies every stored file from DATA_DIR/files to the object store
 * FILE_STORE=s3 and S3_* name, so an installation moves its files before it starts on S3.
 * Resumable and idempotent: a key already there with the same size is skipped.
 */
const config = loadConfig();
if (config.files.kind !== 's3') {
  console.error('Set FILE_STORE=s3 and the S3_* variables of the object store to copy the files to (README, "Environment").');
  process.exit(1);
}
const dir = filesFolderOf(config.dataDir);
console.log(`Copying the files of ${dir} to the bucket ${config.files.bucket} …`);
let shown = 0;
const tally = await copyFiles(new LocalFileStore(dir), createFileStore(config.files), (t) => {
  const done = t.copied + t.skipped;
  // A line every 2 % (and the last): a big folder's progress without a flood.
  if (done === t.total || done - shown >= Math.max(1, Math.ceil(t.total / 50))) {
    shown = done;
    console.log(`  ${done}/${t.total} (${t.copied} copied, ${t.skipped} already there)`);
  }
}).catch((err: Error) => {
  // What was copied stays: the next run skips it.
  console.error(`Stopped: ${err.message}. Run it again to go on from here.`);
  process.exit(1);
});
console.log(`Done: ${tally.total} files, ${tally.copied} copied, ${tally.skipped} already there.`);
