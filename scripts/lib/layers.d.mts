/** What each package must not import, by package folder (scripts/lib/layers.mjs). */
export const FORBIDDEN: Record<string, readonly string[]>;
export function layerRows(): string[][];
export function layerChain(): string;
export function packageMap(root: string): string;
export const MAP_START: string;
export const MAP_END: string;
export function withPackageMap(readme: string, root: string): string;
