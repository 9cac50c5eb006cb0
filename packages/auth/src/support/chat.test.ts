// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatLanguage } from './chat';

describe('chat language rule', () => {
  it.each([
    ['en', 'EN'],
    ['pt', 'PT'],
    ['vi', 'VI'],
    ['fil', 'FIL'],
    ['zh', 'CN'],
    ['zh-TW', 'CN'],
    ['zh_CN', 'CN'],
    ['zh-Hans', 'CN'],
    ['cn', 'CN'],
  ])('%s launches as %s', (code, expected) => expect(chatLanguage(code)).toBe(expected));
});
