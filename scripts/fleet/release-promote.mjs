#!/usr/bin/env node
// `pnpm release:promote <brand> <release|version> --channel production|canary --to s3://BUCKET[/prefix]`: points
// the brand's channel at a complete release within its budgets, in one write (scripts/fleet/store.mjs).
import { promote, runCli, usageError } from './store.mjs';

const usage = 'release:promote <brand> <release|version> --channel production|canary --to s3://BUCKET[/prefix]';

await runCli({
  usage,
  options: { channel: { type: 'string' } },
  async main({ positionals, values, target, client }) {
    const [brand, release] = positionals;
    // no default channel: a promotion says where it goes
    if (positionals.length !== 2 || !values.channel) throw usageError(usage, 'a brand, a release or version, and --channel');
    await promote({ client, target, brand, release, channel: values.channel });
  },
});
