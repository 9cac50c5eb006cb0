#!/usr/bin/env node
// `pnpm release:prune <brand|--all> --keep N --to s3://BUCKET[/prefix]`: removes releases beyond the newest N,
// never one a channel points to or pointed to in its last N switches, then the assets no kept release lists
// (scripts/fleet/store.mjs).
import { prune, pruneAll, runCli, usageError } from './store.mjs';

const usage = 'release:prune <brand|--all> --keep N --to s3://BUCKET[/prefix]';

await runCli({
  usage,
  options: { keep: { type: 'string' }, all: { type: 'boolean' } },
  async main({ positionals, values, target, client }) {
    const keep = Number(values.keep);
    if (values.keep === undefined || values.all === (positionals.length === 1) || positionals.length > 1) {
      throw usageError(usage, 'one brand or --all, and --keep');
    }
    if (values.all) await pruneAll({ client, target, keep });
    else await prune({ client, target, brand: positionals[0], keep });
  },
});
