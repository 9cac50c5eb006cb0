import { screenshotShard } from './shard';

// one of two shards (a worker each), so that the screen stories of every brand are split over both cores
screenshotShard(1, 2);
