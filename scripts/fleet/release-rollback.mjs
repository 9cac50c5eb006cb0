#!/usr/bin/env node
// `pnpm release:rollback <brand> [--channel production] --to s3://BUCKET[/prefix]`: points the channel back at the
// release it pointed to before (scripts/fleet/store.mjs).
import { rollback, runCli, usageError } from './store.mjs';

const usage = 'release:rollback <brand> [--channel production|canary] --to s3://BUCKET[/prefix]';

await runCli({
  usage,
  options: { channel: { type: 'string', default: 'production' } },
  async main({ positionals, values, target, client }) {
    if (positionals.length !== 1) throw usageError(usage, 'one brand');
    await rollback({ client, target, brand: positionals[0], channel: values.channel });
  },
});
