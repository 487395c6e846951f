/**
 * `make images`: builds the base, the seven app images under the names the chart gives them, and
 * the trial images of FerretDB, MinIO and NATS; then prints each image's size, its commit label
 * and its user. Fails when an app image is over 300 MB or carries no commit.
 */
import { COMPONENTS } from '../contract.ts';
import { STORES, buildImages, imageFacts, megabytes } from './images.ts';

/** The most an app image may weigh, base included (the base layer is shared by all of them). */
const APP_IMAGE_LIMIT = 300e6;

const started = Date.now();
const built = buildImages((line) => console.log(`[images] ${line}`));
const base = imageFacts(built.base.base);
console.log(`\nImages (commit ${built.commit}); every one shares ${base.name} (${megabytes(base.bytes)}):`);
let failed = false;
const row = (label: string, name: string, limit?: number) => {
  const facts = imageFacts(name);
  const over = limit !== undefined && facts.bytes > limit;
  const unlabelled = facts.revision !== built.commit;
  failed ||= over || unlabelled;
  console.log(
    `  ${label.padEnd(9)} ${name.padEnd(44)} ${megabytes(facts.bytes).padStart(7)}` +
      ` (own layers ${megabytes(facts.bytes - base.bytes).padStart(6)})  user ${facts.user || 'root'}` +
      `${over ? `  OVER ${megabytes(limit)}` : ''}${unlabelled ? '  NO COMMIT LABEL' : ''}`,
  );
};
for (const component of COMPONENTS) row(component, built.apps[component], APP_IMAGE_LIMIT);
for (const store of STORES) row(store, built.stores[store]);
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failed) process.exit(1);
