// Starts the object store (scripts/fleet/objectStore.mjs: Ceph's radosgw on loopback) once for the fleet tests,
// makes their bucket, and hands its endpoint and credentials to the tests as `inject('store')`; stops it after.
import type { TestProject } from 'vitest/node';
import { startObjectStore } from '../objectStore.mjs';

export interface StoreContext {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    store: StoreContext;
  }
}

export default async function setup(project: TestProject) {
  // the pinned AWS SDK runs on Node 20; its notice about later versions only fills the log (the tests get the same)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const store = await startObjectStore();
  const bucket = 'fleet-test';
  await store.createBucket(bucket);
  process.stdout.write(`object store (Ceph radosgw) ready at ${store.endpoint} in ${store.startSeconds} s\n`);
  const { endpoint, region, accessKeyId, secretAccessKey } = store;
  project.provide('store', { endpoint, region, accessKeyId, secretAccessKey, bucket });
  return () => store.stop();
}
