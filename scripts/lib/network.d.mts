export declare const SLOW_3G: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
