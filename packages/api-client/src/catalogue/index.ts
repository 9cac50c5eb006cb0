// The catalogue of platform calls: one entry per call, the only place a platform path or module id is written
// (docs/decisions/060-platform-call-catalogue.md). Features import the entries they send; each area is a file.
export * from './core';
export * from './whiteLabel';
export * from './deposit';
export * from './security';
export * from './wallets';
export * from './accounts';
export * from './referral';
export * from './affiliateLinks';
export * from './identity';
export * from './content';
export * from './rewards';
export * from './redRain';
export * from './protection';
export * from './games';
export * from './lottery';
export * from './rank';
export * from './messages';
export * from './agent';
export { call, typed, type AnyCall, type Call, type BodyOf, type Method, type ParamsOf, type TokenRule, type ValueOf } from './define';
