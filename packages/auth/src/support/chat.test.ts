import { describe, expect, it } from 'vitest';
import { chatLanguage, isAllowedChatUrl, platformOrigin } from './chat';

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

describe('chat host check', () => {
  const hosts = ['chat.solbet.example'];
  const own = 'http://127.0.0.1:4000';
  it('allows https on a brand chat host or its subdomain', () => {
    expect(isAllowedChatUrl('https://chat.solbet.example/room?id=1', hosts, own)).toBe(true);
    expect(isAllowedChatUrl('https://eu.chat.solbet.example/', hosts, own)).toBe(true);
  });
  it('allows the platform origin (the demo chat page)', () => {
    expect(isAllowedChatUrl('http://127.0.0.1:4000/demo-cdn/chat?language=EN', hosts, own)).toBe(true);
  });
  it('refuses other hosts, look-alikes, plain http and script URLs', () => {
    expect(isAllowedChatUrl('https://evil.example/chat.solbet.example', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('https://chat.solbet.example.evil.example/', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('https://notchat.solbet.example/', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('http://chat.solbet.example/', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('javascript:alert(1)', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('not a url', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('http://127.0.0.1:4001/demo-cdn/chat', hosts, own)).toBe(false);
    expect(isAllowedChatUrl('https://chat.solbet.example/', [], own)).toBe(false);
  });
  it('resolves the platform origin from the brand base URL', () => {
    expect(platformOrigin('/', 'https://site.example')).toBe('https://site.example');
    expect(platformOrigin('https://api.example/v1', 'https://site.example')).toBe('https://api.example');
  });
});
