import type { DemoApp } from '../app';

/** One request to the demo platform for a catalogue entry: what the table test sends (catalogue.test.ts). */
export interface SampleRequest {
  /** a demo account logged in first; its token goes in the Token header (default: no session) */
  as?: 'demo' | 'demo1' | 'agent' | 'trial';
  merchant?: string;
  params?: Record<string, string | number | boolean>;
  /** the body as the site sends it: the harness encrypts it, or sends it as a form, as the entry says */
  body?: unknown;
}

/**
 * How the table test exercises one entry: the request (or a function that finds what it needs first, such
 * as an id from another call), and optionally a malformed value its answer schema must reject (default: the
 * string 'not the value'). `leftOut`: for an answer with a list that leaves out an item that does not fit
 * (decision 060), a value with such an item: the schema must accept it without the item. `answerIgnored` marks a
 * write whose answer nobody reads (schema `unknown`): it must say why.
 */
export interface Sample {
  request: SampleRequest | ((context: { app: DemoApp; token?: string }) => Promise<SampleRequest> | SampleRequest);
  malformed?: unknown;
  leftOut?: unknown;
  answerIgnored?: string;
}

export type Samples = Record<string, Sample>;
