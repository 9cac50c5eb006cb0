#!/usr/bin/env node
// `pnpm release:status [--to s3://BUCKET[/prefix]]`: the fleet's table: each brand's channels, the release each
// points to, its commit, when it was published, its home JS and how many releases are kept (scripts/fleet/store.mjs).
import { formatStatus, runCli, status } from './store.mjs';

await runCli({
  usage: 'release:status [--to s3://BUCKET[/prefix]]   (or WL_RELEASE_TARGET)',
  async main({ target, client }) {
    const rows = await status({ client, target });
    console.log(rows.length ? formatStatus(rows) : `no release in ${target.url}`);
  },
});
