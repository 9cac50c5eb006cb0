import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** Messages (issue 6): inbox, unread counts, live chat, notices read marks, profile verification. */
export function messageRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
