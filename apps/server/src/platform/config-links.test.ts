import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parsePublicUrl, publicOrigin } from './config.js';

describe('PUBLIC_URL and HJ212_MAX_SEGMENT', () => {
  it('takes an http(s) address without a trailing slash, and refuses anything else', () => {
    expect(parsePublicUrl(undefined)).toBeUndefined();
    expect(parsePublicUrl(' ')).toBeUndefined();
    expect(parsePublicUrl('https://carbon.example.com/')).toBe('https://carbon.example.com');
    expect(parsePublicUrl('https://carbon.example.com/steward//')).toBe('https://carbon.example.com/steward');
    for (const bad of ['carbon.example.com', 'ftp://x.example', 'https://x.example/?a=1', 'https://u:p@x.example'])
      expect(() => parsePublicUrl(bad), bad).toThrow(ConfigError);
  });

  it('builds links from PUBLIC_URL when set, else from the request', () => {
    const req = { protocol: 'http', host: 'evil.example' };
    expect(publicOrigin({ publicUrl: undefined }, req)).toBe('http://evil.example');
    expect(publicOrigin({ publicUrl: 'https://carbon.example.com' }, req)).toBe('https://carbon.example.com');
  });

  it('bounds the HJ 212 segment between the standard and what the length field can say', () => {
    expect(loadConfig({}, []).hj212MaxSegment).toBe(4096);
    expect(loadConfig({ HJ212_MAX_SEGMENT: '2048' }, []).hj212MaxSegment).toBe(2048);
    for (const bad of ['1000', '10000', 'x']) expect(() => loadConfig({ HJ212_MAX_SEGMENT: bad }, []), bad).toThrow(ConfigError);
  });
});
